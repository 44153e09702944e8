// Drawing Push Over's board: the plate and its ring of arrows, the pawns (sliding during a
// push, previewed under the pointer), the complete lines of a finished round and the
// host's mark on the computer's push; then what is around it (chrome.cpp).
#include "pushover/view/view.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "pushover/rules/notation.hpp"
#include "pushover/view/colours.hpp"
#include "pushover/view/pawn.hpp"
#include "pushover/view/shapes.hpp"

namespace pushover {

namespace {

using plateau::Canvas;
using plateau::Colour;
using plateau::Point;
using plateau::Rect;

float ease_out(float t) { return 1.0f - (1.0f - t) * (1.0f - t) * (1.0f - t); }

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
          k_(colours(frame.dark)),
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
        mark_arrow();
        draw_chrome(c_, s_, ui_, frame_, look_);
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

    // A pawn of `player` on the plate (letters on it when the settings ask).
    void pawn(Point centre, int player, Colour behind, float alpha = 1.0f) {
        const bool letter = look_.show_letters && !frame_.thumbnail;
        draw_pawn(c_, centre, u_ * 0.38f, look_.colours[player], behind, alpha,
                  letter ? std::optional<char>(look_.letters[player]) : std::nullopt);
    }

    [[nodiscard]] float hairline() const { return std::max(1.5f, u_ * 0.04f); }

    // The plate in its rim, and a faint line around the cells.
    void plate() {
        const Rect p = at_.plate();
        const float rim = hairline();
        edged(c_, p.inset(-rim), u_ * 0.3f + rim, rim, k_.rim, k_.plate);
        const Rect g = at_.grid().inset(-u_ * 0.06f);
        const Colour line = plateau::mix(k_.plate, k_.socket_rim, 0.45f);
        const float w = std::max(1.0f, u_ * 0.02f);
        c_.line({g.x, g.y}, {g.x + g.w, g.y}, w, line);
        c_.line({g.x + g.w, g.y}, {g.x + g.w, g.y + g.h}, w, line);
        c_.line({g.x + g.w, g.y + g.h}, {g.x, g.y + g.h}, w, line);
        c_.line({g.x, g.y + g.h}, {g.x, g.y}, w, line);
    }

