// How each piece moves while a removal is animated, in three phases as 000 showed them:
// the removed pieces marked, then the pieces above them falling, then the columns on the
// right of an emptied one closing up.
#pragma once

#include <vector>

#include "samegame/rules/board.hpp"

namespace samegame {

struct PieceMotion {
    Colour colour = kEmpty;
    Cell from;         // where it was before the move
    int fall_row = 0;  // its row once fallen
    int to_col = 0;    // its column once the columns closed
    bool removed = false;
};

// Every piece of `before`, and where the removal of the group at `start` takes it.
std::vector<PieceMotion> removal_motion(const Board& before, Cell start);

// The phases, as fractions of the animation: marked until kFallStart, falling until
// kCloseStart, closing until 1.
inline constexpr float kFallStart = 0.3f;
inline constexpr float kCloseStart = 0.65f;

}  // namespace samegame
