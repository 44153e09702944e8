// The endgame: when few unknown cells are left, every way the remaining mines can lie is
// listed, and the whole game tree (open a cell, see its number, go on) is searched for the
// cell that wins the game most often. Probability alone picks the safest cell; this picks
// the one after which the rest is least likely to need another guess.
#pragma once

#include <optional>

#include "minesweeper/search/guess.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

// The search stops past this many steps (a step is one arrangement looked at in one cell's
// split): the answer depends on the position alone, never on the machine's speed.
inline constexpr long kEndgameBudget = 400000;
// At most this many unknown cells and arrangements are searched.
inline constexpr int kEndgameMaxCells = 40;
inline constexpr int kEndgameMaxArrangements = 600;

struct EndgameResult {
    Guess guess;
    double win = 0;  // the chance to win the game from here playing the best cells
};

// The best cell by an exact search, or nothing when the position is too large for the
// budget (or a cell is already proved safe).
[[nodiscard]] std::optional<EndgameResult> solve_endgame(const Solver& solver,
                                                         long budget = kEndgameBudget);

// What choose_guess takes from it.
[[nodiscard]] inline std::optional<Guess> endgame_guess(const Solver& solver) {
    const auto result = solve_endgame(solver);
    if (!result) return std::nullopt;
    return result->guess;
}

}  // namespace minesweeper
