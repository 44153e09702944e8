// Where things go in the area the host gives: the board (square cells, centred, scaled to
// fit) and the side panel (the head tile, the scoreboard), on the right in a wide area,
// below the board in a tall one. Drawing and hit-testing both use it.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>
#include <plateau/game.hpp>

namespace tilings {

// The smallest area whose cells are 8 px: the panel on the right (at most 300 px wide, so
// the area is kept 1.2 times as wide as it is tall), margins of max(4 px, 2% of the
// shorter side): three across, two down.
[[nodiscard]] inline plateau::BoardSize min_area(int cols, int rows) {
    constexpr float kMinCell = 8, kWidestPanel = 300, kLeastMargin = 4;
    const float board_w = kMinCell * static_cast<float>(cols) + kWidestPanel;
    const float board_h = kMinCell * static_cast<float>(rows);
    const float h = std::ceil(std::max(board_h / 0.96f, board_h + 2 * kLeastMargin)) + 1;
    const float w = std::ceil(std::max(board_w / 0.94f, board_w + 3 * kLeastMargin)) + 1;
    return {std::max(w, std::ceil(1.2f * h) + 1), h};
}

struct ViewLayout {
    plateau::Rect board;  // the cells' rectangle
    plateau::Rect panel;  // the side panel's card
    float cell = 0;
    bool panel_right = true;
    int cols = 0;
    int rows = 0;

    // `min_margin`: room kept around the board for what is drawn past its cells (the
    // board's frame).
    ViewLayout(int columns, int board_rows, float width, float height, bool with_panel = true,
               float min_margin = 4.0f)
        : cols(columns), rows(board_rows) {
        const float margin = std::max(min_margin, std::min(width, height) * 0.02f);
        plateau::Rect area{margin, margin, width - 2 * margin, height - 2 * margin};
        if (with_panel) {
            panel_right = width >= height * 1.2f;
            if (panel_right) {
                const float w = std::clamp(area.w * 0.3f, 150.0f, 300.0f);
                panel = {area.x + area.w - w, area.y, w, area.h};
                area.w -= w + margin;
            } else {
                const float h = std::clamp(area.h * 0.3f, 120.0f, 230.0f);
                panel = {area.x, area.y + area.h - h, area.w, h};
                area.h -= h + margin;
            }
        }
        cell = std::max(1.0f, std::floor(std::min(area.w / static_cast<float>(cols),
                                                  area.h / static_cast<float>(rows))));
        const float w = cell * static_cast<float>(cols);
        const float h = cell * static_cast<float>(rows);
        board = {std::round(area.x + (area.w - w) / 2), std::round(area.y + (area.h - h) / 2), w,
                 h};
    }

    [[nodiscard]] plateau::Rect cell_rect(int x, int y) const {
        return {board.x + cell * static_cast<float>(x), board.y + cell * static_cast<float>(y),
                cell, cell};
    }
    // The cell under a point as its index (y * cols + x), or -1.
    [[nodiscard]] int cell_at(float px, float py) const {
        if (!board.contains(px, py)) return -1;
        const int x = std::clamp(static_cast<int>((px - board.x) / cell), 0, cols - 1);
        const int y = std::clamp(static_cast<int>((py - board.y) / cell), 0, rows - 1);
        return y * cols + x;
    }
};

}  // namespace tilings
