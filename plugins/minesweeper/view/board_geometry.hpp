// Where things sit in the area the host gives: a header strip on top (the mines counter;
// none in thumbnails or tiny areas), and below it the board (plateau::CellLayout: square
// cells as large as fit, in whole pixels from 8 px, centred).
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>
#include <plateau/cell_layout.hpp>
#include <plateau/game.hpp>

namespace minesweeper {

// The smallest area whose cells are 8 px: the board, and the tallest header with its gap.
[[nodiscard]] inline plateau::BoardSize min_area(int cols, int rows) {
    constexpr float kMinCell = 8, kTallestHeader = 34 + 10;
    return {kMinCell * static_cast<float>(cols),
            kMinCell * static_cast<float>(rows) + kTallestHeader};
}

struct BoardGeometry {
    float header = 0;           // the header strip's height (0: no header)
    plateau::CellLayout cells;  // the cells below it (and its gap)

    // Areas at least this tall have a header.
    static constexpr float kHeaderMinArea = 120;

    BoardGeometry(int cols, int rows, float width, float height, bool with_header)
        : header(with_header && height >= kHeaderMinArea
                     ? std::round(std::clamp(height * 0.06f, 20.0f, 34.0f))
                     : 0.0f),
          cells(cols, rows, below_header(width, height)) {}

  private:
    [[nodiscard]] plateau::Rect below_header(float width, float height) const {
        const float top = header > 0 ? header + std::round(header * 0.3f) : 0.0f;
        return {0, top, width, height - top};
    }
};

}  // namespace minesweeper
