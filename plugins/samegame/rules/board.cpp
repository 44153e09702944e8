#include "samegame/rules/board.hpp"

#include <stdexcept>

namespace samegame {

Board::Board(int cols, int rows)
    : cols_(cols),
      rows_(rows),
      cells_(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows), kEmpty),
      heights_(static_cast<std::size_t>(cols), 0) {
    if (cols < 0 || rows < 0) throw std::invalid_argument("samegame::Board: negative size");
}

Board Board::from_columns(int cols, int rows, std::vector<Colour> column_major) {
    Board b(cols, rows);
    if (column_major.size() != b.cells_.size()) {
        throw std::invalid_argument("samegame::Board: cell count is not cols * rows");
    }
    b.cells_ = std::move(column_major);
    b.recount();
    return b;
}

void Board::recount() {
    pieces_ = 0;
    used_cols_ = 0;
    for (int col = 0; col < cols_; ++col) {
        int h = 0;
        for (int row = 0; row < rows_; ++row) {
            if (at({col, row}) != kEmpty) h = row + 1;
        }
        heights_[col] = h;
        for (int row = 0; row < h; ++row) pieces_ += at({col, row}) != kEmpty ? 1 : 0;
        if (h > 0) used_cols_ = col + 1;
    }
}

}  // namespace samegame
