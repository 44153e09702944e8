// Where the board sits in the area the host gives: square cells, as large as fit, centred.
// Rows are counted from the bottom, as the rules count them.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>
#include <plateau/cell_layout.hpp>
#include <plateau/game.hpp>

#include "samegame/rules/board.hpp"

namespace samegame {

// The strip under the board that names the highlighted group ("5 pieces · 16 points"):
// its height for an area of this height (none in a thumbnail, nor in a tiny area).
[[nodiscard]] inline float caption_height(float height, bool thumbnail) {
    if (thumbnail || height < 120) return 0;
    return std::clamp(std::round(height * 0.06f), 18.0f, 30.0f);
}

// The smallest area in which BoardGeometry gives cells of kMinCell pixels: the margins take
// 4% of the shorter side (at most 4% of this one) and the caption at most 30 px.
inline constexpr float kMinCell = 8;
[[nodiscard]] inline plateau::BoardSize min_area(int cols, int rows) {
    const auto side = [](float cells, float extra) {
        return std::ceil((kMinCell * (cells + 0.25f) + extra) / 0.96f) + 1;
    };
    return {side(static_cast<float>(cols), 0), side(static_cast<float>(rows), 30)};
}

struct BoardGeometry {
    int cols = 0, rows = 0;
    float caption = 0;          // the strip's height, under the board
    plateau::CellLayout cells;  // the cells in the area above the caption, numbered from the top
    float cell = 0;             // a cell's side: cells.cell()

    BoardGeometry(int board_cols, int board_rows, float width, float height, float caption_h)
        : cols(board_cols),
          rows(board_rows),
          caption(caption_h),
          cells(cols, rows, {0, 0, width, height - caption},
                cell_side(cols, rows, width, height, caption)),
          cell(cells.cell()) {}

    // The board panel's padding around the pieces.
    [[nodiscard]] float pad() const { return cell * 0.12f; }
    // The panel: the board, the caption strip under it, and the padding.
    [[nodiscard]] plateau::Rect panel_rect() const {
        const plateau::Rect b = cells.board();
        const float p = pad();
        return {b.x - p, b.y - p, b.w + 2 * p, b.h + caption + 2 * p};
    }
    [[nodiscard]] plateau::Rect caption_rect() const {
        const plateau::Rect b = cells.board();
        return {b.x, b.y + b.h, b.w, caption};
    }
    // The square of a cell; col and row may be fractional (pieces on the move).
    [[nodiscard]] plateau::Rect rect(float col, float row) const {
        const plateau::Rect b = cells.board();
        return {b.x + cell * col, b.y + cell * (static_cast<float>(rows) - 1 - row), cell, cell};
    }

  private:
    // As large as fit with a margin of 2% of the area and room for the panel's padding (pad()
    // each side, a quarter of a cell in all), in whole pixels.
    static float cell_side(int cols, int rows, float width, float height, float caption) {
        const float margin = std::min(width, height) * 0.02f;
        return std::floor(std::max(
            1.0f, std::min((width - 2 * margin) / (static_cast<float>(cols) + 0.25f),
                           (height - caption - 2 * margin) / (static_cast<float>(rows) + 0.25f))));
    }
};

}  // namespace samegame
