// Where things go in the area the host gives: the board (square cells, centred, scaled to
// fit) and the side panel (the head tile, the scoreboard), on the right in a wide area,
// below the board in a tall one. Drawing and hit-testing both use it.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>
#include <plateau/cell_layout.hpp>
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
    plateau::Rect panel;  // the side panel's card
    bool panel_right = true;
    plateau::CellLayout cells;  // the board's cells, numbered as the board numbers them

    // `min_margin`: room kept around the board for what is drawn past its cells (the
    // board's frame).
    ViewLayout(int cols, int rows, float width, float height, bool with_panel = true,
               float min_margin = 4.0f)
        : cells(place(cols, rows, width, height, with_panel, min_margin)) {}

  private:
    // The panel, and the cells in what is left: as large as fit in whole pixels, at least 1.
    plateau::CellLayout place(int cols, int rows, float width, float height, bool with_panel,
                              float min_margin) {
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
        const float cell = std::max(1.0f, std::floor(std::min(area.w / static_cast<float>(cols),
                                                              area.h / static_cast<float>(rows))));
        return {cols, rows, area, cell};
    }
};

}  // namespace tilings
