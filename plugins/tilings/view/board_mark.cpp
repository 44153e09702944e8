#include "tilings/view/board_mark.hpp"

#include <algorithm>

#include "tilings/rules/notation.hpp"
#include "tilings/view/tile_painter.hpp"

namespace tilings {

namespace {

// The cell a move names, or -1 (a skip, a cell off the board, text that is not a move).
int marked_cell(const Board& board, std::string_view move) {
    try {
        const Move m = parse_move(move);
        if (m.skip || !board.on_board(m.x, m.y)) return -1;
        return board.index(m.x, m.y);
    } catch (const std::exception&) {
        return -1;
    }
}

}  // namespace

void draw_board_mark(const plateau::Canvas& canvas, const Match& match,
                     const plateau::Frame<Match>& frame, const Look& look, const ViewLayout& layout,
                     const ViewColours& k) {
    const plateau::Mark& mark = frame.mark;
    if (!mark.hint() && !mark.last()) return;
    const Board& board = match.board;
    const int cell = marked_cell(board, mark.move);
    if (cell < 0) return;
    // A hint proposes an empty cell for the head tile; the computer's tile is on its cell.
    if (mark.hint() == !board.empty(cell)) return;
    const float strength = std::clamp(mark.strength, 0.0f, 1.0f);
    const auto faded = [strength](plateau::Colour c, float most) {
        return with_alpha(c, static_cast<std::uint8_t>(strength * most));
    };
    const float size = layout.cells.cell();
    const float gap = std::max(1.0f, size * 0.05f);
    const plateau::Rect r = layout.cells.rect(cell);
    if (mark.hint()) {
        draw_tile(canvas, r.inset(gap / 2), match.head(), look.palette, k.tile_frame,
                  static_cast<std::uint8_t>(strength * 150), look.show_letters);
    }
    // A band in the mark's colour straddling the cell's edge, with a line of contrast inside
    // it that shows it on the tray and on the tile's frame alike.
    const float band = std::max(3.0f, size * 0.1f);
    const plateau::Rect ring = r.inset(-band * 0.6f);
    canvas.stroke_rect(ring, band, faded(k.mark, 255));
    canvas.stroke_rect(ring.inset(band), std::max(1.0f, band * 0.3f), faded(k.mark_core, 230));
}

}  // namespace tilings
