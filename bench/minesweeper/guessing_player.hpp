// A player for ordinary boards, which sometimes need a guess: it opens every cell the solver
// proves safe, and when nothing more can be proved it guesses the safest cell (the lowest
// chance of a mine), preferring, among cells nearly as safe, the one most likely to let the
// solver go on.
#pragma once

#include "minesweeper/search/playthrough.hpp"

namespace minesweeper {

// Plays from the position `play` is in until the board is cleared (true) or a guess hits
// a mine (false).
bool play_to_end(Playthrough& play);

}  // namespace minesweeper
