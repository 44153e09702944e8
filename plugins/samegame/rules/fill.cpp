#include "samegame/rules/fill.hpp"

#include <cmath>

namespace samegame {

Board random_board(int cols, int rows, int colours, plateau::Random& rng) {
    std::vector<Colour> cells;
    cells.reserve(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows));
    for (int col = 0; col < cols; ++col) {
        for (int row = 0; row < rows; ++row) {
            cells.push_back(static_cast<Colour>(rng.below(static_cast<std::uint64_t>(colours))));
        }
    }
    return Board::from_columns(cols, rows, std::move(cells));
}

Colour formula_colour(int col, int row) {
    const double s = std::sin(static_cast<double>(col) * row + static_cast<double>(row));
    const double z = s * s;
    if (z < 0) return 0;
    if (z < 0.5) return 1;
    return 2;
}

Board formula_board(int cols, int rows) {
    std::vector<Colour> cells;
    cells.reserve(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows));
    for (int col = 0; col < cols; ++col) {
        for (int row = 0; row < rows; ++row) cells.push_back(formula_colour(col, row));
    }
    return Board::from_columns(cols, rows, std::move(cells));
}

}  // namespace samegame
