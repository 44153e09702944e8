// Drawing Push Over: the plate and its ring of arrows, the pawns (sliding during a push,
// previewed under the pointer), the complete lines of a finished round, the players'
// header, the footer and the summary of a round.
#include "pushover/view/view.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "pushover/rules/notation.hpp"

namespace pushover {

namespace {

using plateau::Canvas;
using plateau::Colour;
using plateau::Point;
using plateau::Rect;

// GNOME's dark greys for the plate, blue for the focus, yellow for complete lines.
constexpr Colour kPlate{0x3d, 0x38, 0x46};
constexpr Colour kGrid{0x5e, 0x5c, 0x64};
constexpr Colour kSocket{0x4f, 0x4c, 0x57};
constexpr Colour kArrow{0xde, 0xdd, 0xda};
constexpr Colour kArrowOff{0x56, 0x52, 0x5e};
constexpr Colour kAccent{0x35, 0x84, 0xe4};
constexpr Colour kHighlight{0xf6, 0xd3, 0x2d};
constexpr Colour kText{0xff, 0xff, 0xff};
constexpr Colour kSubtle{0xc0, 0xbf, 0xbc};
constexpr Colour kChip{0x3d, 0x38, 0x46};
constexpr Colour kChipActive{0x4e, 0x4a, 0x57};
constexpr Colour kShadow{0x00, 0x00, 0x00, 0x50};

float ease_out(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }

float luminance(Colour c) {
    return (0.2126f * static_cast<float>(c.r) + 0.7152f * static_cast<float>(c.g) +
            0.0722f * static_cast<float>(c.b)) /
           255.0f;
}

// The cells of an insertion's line, from its entry (k = 0) to its far end (k = n - 1).
struct LinePath {
    int row0 = 0, col0 = 0, dr = 0, dc = 0;
    [[nodiscard]] int row(int k) const { return row0 + k * dr; }
    [[nodiscard]] int col(int k) const { return col0 + k * dc; }
};

LinePath path_of(Insertion m, int n) {
    switch (m.side) {
        case Side::top:
            return {0, m.line, 1, 0};
        case Side::bottom:
            return {n - 1, m.line, -1, 0};
        case Side::left:
            return {m.line, 0, 0, 1};
        default:
            return {m.line, n - 1, 0, -1};
    }
}

// How far a push reaches: the first empty cell from the entry, or n for a full line (its
// far pawn is pushed off).
int push_reach(const Board& b, const LinePath& p) {
    for (int k = 0; k < b.n; ++k) {
        if (b.owner(p.row(k), p.col(k)) < 0) return k;
    }
    return b.n;
}

class Painter {
  public:
    Painter(const Canvas& canvas, const State& state, const ViewUi* ui,
            const plateau::Frame<State>& frame, const Look& look)
        : c_(canvas),
          s_(state),
          ui_(frame.thumbnail ? nullptr : ui),
          frame_(frame),
          look_(look),
          at_(state.board.n, frame.width, frame.height, frame.thumbnail),
          u_(at_.cell()) {}

    void paint() {
        bool summary = summary_shown(s_, ui_);
        plate();
        if (animate()) {
            arrows(false);
            summary = false;  // the summary waits for the push to end
        } else if (summary) {
            board(s_.last_round->final_board, complete_line_cells(s_.last_round->final_board));
            arrows(false);
        } else if (s_.over) {
            board(s_.board, complete_line_cells(s_.board));
            arrows(false);
        } else {
            Board shown = s_.board;
            if (frame_.thumbnail && shown.occupied() == 0) shown = sample(shown.n);
            const int preview = interactive() ? ui_->arrows.hover : -1;
            board(shown, 0, preview);
            arrows(interactive());
        }
        if (frame_.thumbnail) return;
        header();
        if (summary) {
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

    [[nodiscard]] bool interactive() const {
        return ui_ != nullptr && !s_.over && !look_.computer[s_.to_move] &&
               !summary_shown(s_, ui_) && !frame_.animating();
    }

    // A few pawns for the launcher's thumbnail, so that an empty board still says what
    // the game is (004's figure 1 on the second row).
    static Board sample(int n) {
        Board b{n, {}};
        b.set(0, 0, 0);
        b.set(1, 0, 1);
        b.set(1, 1, 0);
        b.set(1, 2, 1);
        b.set(2, 1, 1);
        b.set(2, 2, 0);
        b.set(n - 1, n - 1, 1);
        return b;
    }

    void plate() {
        const Rect p = at_.plate();
        c_.fill_rounded_rect(p, u_ * 0.3f, kPlate);
        const Rect g = at_.grid();
        c_.fill_rounded_rect(g.inset(-u_ * 0.06f), u_ * 0.16f, kGrid);
    }

    void sockets(std::uint64_t highlight) {
        const int n = s_.board.n;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                if ((highlight & cell_bit(row, col)) != 0) {
                    c_.fill_rounded_rect(at_.cell_rect(row, col).inset(u_ * 0.03f), u_ * 0.12f,
                                         kHighlight);
                }
                c_.fill_circle(at_.cell_centre(static_cast<float>(row), static_cast<float>(col)),
                               u_ * 0.36f, kSocket);
            }
        }
    }

