#include "minesweeper/search/playthrough.hpp"

#include <plateau/grid.hpp>

#include "minesweeper/rules/minefield.hpp"

namespace minesweeper {

namespace {
int count_mines(const std::vector<std::uint8_t>& mines) {
    int n = 0;
    for (std::uint8_t m : mines) n += m != 0 ? 1 : 0;
    return n;
}
}  // namespace

Playthrough::Playthrough(int cols, int rows, std::vector<std::uint8_t> mines)
    : cols_(cols),
      rows_(rows),
      mines_(std::move(mines)),
      numbers_(count_numbers(cols, rows, mines_)),
      safe_cells_(cols * rows - count_mines(mines_)),
      solver_(cols, rows, count_mines(mines_)) {}

Playthrough::Playthrough(const Solver& known, std::vector<std::uint8_t> mines)
    : cols_(known.cols()),
      rows_(known.rows()),
      mines_(std::move(mines)),
      numbers_(count_numbers(cols_, rows_, mines_)),
      safe_cells_(known.cells() - count_mines(mines_)),
      solver_(known) {}

void Playthrough::reveal(int cell) { solver_.open(cell, numbers_[cell]); }

bool Playthrough::open(int cell) {
    if (mines_[cell] != 0) return false;
    reveal(cell);
    return true;
}

bool Playthrough::solve(SolverLevel level) {
    for (;;) {
        for (int cell : solver_.take_safe()) reveal(cell);
        if (cleared()) return true;
        if (!solver_.deduce(level)) return cleared();
    }
}

void Playthrough::move_mine(int from, int to) {
    mines_[from] = 0;
    mines_[to] = 1;
    const auto update = [&](int centre, int delta) {
        plateau::for_each_neighbour(cols_, rows_, centre, [&](int n) {
            numbers_[n] = static_cast<std::uint8_t>(numbers_[n] + delta);
            if (solver_.known(n) == Known::open) solver_.renumber(n, numbers_[n]);
        });
    };
    update(from, -1);
    update(to, +1);
}

}  // namespace minesweeper
