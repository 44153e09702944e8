// Removing a group: the pieces go, the pieces above them fall inside their columns, then
// the empty columns close up (the columns on their right move left).
//
// remove_group touches only the columns the group spans (000's limGauche..limDroite) for
// the fall, only the columns from the leftmost touched one for the closing, and inside a
// column only its pieces (its height, 000's indLimVide). remove_group_whole_board is the
// plain pass over every cell of every column, kept to measure the difference
// (bench/samegame).
#pragma once

#include <vector>

#include "samegame/rules/board.hpp"

namespace samegame {

struct Removal {
    int size = 0;  // pieces removed; 0 when the start cell was empty or off the board
    Colour colour = kEmpty;
    int first_col = 0;  // the leftmost and rightmost columns the group spanned
    int last_col = -1;
};

// Removes the group of `start` whatever its size (the caller checks min_group).
// `stack` is scratch space, kept by the caller so that repeated removals do not allocate.
Removal remove_group(Board& board, Cell start, std::vector<Cell>& stack);

// The same result by a plain pass over the whole board.
Removal remove_group_whole_board(Board& board, Cell start, std::vector<Cell>& stack);

}  // namespace samegame