    void pawn(Point centre, int player, float alpha = 1.0f) {
        const Colour fill = look_.colours[player];
        const bool light = luminance(fill) > 0.55f;
        const Colour rim = light ? plateau::darken(fill, 0.3f) : plateau::lighten(fill, 0.3f);
        const auto a = [alpha](Colour col) {
            return plateau::with_alpha(
                col, static_cast<std::uint8_t>(static_cast<float>(col.a) * alpha + 0.5f));
        };
        const float r = u_ * 0.38f;
        c_.fill_circle({centre.x, centre.y + u_ * 0.04f}, r, a(kShadow));
        c_.fill_circle(centre, r, a(rim));
        c_.fill_circle(centre, r * 0.84f, a(fill));
        c_.fill_circle(centre, r * 0.56f, a(plateau::mix(fill, rim, 0.25f)));
        c_.fill_circle(centre, r * 0.48f, a(fill));
        if (look_.show_letters && !frame_.thumbnail) {
            c_.text(centre, u_ * 0.36f, a(light ? Colour{0x24, 0x1f, 0x31} : kText),
                    std::string(1, look_.letters[player]));
        }
    }

    void pawns(const Board& b, std::uint64_t skip) {
        for (int row = 0; row < b.n; ++row) {
            for (int col = 0; col < b.n; ++col) {
                const int owner = b.owner(row, col);
                if (owner >= 0 && (skip & cell_bit(row, col)) == 0) {
                    pawn(at_.cell_centre(static_cast<float>(row), static_cast<float>(col)), owner);
                }
            }
        }
    }

    // The pawns of a line pushed by `m`, `t` of the way (0: before, 1: after); the
    // pawn pushed off fades as it leaves. Returns the cells drawn.
    std::uint64_t pushed_line(const Board& before, Insertion m, int mover, float t, float alpha) {
        const LinePath p = path_of(m, before.n);
        const int reach = push_reach(before, p);
        const auto centre = [&](float k) {
            return at_.cell_centre(static_cast<float>(p.row0) + k * static_cast<float>(p.dr),
                                   static_cast<float>(p.col0) + k * static_cast<float>(p.dc));
        };
        std::uint64_t drawn = 0;
        for (int k = 0; k < std::min(reach, before.n); ++k) {
            const int owner = before.owner(p.row(k), p.col(k));
            drawn |= cell_bit(p.row(k), p.col(k));
            const bool leaves = k == before.n - 1;
            pawn(centre(static_cast<float>(k) + t), owner,
                 leaves ? alpha * (1.0f - 0.75f * t) : alpha);
        }
        pawn(centre(-1.0f + t), mover, alpha);
        return drawn;
    }

    void board(const Board& b, std::uint64_t highlight, int preview = -1) {
        sockets(highlight);
        if (preview >= 0 && (legal_insertions(b, s_.to_move) >> preview & 1U) != 0) {
            // The line is tinted and its pawns shown faint where the push would put them.
            const Insertion m = insertion_at(preview, b.n);
            const LinePath p = path_of(m, b.n);
            for (int k = 0; k < b.n; ++k) {
                c_.fill_rounded_rect(at_.cell_rect(p.row(k), p.col(k)).inset(u_ * 0.03f),
                                     u_ * 0.12f, plateau::mix(kGrid, kAccent, 0.3f));
            }
            pawns(b, line_cells(b, m));
            pushed_line(b, m, s_.to_move, 1.0f, 0.5f);
            return;
        }
        pawns(b, 0);
    }

    // The cells of the line a push moves (up to its reach).
    static std::uint64_t line_cells(const Board& b, Insertion m) {
        const LinePath p = path_of(m, b.n);
        const int reach = std::min(push_reach(b, p), b.n);
        std::uint64_t cells = 0;
        for (int k = 0; k < reach; ++k) cells |= cell_bit(p.row(k), p.col(k));
        return cells;
    }

    // The push being animated, if any.
    bool animate() {
        if (!frame_.animating() || frame_.previous == nullptr) return false;
        Move move;
        try {
            move = parse_move(frame_.move, frame_.previous->board.n);
        } catch (const std::exception&) {
            return false;
        }
        if (move.pass) return false;
        const Board& before = frame_.previous->board;
        sockets(0);
        pawns(before, line_cells(before, move.insertion));
        pushed_line(before, move.insertion, frame_.previous->to_move, ease_out(frame_.progress()),
                    1.0f);
        return true;
    }

