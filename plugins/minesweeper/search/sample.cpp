#include "minesweeper/search/sample.hpp"

#include "minesweeper/rules/minefield.hpp"

namespace minesweeper {

std::optional<std::vector<std::uint8_t>> sample_mines(const Solver& solver, plateau::Random& rng) {
    Solver drawn = solver;
    std::vector<int> frontier, beyond;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) != Known::unknown) continue;
        (solver.on_frontier(cell) ? frontier : beyond).push_back(cell);
    }
    std::vector<double> chance = drawn.mine_probabilities();
    bool stale = false;  // `chance` is from before some cell was drawn
    for (const int cell : frontier) {
        // Taking a cell as known never unsettles a cell: a chance of 0 or 1 stays so, and
        // needs no new odds.
        const bool settled = chance[cell] <= 0 || chance[cell] >= 1;
        if (stale && !settled) {
            chance = drawn.mine_probabilities();
            stale = false;
        }
        if (rng.unit() < chance[cell]) {
            drawn.assume_mine(cell);
        } else {
            drawn.assume_safe(cell);
        }
        stale = stale || (chance[cell] > 0 && chance[cell] < 1);
    }
    // The mines left, uniformly among the cells no number sees: a partial shuffle.
    int left = drawn.mines_left();
    if (left < 0 || left > static_cast<int>(beyond.size())) return std::nullopt;
    std::vector<std::uint8_t> mines(static_cast<std::size_t>(solver.cells()), 0);
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (drawn.known(cell) == Known::mine) mines[cell] = 1;
    }
    for (std::size_t i = 0; i < beyond.size() && left > 0; ++i) {
        const std::size_t j = i + rng.below(beyond.size() - i);
        std::swap(beyond[i], beyond[j]);
        mines[beyond[i]] = 1;
        --left;
    }
    // A part past the enumeration's budget was drawn as if unconstrained: the map may then
    // disagree with a number, and is refused.
    const std::vector<std::uint8_t> numbers = count_numbers(solver.cols(), solver.rows(), mines);
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::open && numbers[cell] != solver.number(cell)) {
            return std::nullopt;
        }
    }
    return mines;
}

}  // namespace minesweeper
