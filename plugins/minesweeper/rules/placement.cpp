#include "minesweeper/rules/placement.hpp"

#include <plateau/format.hpp>
#include <plateau/grid.hpp>
#include <plateau/translate.hpp>

namespace minesweeper {

std::vector<std::uint8_t> protected_cells(int cols, int rows, int first_cell, FirstClick kind) {
    std::vector<std::uint8_t> zone(static_cast<std::size_t>(cols * rows), 0);
    if (kind == FirstClick::any) return zone;
    zone[first_cell] = 1;
    if (kind == FirstClick::opening) {
        plateau::for_each_neighbour(cols, rows, first_cell, [&](int n) { zone[n] = 1; });
    }
    return zone;
}

std::vector<std::uint8_t> random_mines(int cols, int rows, int mines,
                                       const std::vector<std::uint8_t>& protect,
                                       plateau::Random& rng) {
    std::vector<int> free_cells;
    free_cells.reserve(protect.size());
    for (int cell = 0; cell < cols * rows; ++cell) {
        if (protect[cell] == 0) free_cells.push_back(cell);
    }
    std::vector<std::uint8_t> map(protect.size(), 0);
    // The first `mines` steps of a Fisher-Yates shuffle choose `mines` cells uniformly.
    const auto n = static_cast<std::uint64_t>(free_cells.size());
    for (std::uint64_t i = 0; i < static_cast<std::uint64_t>(mines) && i < n; ++i) {
        const std::uint64_t j = i + rng.below(n - i);
        std::swap(free_cells[i], free_cells[j]);
        map[free_cells[i]] = 1;
    }
    return map;
}

std::string first_click_notice(const BoardSpec& spec) {
    if (!opening_falls_back(spec)) return {};
    return plateau::format(
        plateau::trn("With {0} mine on {1} cells (more than cells - 9), the first click is safe "
                     "but may not open an area.",
                     "With {0} mines on {1} cells (more than cells - 9), the first click is safe "
                     "but may not open an area.",
                     static_cast<unsigned long>(spec.mines)),
        spec.mines, spec.cells());
}

}  // namespace minesweeper
