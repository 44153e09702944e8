// The solver playing a board it cannot see, cell by cell: what it opens shows the number
// the hidden mine map gives (a cell with no mine around opens its neighbours, as the flood
// does). Used to tell whether a board needs a guess, and by the benchmarks.
#pragma once

#include <cstdint>
#include <vector>

#include "minesweeper/search/solver.hpp"

namespace minesweeper {

class Playthrough {
  public:
    // `mines`: one byte per cell, non-zero for a mine.
    Playthrough(int cols, int rows, std::vector<std::uint8_t> mines);
    // Goes on from what `known` knows, on a mine map that agrees with it (sample.hpp): its
    // open numbers and its count of mines, which the solver trusts and does not check.
    Playthrough(const Solver& known, std::vector<std::uint8_t> mines);

    // Opens a cell the player chose (the first click, or a guess). False if it is a mine.
    bool open(int cell);
    // Opens every cell the solver proves safe, until the board is cleared (true) or nothing
    // more can be proved (false).
    bool solve(SolverLevel level = SolverLevel::full);
    [[nodiscard]] bool cleared() const { return solver_.open_count() == safe_cells_; }

    // Moves the mine on `from` to the empty cell `to` (both unknown to the solver); the
    // numbers of the open cells around both change and the solver is told.
    void move_mine(int from, int to);

    [[nodiscard]] const Solver& solver() const { return solver_; }
    [[nodiscard]] const std::vector<std::uint8_t>& mines() const { return mines_; }
    [[nodiscard]] bool is_mine(int cell) const { return mines_[cell] != 0; }
    [[nodiscard]] int cols() const { return cols_; }
    [[nodiscard]] int rows() const { return rows_; }

  private:
    void reveal(int cell);

    int cols_, rows_;
    std::vector<std::uint8_t> mines_;
    std::vector<std::uint8_t> numbers_;
    int safe_cells_ = 0;
    Solver solver_;
};

}  // namespace minesweeper
