// Around Push Over's board: the players' header (the player to move in a chip ringed in
// the accent, the rounds won as pips), the footer (a caption, the Moves button) and the
// summary of a finished round.
#include <algorithm>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "pushover/view/colours.hpp"
#include "pushover/view/pawn.hpp"
#include "pushover/view/shapes.hpp"
#include "pushover/view/view.hpp"

namespace pushover {

namespace {

using plateau::Colour;
using plateau::format;
using plateau::Point;
using plateau::Rect;
using plateau::tr;
using plateau::trc;
using plateau::trn;

class Chrome {
  public:
    Chrome(const plateau::Canvas& canvas, const State& state, const ViewUi* ui,
           const plateau::Frame<State>& frame, const Look& look)
        : c_(canvas),
          s_(state),
          ui_(ui),
          look_(look),
          k_(colours(frame.dark)),
          at_(state.board.n, frame.width, frame.height, false),
          u_(at_.cell()) {}

    void paint() {
        header();
        if (summary_shown(s_, ui_)) {
            summary_panel();
        } else {
            footer();
        }
    }

  private:
    // A text size in cells, never below `least` pixels (small boards stay readable).
    [[nodiscard]] float text_size(float cells, float least) const {
        return std::max(least, u_ * cells);
    }
    [[nodiscard]] float hairline() const { return std::max(1.5f, u_ * 0.04f); }

    void pawn(Point centre, int player, Colour behind) {
        draw_pawn(c_, centre, u_ * 0.38f, look_.colours[player], behind, 1.0f,
                  look_.show_letters ? std::optional<char>(look_.letters[player]) : std::nullopt);
    }

    void header() {
        const Rect h = at_.header();
        const float gap = u_ * 0.2f;
        const float w = (h.w - gap) / 2;
        for (int p = 0; p < 2; ++p) {
            const Rect chip{h.x + static_cast<float>(p) * (w + gap), h.y, w, h.h};
            const bool active = !s_.over && s_.to_move == p && !summary_shown(s_, ui_);
            // The player to move in a chip ringed in the accent; the other on the window.
            const Colour behind = active ? k_.chip : k_.window;
            if (active) edged(c_, chip, u_ * 0.18f, std::max(1.5f, u_ * 0.05f), k_.accent, k_.chip);
            const Point disc{chip.x + u_ * 0.45f, chip.y + chip.h / 2};
            pawn(disc, p, behind);
            // Rounds won, as pips beside the role (the name keeps the whole width), when the
            // match has several rounds: filled when won, a ring when not.
            const float end = chip.x + chip.w - u_ * 0.2f;
            float right = end;
            if (look_.rounds_to_win > 1) {
                for (int k = look_.rounds_to_win - 1; k >= 0; --k) {
                    const Point pip{right - u_ * 0.1f, chip.y + chip.h * 0.72f};
                    const bool won = k < s_.rounds_won[p];
                    c_.fill_circle(pip, u_ * 0.1f, won ? k_.accent : k_.muted);
                    if (!won) c_.fill_circle(pip, u_ * 0.1f - hairline(), behind);
                    right -= u_ * 0.27f;
                }
            }
            const float text_x = chip.x + u_ * 0.95f;
            const float text_w = right - text_x - u_ * 0.1f;
            c_.text({text_x, chip.y + chip.h * 0.36f}, u_ * 0.3f, k_.text,
                    plateau::fit_text(look_.names[p], u_ * 0.3f, end - text_x),
                    plateau::Align::left);
            std::string role;  // under the name
            if (active) {
                role = look_.computer[p] ? trc("a player's role", "thinking\u2026")
                                         : trc("a player's role", "to play");
            } else if (look_.computer[p]) {
                role = trc("a player's role", "computer");
            }
            if (s_.over && s_.match_winner == p) role = trc("a player's role", "winner");
            c_.text({text_x, chip.y + chip.h * 0.72f}, text_size(0.22f, 10),
                    active ? k_.text : k_.muted,
                    plateau::fit_text(role, text_size(0.22f, 10), text_w), plateau::Align::left);
        }
    }

    // The insertions that are legal, side by side, the edges in the window's letters (T, B,
    // L, R in English): "T1-5  B1-5  L2,4  R1-3,5".
    std::string compact_moves() const {
        const int n = s_.board.n;
        const std::uint32_t legal = legal_insertions(s_.board, s_.to_move);
        std::string out;
        for (int side = 0; side < 4; ++side) {
            std::string part;
            for (int k = 0; k < n;) {
                if ((legal >> (side * n + k) & 1U) == 0) {
                    ++k;
                    continue;
                }
                int end = k;
                while (end + 1 < n && (legal >> (side * n + end + 1) & 1U) != 0) ++end;
                if (!part.empty()) part += ',';
                part += std::to_string(k + 1);
                if (end > k) part += "-" + std::to_string(end + 1);
                k = end + 1;
            }
            if (part.empty()) continue;
            if (!out.empty()) out += "  ";
            out += window_letter(static_cast<Side>(side)) + part;
        }
        return out.empty() ? std::string(tr("no insertion: the game passes")) : out;
    }

