// The two ways a game's board is filled without a layout.
#pragma once

#include <plateau/random.hpp>

#include "samegame/rules/board.hpp"

namespace samegame {

// Every cell a colour drawn uniformly from 0..colours-1 by the seed's generator, column by
// column from the left, each from the bottom up.
Board random_board(int cols, int rows, int colours, plateau::Random& rng);

// 000's board: for column i and row j (both from 0, row 0 at the bottom),
// z = sin(i*j + j)^2; colour 0 if z < 0 (never: kept as written), 1 if z < 0.5, else 2.
Board formula_board(int cols, int rows);

// The formula's colour for one cell.
Colour formula_colour(int col, int row);

}  // namespace samegame
