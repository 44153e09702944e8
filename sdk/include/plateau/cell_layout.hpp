// Where a board of square cells sits in the area the host gives: cells as large as fit,
// whole pixels once they are 8 px or more (crisp edges), the board centred on whole pixels.
// What drawing and input both need, so that a click lands on the cell that was drawn there.
// The game computes the area (less its header, caption or margins) and numbers the cells
// row * cols + col, row 0 at the top.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>

namespace plateau {

class CellLayout {
  public:
    // A cols x rows board in `area` (board pixels), its cells as large as fit.
    CellLayout(int cols, int rows, Rect area)
        : CellLayout(cols, rows, area, largest_cell(cols, rows, area)) {}

    // The same with cells of the side the game chose by a rule of its own, centred in `area`.
    CellLayout(int cols, int rows, Rect area, float cell)
        : cols_(std::max(1, cols)), rows_(std::max(1, rows)), cell_(std::max(0.0f, cell)) {
        left_ = std::round(area.x + (area.w - cell_ * static_cast<float>(cols_)) / 2);
        top_ = std::round(area.y + (area.h - cell_ * static_cast<float>(rows_)) / 2);
    }

    [[nodiscard]] int cols() const { return cols_; }
    [[nodiscard]] int rows() const { return rows_; }
    // A cell's side in pixels.
    [[nodiscard]] float cell() const { return cell_; }
    // The whole board.
    [[nodiscard]] Rect board() const {
        return {left_, top_, cell_ * static_cast<float>(cols_), cell_ * static_cast<float>(rows_)};
    }
    [[nodiscard]] Rect rect(int col, int row) const {
        return {left_ + cell_ * static_cast<float>(col), top_ + cell_ * static_cast<float>(row),
                cell_, cell_};
    }
    // Cells numbered row * cols + col.
    [[nodiscard]] Rect rect(int index) const { return rect(index % cols_, index / cols_); }
    // The cell under a point, as row * cols + col; -1 off the board.
    [[nodiscard]] int cell_at(float x, float y) const {
        if (!(cell_ > 0)) return -1;
        const float col = std::floor((x - left_) / cell_);
        const float row = std::floor((y - top_) / cell_);
        if (!(col >= 0 && row >= 0 && col < static_cast<float>(cols_) &&
              row < static_cast<float>(rows_))) {
            return -1;
        }
        return static_cast<int>(row) * cols_ + static_cast<int>(col);
    }

  private:
    static float largest_cell(int cols, int rows, Rect area) {
        const float cell = std::min(area.w / static_cast<float>(std::max(1, cols)),
                                    area.h / static_cast<float>(std::max(1, rows)));
        return cell >= 8 ? std::floor(cell) : cell;
    }

    int cols_, rows_;
    float cell_ = 0, left_ = 0, top_ = 0;
};

}  // namespace plateau
