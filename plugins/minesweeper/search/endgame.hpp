// The endgame: when few unknown cells are left, every way the remaining mines can lie is
// listed, and the whole game tree (open a cell, see its number, go on) is searched for the
// cell that wins the game most often. Probability alone picks the safest cell; this picks
// the one after which the rest is least likely to need another guess.
#pragma once

#include <optional>

#include "minesweeper/search/guess.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct EndgameResult {
    Guess guess;
    double win = 0;  // the chance to win the game from here playing the best cells
};

// The best cell by an exact search, or nothing when the position is too large for the
// budget (or a cell is already proved safe).
[[nodiscard]] std::optional<EndgameResult> solve_endgame(const Solver& solver,
                                                         const EndgameLimits& limits = {});

}  // namespace minesweeper
