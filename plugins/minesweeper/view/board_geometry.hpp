// Where things sit in the area the host gives: a header strip on top (the mines counter;
// none in thumbnails or tiny areas), and below it the board, square cells in whole
// pixels, centred.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>
#include <plateau/game.hpp>

namespace minesweeper {

// The smallest area whose cells are 8 px: the board, and the tallest header with its gap.
[[nodiscard]] inline plateau::BoardSize min_area(int cols, int rows) {
    constexpr float kMinCell = 8, kTallestHeader = 34 + 10;
    return {kMinCell * static_cast<float>(cols),
            kMinCell * static_cast<float>(rows) + kTallestHeader};
}

struct BoardGeometry {
    int cols = 1, rows = 1;
    float header = 0;  // the header strip's height (0: no header)
    float cell = 0, left = 0, top = 0;

    // Areas at least this tall have a header.
    static constexpr float kHeaderMinArea = 120;

    BoardGeometry(int c, int r, float width, float height, bool with_header) : cols(c), rows(r) {
        float area_top = 0;
        if (with_header && height >= kHeaderMinArea) {
            header = std::round(std::clamp(height * 0.06f, 20.0f, 34.0f));
            area_top = header + std::round(header * 0.3f);
        }
        const float area = height - area_top;
        cell = std::min(width / static_cast<float>(cols), area / static_cast<float>(rows));
        if (cell >= 8) cell = std::floor(cell);  // crisp edges once cells are big enough
        left = std::round((width - cell * static_cast<float>(cols)) / 2);
        top = area_top + std::round((area - cell * static_cast<float>(rows)) / 2);
    }
    [[nodiscard]] plateau::Rect rect(int col, int row) const {
        return {left + cell * static_cast<float>(col), top + cell * static_cast<float>(row), cell,
                cell};
    }
    [[nodiscard]] plateau::Rect rect(int index) const { return rect(index % cols, index / cols); }
    [[nodiscard]] plateau::Rect board() const {
        return {left, top, cell * static_cast<float>(cols), cell * static_cast<float>(rows)};
    }
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
