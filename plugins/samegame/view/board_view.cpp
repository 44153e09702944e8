#include "samegame/view/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <string>
#include <vector>

#include "samegame/rules/groups.hpp"
#include "samegame/rules/notation.hpp"
#include "samegame/view/palette.hpp"
#include "samegame/view/piece_painter.hpp"
#include "samegame/view/removal_motion.hpp"
#include "samegame/view/view_geometry.hpp"

namespace samegame {

namespace {

constexpr plateau::Colour kWhite{0xff, 0xff, 0xff};

// Opaque: a rounded square is drawn as overlapping shapes, which a see-through colour
// would show.
plateau::Colour highlight(const BoardPalette& palette) {
    return plateau::mix(palette.plate, kWhite, 0.22f);
}

float ease_in_out(float t) {
    t = std::min(1.0f, std::max(0.0f, t));
    return t < 0.5f ? 4 * t * t * t : 1 - (-2 * t + 2) * (-2 * t + 2) * (-2 * t + 2) / 2;
}

float lerp(float a, float b, float t) { return a + (b - a) * t; }

// A soft square behind a piece: the highlighted group, or a piece being removed.
void draw_glow(const plateau::Canvas& canvas, const plateau::Rect& cell, plateau::Colour colour) {
    canvas.fill_rounded_rect(cell.inset(cell.w * 0.03f), cell.w * 0.2f, colour);
}

// "5 pieces · 16 points" in the strip under the board.
void draw_caption(const plateau::Canvas& canvas, const BoardGeometry& geo,
                  const BoardPalette& palette, int size, std::int64_t points) {
    if (geo.caption <= 0) return;
    // Two counts, each with its own plural: two messages joined by the dot.
    const std::string text =
        plateau::format(plateau::trn("{} piece", "{} pieces", size), size) + " \u00b7 " +
        plateau::format(plateau::trn("{} point", "{} points", static_cast<unsigned long>(points)),
                        points);
    const plateau::Rect r = geo.caption_rect();
    canvas.text(r.centre(), geo.caption * 0.6f, palette.caption, text, plateau::Align::centre);
}

void draw_board_pieces(const plateau::Canvas& canvas, const Board& board, const BoardGeometry& geo,
                       const GameConfig& config, const BoardPalette& palette,
                       const std::vector<bool>* lit) {
    for (int col = 0; col < board.used_cols(); ++col) {
        for (int row = 0; row < board.height(col); ++row) {
            const Cell c{col, row};
            const Colour k = board.at(c);
            plateau::Colour colour = config.colours[k];
            const plateau::Rect r = geo.rect(static_cast<float>(col), static_cast<float>(row));
            if (lit != nullptr && (*lit)[board.index(c)]) {
                draw_glow(canvas, r, highlight(palette));
                colour = plateau::lighten(colour, 0.18f);
            }
            draw_piece(canvas, r, colour, k, config.style, 1.0f);
        }
    }
}

// The pieces of the position before the move, on their way.
void draw_motion(const plateau::Canvas& canvas, const std::vector<PieceMotion>& motion,
                 const BoardGeometry& geo, const GameConfig& config, const BoardPalette& palette,
                 float progress) {
    const float mark = std::min(1.0f, progress / kFallStart);
    const float fall = ease_in_out((progress - kFallStart) / (kCloseStart - kFallStart));
    const float close = ease_in_out((progress - kCloseStart) / (1 - kCloseStart));
    for (const PieceMotion& m : motion) {
        const auto from_col = static_cast<float>(m.from.col);
        const auto from_row = static_cast<float>(m.from.row);
        const plateau::Colour colour = config.colours[m.colour];
        if (m.removed) {
            if (mark >= 1) continue;
            const plateau::Rect r = geo.rect(from_col, from_row);
            draw_glow(canvas, r, plateau::mix(palette.plate, kWhite, 0.45f * (1 - mark)));
            draw_piece(canvas, r, plateau::lighten(colour, 0.35f), m.colour, config.style,
                       1 - ease_in_out(mark));
            continue;
        }
        const float row = lerp(from_row, static_cast<float>(m.fall_row), fall);
        const float col = lerp(from_col, static_cast<float>(m.to_col), close);
        draw_piece(canvas, geo.rect(col, row), colour, m.colour, config.style, 1.0f);
    }
}

// The group a hint names (frame.mark), outlined: a line along each side of its cells that
// no other cell of the group shares, over a faint wash; faded with the mark's strength.
void draw_mark(const plateau::Canvas& canvas, const Board& board, const BoardGeometry& geo,
               const plateau::Mark& mark, plateau::Colour colour) {
    if (!mark.hint()) return;  // a computer's last move: its removal is animated
    std::vector<Cell> cells;
    try {
        GroupFinder finder;
        cells = finder.cells_of(board, parse_move(mark.move, board));
    } catch (const std::exception&) {
        return;  // not a move of this board
    }
    const auto alpha = [&](float a) {
        return static_cast<std::uint8_t>(std::min(255.0f, std::max(0.0f, a * mark.strength)));
    };
    std::vector<bool> in(board.cells().size(), false);
    for (const Cell c : cells) in[board.index(c)] = true;
    const auto inside = [&](int col, int row) {
        return board.in_bounds(Cell{col, row}) && in[board.index(Cell{col, row})];
    };
    const float width = std::max(2.0f, std::round(geo.cell * 0.07f));
    const plateau::Colour line = plateau::with_alpha(colour, alpha(255));
    for (const Cell c : cells) {
        const plateau::Rect r = geo.rect(static_cast<float>(c.col), static_cast<float>(c.row));
        canvas.fill_rect(r, plateau::with_alpha(colour, alpha(40)));
        const float x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h, h = width / 2;
        if (!inside(c.col - 1, c.row)) canvas.line({x0 + h, y0}, {x0 + h, y1}, width, line);
        if (!inside(c.col + 1, c.row)) canvas.line({x1 - h, y0}, {x1 - h, y1}, width, line);
        if (!inside(c.col, c.row + 1)) canvas.line({x0, y0 + h}, {x1, y0 + h}, width, line);
        if (!inside(c.col, c.row - 1)) canvas.line({x0, y1 - h}, {x1, y1 - h}, width, line);
    }
}

}  // namespace

void draw_position(const plateau::Canvas& canvas, const Position& position, const Ui* ui,
                   const plateau::Frame<Position>& frame, const GameConfig& config) {
    const Board& board = position.board;
    const BoardGeometry geo(board.cols(), board.rows(), frame.width, frame.height,
                            caption_height(frame.height, frame.thumbnail));
    const BoardPalette palette = board_palette(frame.dark);
    const float rim = std::max(1.0f, std::round(geo.pad() * 0.25f));
    canvas.fill_rounded_rect(geo.panel_rect().inset(-rim), geo.pad() * 1.5f + rim, palette.rim);
    canvas.fill_rounded_rect(geo.panel_rect(), geo.pad() * 1.5f, palette.plate);

    if (frame.animating()) {
        try {
            const Cell moved = parse_move(frame.move, frame.previous->board);
            draw_motion(canvas, removal_motion(frame.previous->board, moved), geo, config, palette,
                        frame.progress());
            return;
        } catch (const std::exception&) {
            // Not a move of this board: draw the position as it is.
        }
    }

    const bool interactive = ui != nullptr && !frame.thumbnail;
    std::vector<bool> lit;
    if (interactive && !position.over) {
        if (const auto selected = ui->selected(board); selected && board.in_bounds(*selected)) {
            GroupFinder finder;
            const auto& cells = finder.cells_of(board, *selected);
            const int size = static_cast<int>(cells.size());
            if (size >= config.rules.min_group) {
                lit.assign(board.cells().size(), false);
                for (const Cell c : cells) lit[board.index(c)] = true;
                draw_caption(canvas, geo, palette, size,
                             config.rules.move_points(size, size == board.pieces()));
            }
        }
    }
    draw_board_pieces(canvas, board, geo, config, palette, lit.empty() ? nullptr : &lit);
    if (!frame.thumbnail) draw_mark(canvas, board, geo, frame.mark, palette.mark);

    if (interactive && ui->cells.cursor_shown) {
        const plateau::Rect r = geo.cells.rect(ui->cells.cursor);
        canvas.stroke_rect(r.inset(1), std::max(2.0f, geo.cell * 0.06f), palette.cursor);
    }
}

}  // namespace samegame
