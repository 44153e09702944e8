// The hidden truth of a board: where the mines are, and how many mines touch each cell.
// Cells are numbered row by row from the top left: cell = row * cols + col; a cell's
// neighbours are plateau::for_each_neighbour's (plateau/grid.hpp).
#pragma once

#include <cstdint>
#include <vector>

namespace minesweeper {

class Minefield {
  public:
    // `mines` holds one byte per cell, non-zero for a mine.
    Minefield(int cols, int rows, std::vector<std::uint8_t> mines);

    [[nodiscard]] int cols() const { return cols_; }
    [[nodiscard]] int rows() const { return rows_; }
    [[nodiscard]] int cells() const { return cols_ * rows_; }
    [[nodiscard]] bool is_mine(int cell) const { return mines_[cell] != 0; }
    // The mines among the eight neighbours.
    [[nodiscard]] int number(int cell) const { return numbers_[cell]; }
    [[nodiscard]] int mine_count() const { return mine_count_; }
    [[nodiscard]] const std::vector<std::uint8_t>& mines() const { return mines_; }

    friend bool operator==(const Minefield& a, const Minefield& b) {
        return a.cols_ == b.cols_ && a.mines_ == b.mines_;
    }

  private:
    int cols_;
    int rows_;
    std::vector<std::uint8_t> mines_;
    std::vector<std::uint8_t> numbers_;
    int mine_count_ = 0;
};

// The number of every cell of a mine map.
[[nodiscard]] std::vector<std::uint8_t> count_numbers(int cols, int rows,
                                                      const std::vector<std::uint8_t>& mines);

}  // namespace minesweeper
