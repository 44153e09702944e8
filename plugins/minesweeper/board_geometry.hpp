// Where the board sits in the area the host gives: square cells, whole pixels, centred.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>

namespace minesweeper {

struct BoardGeometry {
    int cols = 1, rows = 1;
    float cell = 0, left = 0, top = 0;

    BoardGeometry(int c, int r, float width, float height) : cols(c), rows(r) {
        cell = std::min(width / static_cast<float>(cols), height / static_cast<float>(rows));
        if (cell >= 8) cell = std::floor(cell);  // crisp edges once cells are big enough
        left = std::round((width - cell * static_cast<float>(cols)) / 2);
        top = std::round((height - cell * static_cast<float>(rows)) / 2);
    }
    [[nodiscard]] plateau::Rect rect(int col, int row) const {
        return {left + cell * static_cast<float>(col), top + cell * static_cast<float>(row), cell,
                cell};
    }
    [[nodiscard]] plateau::Rect rect(int index) const { return rect(index % cols, index / cols); }
    // The cell under a point, or -1.
    [[nodiscard]] int cell_at(float x, float y) const {
        if (cell <= 0) return -1;
        const int col = static_cast<int>(std::floor((x - left) / cell));
        const int row = static_cast<int>(std::floor((y - top) / cell));
        if (col < 0 || row < 0 || col >= cols || row >= rows) return -1;
        return row * cols + col;
    }
};

}  // namespace minesweeper
