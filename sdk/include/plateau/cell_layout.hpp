// Where a board of square cells sits in the area the host gives: cells as large as fit,
// whole pixels once they are 8 px or more (crisp edges), the board centred. What drawing and
// input both need, so that a click lands on the cell that was drawn there.
#pragma once

#include <algorithm>
#include <cmath>
#include <plateau/canvas.hpp>

namespace plateau {

class CellLayout {
  public:
    // A cols x rows board in `area` (board pixels).
    CellLayout(int cols, int rows, Rect area) : cols_(std::max(1, cols)), rows_(std::max(1, rows)) {
        cell_ = std::max(0.0f, std::min(area.w / static_cast<float>(cols_),
                                        area.h / static_cast<float>(rows_)));
        if (cell_ >= 8) cell_ = std::floor(cell_);
        left_ = area.x + std::round((area.w - cell_ * static_cast<float>(cols_)) / 2);
        top_ = area.y + std::round((area.h - cell_ * static_cast<float>(rows_)) / 2);
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
    int cols_, rows_;
    float cell_ = 0, left_ = 0, top_ = 0;
};

}  // namespace plateau
