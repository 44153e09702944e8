// The board part of the view: wells, tiles, owner marks, highlights, the preview under the
// pointer, the keyboard cursor, the last tile placed, the host's mark (a hint's cell, the
// computer's tile) and the patterns at the end.
#include "tilings/view/board_view.hpp"

#include <algorithm>
#include <string>

#include "tilings/rules/notation.hpp"
#include "tilings/view/board_mark.hpp"
#include "tilings/view/player_colours.hpp"
#include "tilings/view/tile_painter.hpp"
#include "tilings/view/view_colours.hpp"

namespace tilings {

namespace {

float ease_out(float t) {
    const float u = 1.0f - t;
    return 1.0f - u * u * u;
}

// The cell the animated move put a tile on, or -1.
int animated_cell(const Match& match, const plateau::Frame<Match>& frame) {
    if (!frame.animating() || match.last.kind != LastMove::place) return -1;
    return match.last.cell;
}

void draw_pattern_marks(const plateau::Canvas& canvas, const Match& match, const ViewLayout& layout,
                        float gap, const ViewColours& k) {
    const Board& board = match.board;
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const int value = pattern_value(board, cell);
        if (value == 0) continue;
        const plateau::Rect r = layout.cells.rect(cell);
        // The neighbours that made the pattern, thinly; the centre strongly, with its value.
        for (int side = 0; side < kSides; ++side) {
            const int next = board.neighbour(cell, side);
            if (next < 0 || board.empty(next)) continue;
            canvas.stroke_rect(layout.cells.rect(next).inset(gap), std::max(1.0f, gap),
                               with_alpha(k.gold, 200));
        }
        canvas.stroke_rect(r.inset(gap / 2), std::max(2.0f, gap * 1.4f), k.gold);
        if (layout.cells.cell() >= 26) {
            // The value on a gold badge edged in near-black, which reads on any tile.
            const float size = layout.cells.cell() * 0.26f;
            const plateau::Rect badge{r.x + gap, r.y + gap, size * 1.6f, size * 1.15f};
            const float edge = std::max(1.0f, size * 0.08f);
            canvas.fill_rounded_rect(badge, size * 0.3f, k.gold_rim);
            canvas.fill_rounded_rect(badge.inset(edge), size * 0.3f - edge, k.gold);
            canvas.text(badge.centre(), size * 0.9f, k.gold_rim, std::to_string(value));
        }
    }
}

}  // namespace

void draw_tray(const plateau::Canvas& canvas, const ViewLayout& layout, float pad,
               const ViewColours& k) {
    const plateau::Rect cells = layout.cells.board();
    const float rim = std::max(1.5f, pad * 0.3f);
    canvas.fill_rounded_rect(cells.inset(-pad - rim), pad * 1.5f + rim, k.rim);
    canvas.fill_rounded_rect(cells.inset(-pad), pad * 1.5f, k.tray);
    const float w = std::max(1.0f, layout.cells.cell() * 0.02f);
    for (int x = 0; x <= layout.cells.cols(); ++x) {
        const float at = cells.x + layout.cells.cell() * static_cast<float>(x);
        canvas.line({at, cells.y}, {at, cells.y + cells.h}, w, k.grid);
    }
    for (int y = 0; y <= layout.cells.rows(); ++y) {
        const float at = cells.y + layout.cells.cell() * static_cast<float>(y);
        canvas.line({cells.x, at}, {cells.x + cells.w, at}, w, k.grid);
    }
}

void draw_board(const plateau::Canvas& canvas, const Match& match, const ViewUi* ui,
                const plateau::Frame<Match>& frame, const Look& look, const ViewLayout& layout,
                bool interactive) {
    const ViewColours& k = view_colours(frame.dark);
    const Board& board = match.board;
    const float gap = std::max(1.0f, layout.cells.cell() * 0.05f);
    const float pad = std::clamp(layout.cells.cell() * 0.12f, 2.0f, 8.0f);
    draw_tray(canvas, layout, pad, k);

    std::vector<bool> highlighted(static_cast<std::size_t>(board.cell_count()), false);
    if (interactive) {
        for (const int cell : match.head_cells()) highlighted[cell] = true;
    }
    const int growing = animated_cell(match, frame);
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const int cell = board.index(x, y);
            const plateau::Rect slot = layout.cells.rect(x, y).inset(gap / 2);
            if (board.empty(cell)) {
                // An empty cell is the tray; one where the head tile fits is outlined.
                if (highlighted[cell]) {
                    canvas.fill_rect(slot, k.fit);
                    canvas.stroke_rect(slot, std::max(1.0f, gap * 0.6f), k.fit_edge);
                    canvas.fill_circle(slot.centre(), std::max(1.5f, slot.w * 0.08f), k.fit_dot);
                }
                continue;
            }
            plateau::Rect r = slot;
            std::uint8_t alpha = 255;
            if (cell == growing) {
                const float t = ease_out(frame.progress());
                const float shrink = (1.0f - t) * slot.w * 0.22f;
                r = slot.inset(shrink);
                alpha = static_cast<std::uint8_t>(120 + 135 * t);
                canvas.fill_rect(slot, k.tray);
            }
            draw_tile(canvas, r, board.at(cell).tile, look.palette, k.tile_frame, alpha,
                      look.show_letters && !frame.thumbnail);
            if (r.w >= 10) draw_owner_mark(canvas, r, board.at(cell).owner, frame.dark);
        }
    }

    // The tile placed last, ringed in its owner's colour, so that the last move is seen
    // after the host's mark has faded.
    if ((match.last.kind == LastMove::place || match.last.kind == LastMove::first_tile) &&
        growing < 0 && !match.over) {
        const int cell = match.last.cell;
        canvas.stroke_rect(layout.cells.rect(cell).inset(gap / 4), std::max(1.5f, gap * 1.2f),
                           player_colour(match.last.player, frame.dark));
    }
    if (match.over) draw_pattern_marks(canvas, match, layout, gap, k);
    if (!frame.thumbnail && growing < 0) draw_board_mark(canvas, match, frame, look, layout, k);

    if (ui == nullptr || frame.thumbnail) return;
    // The head tile previewed on the cell chosen: under the pointer, or at the cursor.
    const int chosen = ui->cells.focus();
    if (interactive && chosen >= 0 && chosen < board.cell_count() && board.empty(chosen)) {
        const plateau::Rect slot = layout.cells.rect(chosen).inset(gap / 2);
        if (highlighted[chosen]) {
            draw_tile(canvas, slot, match.head(), look.palette, k.tile_frame, 190,
                      look.show_letters);
            canvas.stroke_rect(slot, std::max(1.5f, gap), k.accent);
        } else {
            canvas.stroke_rect(slot, std::max(1.0f, gap * 0.8f), with_alpha(k.muted, 160));
        }
    }
    if (ui->cells.cursor_shown && ui->cells.cursor >= 0 && ui->cells.cursor < board.cell_count()) {
        const plateau::Rect r = layout.cells.rect(ui->cells.cursor).inset(-gap / 2);
        canvas.stroke_rect(r, std::max(2.0f, gap * 1.5f), k.text);
    }
}

}  // namespace tilings