    // The empty cells, hollows in a ring; the cells of complete lines in yellow first.
    void sockets(std::uint64_t highlight) {
        const int n = s_.board.n;
        const float r = u_ * 0.3f;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                if ((highlight & cell_bit(row, col)) != 0) {
                    edged(c_, at_.cell_rect(row, col).inset(u_ * 0.03f), u_ * 0.12f, hairline(),
                          k_.win_rim, k_.win);
                }
                const Point centre =
                    at_.cell_centre(static_cast<float>(row), static_cast<float>(col));
                c_.fill_circle(centre, r, k_.socket_rim);
                c_.fill_circle(centre, r - std::max(1.0f, u_ * 0.025f), k_.socket);
            }
        }
    }

    void pawns(const Board& b, std::uint64_t skip) {
        for (int row = 0; row < b.n; ++row) {
            for (int col = 0; col < b.n; ++col) {
                const int owner = b.owner(row, col);
                if (owner >= 0 && (skip & cell_bit(row, col)) == 0) {
                    pawn(at_.cell_centre(static_cast<float>(row), static_cast<float>(col)), owner,
                         k_.plate);
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
            pawn(centre(static_cast<float>(k) + t), owner, k_.plate,
                 leaves ? alpha * (1.0f - 0.75f * t) : alpha);
        }
        pawn(centre(-1.0f + t), mover, k_.plate, alpha);
        return drawn;
    }

    // A whole row or column washed in `colour` (translucent: the plate shows through).
    void wash(Insertion m, Colour colour) {
        const int n = s_.board.n;
        const LinePath p = path_of(m, n);
        const Rect first = at_.cell_rect(p.row(0), p.col(0));
        const Rect last = at_.cell_rect(p.row(n - 1), p.col(n - 1));
        const float x = std::min(first.x, last.x), y = std::min(first.y, last.y);
        const Rect line{x, y, std::max(first.x, last.x) + u_ - x,
                        std::max(first.y, last.y) + u_ - y};
        c_.fill_rect(line.inset(u_ * 0.04f), colour);
    }

    void board(const Board& b, std::uint64_t highlight, int preview = -1) {
        // The mark's wash first, so the cells of a complete line keep their own colour over
        // it; its halo over the sockets, under the pawns.
        const std::optional<Insertion> marked = preview >= 0 ? std::nullopt : mark_on(b);
        if (marked)
            wash(*marked, plateau::with_alpha(k_.accent, mark_alpha(frame_.dark ? 90 : 70)));
        sockets(highlight);
        if (marked) halo(*marked);
        if (preview >= 0 && (legal_insertions(b, s_.to_move) >> preview & 1U) != 0) {
            // The line is washed in the accent and its pawns shown faint where the push
            // would put them.
            const Insertion m = insertion_at(preview, b.n);
            wash(m, plateau::with_alpha(k_.accent, 0x38));
            pawns(b, line_cells(b, m));
            pushed_line(b, m, s_.to_move, 1.0f, 0.5f);
            return;
        }
        pawns(b, 0);
    }

    // The insertion the host marks (a hint, or the computer's push that made this board),
    // when the board drawn is the one it concerns: not the next round's empty board.
    [[nodiscard]] std::optional<Insertion> mark_on(const Board& shown) const {
        if (frame_.thumbnail || !(frame_.mark.hint() || frame_.mark.last())) return std::nullopt;
        if (frame_.mark.last() && !s_.over && !summary_shown(s_, ui_) && s_.plies_in_round == 0) {
            return std::nullopt;
        }
        try {
            const Move move = parse_move(frame_.mark.move, shown.n);
            if (move.pass) return std::nullopt;
            return move.insertion;
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }

    [[nodiscard]] std::uint8_t mark_alpha(float most) const {
        return static_cast<std::uint8_t>(std::clamp(frame_.mark.strength, 0.0f, 1.0f) * most);
    }

    // The computer's push: a halo around the pawn that came in (drawn before the pawns, so
    // that it rings the new one).
    void halo(Insertion m) {
        if (!frame_.mark.last()) return;
        const LinePath p = path_of(m, s_.board.n);
        c_.fill_circle(at_.cell_centre(static_cast<float>(p.row(0)), static_cast<float>(p.col(0))),
                       u_ * 0.47f, plateau::with_alpha(k_.accent, mark_alpha(255)));
    }

    // The arrow of the marked push, in the accent, over the ring.
    void mark_arrow() {
        const Board& shown = summary_shown(s_, ui_) ? s_.last_round->final_board : s_.board;
        if (frame_.animating()) return;
        const std::optional<Insertion> marked = mark_on(shown);
        if (!marked) return;
        arrow(insertion_index(*marked, s_.board.n), plateau::with_alpha(k_.accent, mark_alpha(255)),
              true, false, false);
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

    // An arrow: filled when it can be pushed, else only outlined (a shape, not only a
    // colour, tells them apart).
    void arrow(int index, Colour colour, bool filled, bool cursor, bool label) {
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
        const Point a{base.x + px, base.y + py}, b{base.x - px, base.y - py};
        if (filled) {
            c_.fill_polygon({tip, a, b}, colour);
        } else {
            const float w = std::max(1.0f, u_ * 0.035f);
            c_.line(tip, a, w, colour);
            c_.line(a, b, w, colour);
            c_.line(b, tip, w, colour);
        }
        if (cursor) c_.stroke_rect(r.inset(u_ * 0.06f), std::max(1.5f, u_ * 0.05f), k_.accent);
        if (label) {
            const Point at{r.x + r.w / 2 - dx * u_ * 0.23f, r.y + r.h / 2 - dy * u_ * 0.23f};
            c_.text(at, text_size(0.2f, 9.5f), k_.label, window_label(m));
        }
    }

    void arrows(bool active) {
        const int n = s_.board.n;
        const std::uint32_t legal = s_.over ? 0 : legal_insertions(s_.board, s_.to_move);
        for (int index = 0; index < 4 * n; ++index) {
            const bool ok = (legal >> index & 1U) != 0;
            // The player's pushes filled; while nobody can click (the computer's turn, the
            // end) every arrow is an outline; the thumbnail shows the pushes filled.
            const bool filled = ok && (active || frame_.thumbnail);
            Colour colour = filled ? k_.arrow : k_.arrow_idle;
            if (filled && active && ui_ != nullptr && ui_->arrows.hover == index) {
                colour = k_.accent;
            }
            const bool cursor =
                active && ui_ != nullptr && ui_->arrows.cursor_shown && ui_->arrows.cursor == index;
            arrow(index, colour, filled, cursor, active && ok && ui_ != nullptr && ui_->show_moves);
        }
    }

    const Canvas& c_;
    const State& s_;
    const ViewUi* ui_;
    const plateau::Frame<State>& frame_;
    const Look& look_;
    const Colours& k_;
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
