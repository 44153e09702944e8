#include "minesweeper/rules/minefield.hpp"

#include <plateau/grid.hpp>
#include <stdexcept>

namespace minesweeper {

std::vector<std::uint8_t> count_numbers(int cols, int rows,
                                        const std::vector<std::uint8_t>& mines) {
    std::vector<std::uint8_t> numbers(mines.size(), 0);
    for (int cell = 0; cell < cols * rows; ++cell) {
        if (mines[cell] == 0) continue;
        plateau::for_each_neighbour(cols, rows, cell, [&](int n) { ++numbers[n]; });
    }
    return numbers;
}

Minefield::Minefield(int cols, int rows, std::vector<std::uint8_t> mines)
    : cols_(cols), rows_(rows), mines_(std::move(mines)) {
    if (cols < 1 || rows < 1 || mines_.size() != static_cast<std::size_t>(cols * rows)) {
        throw std::invalid_argument("minesweeper::Minefield: the mine map is not cols x rows");
    }
    numbers_ = count_numbers(cols, rows, mines_);
    for (std::uint8_t m : mines_) mine_count_ += m != 0 ? 1 : 0;
}

}  // namespace minesweeper