    void arrow(int index, Colour colour, bool cursor, bool label) {
        const Rect r = at_.arrow(index);
        const Insertion m = insertion_at(index, s_.board.n);
        float dx = 0, dy = 0;
        switch (m.side) {
            case Side::top:
                dy = 1;
                break;
            case Side::bottom:
                dy = -1;
                break;
            case Side::left:
                dx = 1;
                break;
            default:
                dx = -1;
                break;
        }
        const float s = u_ * 0.34f;
        // The triangle sits towards the board, its label (on demand) towards the edge.
        const Point c{r.x + r.w / 2 + dx * u_ * 0.16f, r.y + r.h / 2 + dy * u_ * 0.16f};
        const Point tip{c.x + dx * s * 0.55f, c.y + dy * s * 0.55f};
        const Point base{c.x - dx * s * 0.45f, c.y - dy * s * 0.45f};
        const float px = -dy * s * 0.62f, py = dx * s * 0.62f;
        c_.fill_polygon({tip, {base.x + px, base.y + py}, {base.x - px, base.y - py}}, colour);
        if (cursor) c_.stroke_rect(r.inset(u_ * 0.06f), std::max(1.5f, u_ * 0.05f), kAccent);
        if (label) {
            const Point label{r.x + r.w / 2 - dx * u_ * 0.23f, r.y + r.h / 2 - dy * u_ * 0.23f};
            c_.text(label, text_size(0.2f, 9.5f), kSubtle,
                    format_move(Move::insert(m), s_.board.n));
        }
    }

    void arrows(bool active) {
        const int n = s_.board.n;
        const std::uint32_t legal = s_.over ? 0 : legal_insertions(s_.board, s_.to_move);
        for (int index = 0; index < 4 * n; ++index) {
            const bool ok = (legal >> index & 1U) != 0;
            Colour colour = kArrowOff;
            if (active && ok) {
                colour = ui_ != nullptr && ui_->arrows.hover == index ? kAccent : kArrow;
            } else if (ok && !frame_.thumbnail) {
                colour = plateau::mix(kArrowOff, kArrow, 0.35f);
            } else if (frame_.thumbnail) {
                colour = plateau::mix(kArrowOff, kArrow, 0.5f);
            }
            const bool cursor =
                active && ui_ != nullptr && ui_->arrows.cursor_shown && ui_->arrows.cursor == index;
            arrow(index, colour, cursor, active && ok && ui_ != nullptr && ui_->show_moves);
        }
    }

    void header() {
        const Rect h = at_.header();
        const float gap = u_ * 0.2f;
        const float w = (h.w - gap) / 2;
        for (int p = 0; p < 2; ++p) {
            const Rect chip{h.x + static_cast<float>(p) * (w + gap), h.y, w, h.h};
            const bool active = !s_.over && s_.to_move == p && !summary_shown(s_, ui_);
            c_.fill_rounded_rect(chip, u_ * 0.18f, active ? kChipActive : kChip);
            if (active) c_.stroke_rect(chip, std::max(1.5f, u_ * 0.05f), kAccent);
            const Point disc{chip.x + u_ * 0.45f, chip.y + chip.h / 2};
            pawn(disc, p);
            // Rounds won, as pips, when the match has several rounds.
            float right = chip.x + chip.w - u_ * 0.2f;
            if (look_.rounds_to_win > 1) {
                for (int k = look_.rounds_to_win - 1; k >= 0; --k) {
                    const Point pip{right - u_ * 0.1f, chip.y + chip.h / 2};
                    const bool won = k < s_.rounds_won[p];
                    c_.fill_circle(pip, u_ * 0.1f, won ? kHighlight : kArrowOff);
                    right -= u_ * 0.27f;
                }
            }
            const float text_x = chip.x + u_ * 0.95f;
            const float text_w = right - text_x - u_ * 0.1f;
            c_.text({text_x, chip.y + chip.h * 0.36f}, u_ * 0.3f, kText,
                    plateau::fit_text(look_.names[p], u_ * 0.3f, text_w), plateau::Align::left);
            std::string role;
            if (active) {
                role = look_.computer[p] ? "thinking\u2026" : "to play";
            } else if (look_.computer[p]) {
                role = "computer";
            }
            if (s_.over && s_.match_winner == p) role = "winner";
            c_.text({text_x, chip.y + chip.h * 0.72f}, text_size(0.22f, 10),
                    active ? kText : kSubtle, plateau::fit_text(role, text_size(0.22f, 10), text_w),
                    plateau::Align::left);
        }
    }

    // The insertions that are legal, side by side: "H1-5  B1-5  G2,4  D1-3,5".
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
            out += std::string(1, side_letter(static_cast<Side>(side))) + part;
        }
        return out.empty() ? "no insertion: the game passes" : out;
    }

