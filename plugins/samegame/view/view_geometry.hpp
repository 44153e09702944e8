// Where the board sits in the area the host gives: square cells, as large as fit, centred.
// Rows are counted from the bottom, as the rules count them.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <plateau/canvas.hpp>
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
    float cell = 0, left = 0, top = 0;
    float caption = 0;  // the strip's height, under the board

    BoardGeometry(int board_cols, int board_rows, float width, float height, float caption_h)
        : cols(board_cols), rows(board_rows), caption(caption_h) {
        // A margin of 2% of the area, and room for the panel's padding (pad() each side).
        const float margin = std::min(width, height) * 0.02f;
        cell = std::max(
            1.0f, std::min((width - 2 * margin) / (static_cast<float>(cols) + 0.25f),
                           (height - caption - 2 * margin) / (static_cast<float>(rows) + 0.25f)));
        cell = std::floor(cell);  // whole pixels keep the edges crisp
        left = std::round((width - cell * static_cast<float>(cols)) / 2);
        top = std::round((height - cell * static_cast<float>(rows) - caption) / 2);
    }

    // The board panel's padding around the pieces.
    [[nodiscard]] float pad() const { return cell * 0.12f; }
    // The panel: the board, the caption strip under it, and the padding.
    [[nodiscard]] plateau::Rect panel_rect() const {
        const float p = pad();
        return {left - p, top - p, cell * static_cast<float>(cols) + 2 * p,
                cell * static_cast<float>(rows) + caption + 2 * p};
    }
    [[nodiscard]] plateau::Rect caption_rect() const {
        return {left, top + cell * static_cast<float>(rows), cell * static_cast<float>(cols),
                caption};
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
