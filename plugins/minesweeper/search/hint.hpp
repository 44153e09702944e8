// Hints: a move logic proves right on the position the player sees, found by the solver
// (solver.hpp) from the open cells and the number of mines alone (flags are the player's
// claims, so they are not trusted).
#pragma once

#include <optional>
#include <string>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct Hint {
    std::optional<Move> move;  // none when logic proves nothing the player can use
    std::string message;       // with no move: why, and the least risky guess if any
    std::optional<int> guess;  // with no move: the least risky covered cell
};

// In order: a covered cell proved safe (open it); a covered cell proved a mine (flag it);
// a flag on a cell proved safe (take it off). Before the first open, when the first click
// is protected, the centre cell (any protected first cell is safe). `level` limits the
// rules used; with less than SolverLevel::full, no move means "not found that way" and the
// message is empty.
[[nodiscard]] Hint find_hint(const BoardSpec& spec, const Position& position,
                             SolverLevel level = SolverLevel::full);

}  // namespace minesweeper