    std::string result_text() const {
        const auto& r = s_.last_round;
        if (!r) return {};
        if (look_.rounds_to_win > 1) {
            const std::string score =
                std::to_string(s_.rounds_won[0]) + "\u2013" + std::to_string(s_.rounds_won[1]);
            if (s_.match_winner < 0) return "Draw, " + score;
            return look_.names[s_.match_winner] + " wins the match " + score;
        }
        if (r->winner < 0) {
            return r->no_moves ? "Draw: neither player can move"
                               : "Draw: " + std::to_string(r->lines[0]) + " line" +
                                     (r->lines[0] == 1 ? "" : "s") + " each";
        }
        const int w = r->winner;
        return look_.names[w] + " wins, " + std::to_string(r->lines[w]) + " line" +
               (r->lines[w] == 1 ? "" : "s") + " to " + std::to_string(r->lines[other(w)]);
    }

    void footer() {
        const Rect f = at_.footer();
        const Rect button = at_.moves_button();
        const Rect caption{f.x, f.y, f.w - button.w - u_ * 0.15f, f.h};
        c_.fill_rounded_rect(caption, u_ * 0.18f, kChip);
        std::string text;
        Colour colour = kSubtle;
        if (s_.over) {
            text = result_text();
            colour = kText;
        } else if (ui_ != nullptr && ui_->show_moves) {
            text = compact_moves();
            colour = kText;
        } else if (look_.rounds_to_win > 1) {
            text = "Round " + std::to_string(s_.round) + ", first to " +
                   std::to_string(look_.rounds_to_win) + " rounds";
        } else {
            text = "Click an arrow to push a pawn";
        }
        const float size = text_size(0.23f, 11);
        c_.text({caption.x + u_ * 0.25f, caption.y + caption.h / 2}, size, colour,
                plateau::fit_text(text, size, caption.w - u_ * 0.4f), plateau::Align::left);
        const bool on = ui_ != nullptr && ui_->show_moves;
        c_.fill_rounded_rect(button, u_ * 0.18f, on ? kAccent : kChip);
        c_.text(button.centre(), text_size(0.24f, 11), kText,
                plateau::fit_text("Moves (P)", text_size(0.24f, 11), button.w));
    }

    void summary_panel() {
        const RoundResult& r = *s_.last_round;
        const Rect g = at_.grid();
        const Rect f = at_.footer();
        const Rect panel{f.x, g.y + g.h + u_ * 0.12f, f.w, f.y + f.h - (g.y + g.h + u_ * 0.12f)};
        c_.fill_rounded_rect(panel, u_ * 0.2f, kChip);
        c_.stroke_rect(panel, std::max(1.5f, u_ * 0.05f), kAccent);
        std::string line = "Round " + std::to_string(r.round) + ": ";
        float x = panel.x + u_ * 0.3f;
        if (r.winner >= 0) {
            pawn({x + u_ * 0.3f, panel.y + panel.h * 0.33f}, r.winner, 1.0f);
            x += u_ * 0.85f;
            line += look_.names[r.winner] + " wins, " + std::to_string(r.lines[r.winner]) +
                    " line" + (r.lines[r.winner] == 1 ? "" : "s") + " to " +
                    std::to_string(r.lines[other(r.winner)]);
        } else if (r.no_moves) {
            line += "a draw, neither player can move";
        } else {
            line += "a draw, " + std::to_string(r.lines[0]) + " line" +
                    (r.lines[0] == 1 ? "" : "s") + " each";
        }
        c_.text({x, panel.y + panel.h * 0.33f}, u_ * 0.3f, kText,
                plateau::fit_text(line, u_ * 0.3f, panel.x + panel.w - x - u_ * 0.2f),
                plateau::Align::left);
        const std::string next = "Match " + std::to_string(s_.rounds_won[0]) + "\u2013" +
                                 std::to_string(s_.rounds_won[1]) + ". Click for round " +
                                 std::to_string(s_.round) + ".";
        c_.text({panel.x + u_ * 0.3f, panel.y + panel.h * 0.72f}, u_ * 0.24f, kSubtle,
                plateau::fit_text(next, u_ * 0.24f, panel.w - u_ * 0.5f), plateau::Align::left);
    }

    const Canvas& c_;
    const State& s_;
    const ViewUi* ui_;
    const plateau::Frame<State>& frame_;
    const Look& look_;
    Placement at_;
    float u_;
};

}  // namespace

bool summary_shown(const State& state, const ViewUi* ui) {
    return ui != nullptr && state.last_round && !state.over &&
           ui->summary_round == state.last_round->round && state.round == ui->summary_round + 1;
}

void draw_match(const Canvas& canvas, const State& state, const ViewUi* ui,
                const plateau::Frame<State>& frame, const Look& look) {
    Painter(canvas, state, ui, frame, look).paint();
}

}  // namespace pushover
