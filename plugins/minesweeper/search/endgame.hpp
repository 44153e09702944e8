// The endgame: when few unknown cells are left, every way the remaining mines can lie is
// listed, and the whole game tree (open a cell, see its number, go on) is searched for the
// cell that wins the game most often. Probability alone picks the safest cell; this picks
// the one after which the rest is least likely to need another guess.
#pragma once

#include <optional>

#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct Guess {
    int cell = -1;      // -1 when no cell is left to open
    double safe = 0.0;  // the chance that the cell holds no mine
};

// How large a position the search takes on.
struct EndgameLimits {
    // At most this many unknown cells (at most 64) and arrangements are searched.
    int max_cells = 40;
    int max_arrangements = 600;
    // The search stops past this many steps (a step is one arrangement looked at in one
    // cell's split): the answer depends on the position alone, never on the machine's speed.
    long budget = 400000;
};

struct EndgameResult {
    Guess guess;
    double win = 0;  // the chance to win the game from here playing the best cells
};

// The best cell by an exact search, or nothing when the position is too large for the
// budget (or a cell is already proved safe).
[[nodiscard]] std::optional<EndgameResult> solve_endgame(const Solver& solver,
                                                         const EndgameLimits& limits = {});

}  // namespace minesweeper
