// Where the board sits in the area the host gives: square cells, as large as fit, centred.
// Rows are counted from the bottom, as the rules count them.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <plateau/canvas.hpp>

#include "board.hpp"

namespace samegame {

struct BoardGeometry {
    int cols = 0, rows = 0;
    float cell = 0, left = 0, top = 0;

    BoardGeometry(int board_cols, int board_rows, float width, float height)
        : cols(board_cols), rows(board_rows) {
        const float margin = std::min(width, height) * 0.02f;
        cell = std::max(1.0f, std::min((width - 2 * margin) / static_cast<float>(cols),
                                       (height - 2 * margin) / static_cast<float>(rows)));
        cell = std::floor(cell);  // whole pixels keep the edges crisp
        left = std::round((width - cell * static_cast<float>(cols)) / 2);
        top = std::round((height - cell * static_cast<float>(rows)) / 2);
    }

    // The square of a cell; col and row may be fractional (pieces on the move).
    [[nodiscard]] plateau::Rect rect(float col, float row) const {
        return {left + cell * col, top + cell * (static_cast<float>(rows) - 1 - row), cell, cell};
    }
    [[nodiscard]] plateau::Rect board_rect() const {
        return {left, top, cell * static_cast<float>(cols), cell * static_cast<float>(rows)};
    }
    [[nodiscard]] std::optional<Cell> cell_at(float x, float y) const {
        const int col = static_cast<int>(std::floor((x - left) / cell));
        const int from_top = static_cast<int>(std::floor((y - top) / cell));
        if (col < 0 || from_top < 0 || col >= cols || from_top >= rows) return std::nullopt;
        return Cell{col, rows - 1 - from_top};
    }
};

}  // namespace samegame