    std::string result_text() const {
        const auto& r = s_.last_round;
        if (!r) return {};
        if (look_.rounds_to_win > 1) {
            const std::string score =
                std::to_string(s_.rounds_won[0]) + "\u2013" + std::to_string(s_.rounds_won[1]);
            if (s_.match_winner < 0) return format(tr("Draw, {}"), score);
            return format(tr("{0} wins the match {1}"), look_.names[s_.match_winner], score);
        }
        if (r->winner < 0) {
            return r->no_moves
                       ? std::string(tr("Draw: neither player can move"))
                       : format(trn("Draw: {} line each", "Draw: {} lines each", r->lines[0]),
                                r->lines[0]);
        }
        const int w = r->winner;
        return format(trn("{0} wins, {1} line to {2}", "{0} wins, {1} lines to {2}", r->lines[w]),
                      look_.names[w], r->lines[w], r->lines[other(w)]);
    }

    // The footer: a caption on the window and the Moves button (an Adwaita flat button: a
    // faint tint; the accent while the list is shown).
    void footer() {
        const Rect f = at_.footer();
        const Rect button = at_.moves_button();
        const Rect caption{f.x, f.y, f.w - button.w - u_ * 0.15f, f.h};
        std::string text;
        Colour colour = k_.muted;
        if (s_.over) {
            text = result_text();
            colour = k_.text;
        } else if (ui_ != nullptr && ui_->show_moves) {
            text = compact_moves();
            colour = k_.text;
        } else if (!look_.value_words.empty()) {
            text = look_.value_words;  // what the solved tables know (3x3, 4x4)
        } else if (look_.rounds_to_win > 1) {
            text = format(trn("Round {0}, first to {1} round", "Round {0}, first to {1} rounds",
                              look_.rounds_to_win),
                          s_.round, look_.rounds_to_win);
        } else if (look_.computer[0] && look_.computer[1]) {
            text = tr("The computers play each other");  // nothing for a person to click
        } else {
            text = tr("Click an arrow to push a pawn");
        }
        const float size = text_size(0.23f, 11);
        c_.text({caption.x + u_ * 0.1f, caption.y + caption.h / 2}, size, colour,
                plateau::fit_text(text, size, caption.w - u_ * 0.2f), plateau::Align::left);
        const bool on = ui_ != nullptr && ui_->show_moves;
        if (on) {
            c_.fill_rounded_rect(button, u_ * 0.18f, k_.button);
        } else {
            tint(c_, button, std::min(4.0f, u_ * 0.06f), plateau::with_alpha(k_.text, 0x1a));
        }
        c_.text(button.centre(), text_size(0.24f, 11), on ? k_.on_button : k_.text,
                plateau::fit_text(tr("Moves (P)"), text_size(0.24f, 11), button.w));
    }

    // Between two rounds: a card ringed in the accent with the round's result.
    void summary_panel() {
        const RoundResult& r = *s_.last_round;
        const Rect g = at_.grid();
        const Rect f = at_.footer();
        const Rect panel{f.x, g.y + g.h + u_ * 0.12f, f.w, f.y + f.h - (g.y + g.h + u_ * 0.12f)};
        edged(c_, panel, u_ * 0.2f, std::max(1.5f, u_ * 0.05f), k_.accent, k_.surface);
        std::string line;
        float x = panel.x + u_ * 0.3f;
        if (r.winner >= 0) {
            pawn({x + u_ * 0.3f, panel.y + panel.h * 0.33f}, r.winner, k_.surface);
            x += u_ * 0.85f;
            line =
                format(trn("Round {0}: {1} wins, {2} line to {3}",
                           "Round {0}: {1} wins, {2} lines to {3}", r.lines[r.winner]),
                       r.round, look_.names[r.winner], r.lines[r.winner], r.lines[other(r.winner)]);
        } else if (r.no_moves) {
            line = format(tr("Round {}: a draw, neither player can move"), r.round);
        } else {
            line = format(trn("Round {0}: a draw, {1} line each",
                              "Round {0}: a draw, {1} lines each", r.lines[0]),
                          r.round, r.lines[0]);
        }
        c_.text({x, panel.y + panel.h * 0.33f}, u_ * 0.3f, k_.text,
                plateau::fit_text(line, u_ * 0.3f, panel.x + panel.w - x - u_ * 0.2f),
                plateau::Align::left);
        const std::string score =
            std::to_string(s_.rounds_won[0]) + "\u2013" + std::to_string(s_.rounds_won[1]);
        const std::string next = format(tr("Match {0}. Click for round {1}."), score, s_.round);
        c_.text({panel.x + u_ * 0.3f, panel.y + panel.h * 0.72f}, u_ * 0.24f, k_.muted,
                plateau::fit_text(next, u_ * 0.24f, panel.w - u_ * 0.5f), plateau::Align::left);
    }

    const plateau::Canvas& c_;
    const State& s_;
    const ViewUi* ui_;
    const Look& look_;
    const Colours& k_;
    Placement at_;
    float u_;
};

}  // namespace

void draw_chrome(const plateau::Canvas& canvas, const State& state, const ViewUi* ui,
                 const plateau::Frame<State>& frame, const Look& look) {
    Chrome(canvas, state, ui, frame, look).paint();
}

}  // namespace pushover
