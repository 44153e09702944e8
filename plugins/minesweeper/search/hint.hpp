// Hints: what the solver would play on the position the player sees, found from the open
// cells and the number of mines alone (flags are the player's claims, so they are not
// trusted). A proved move when there is one, else the solver's best guess (guess.hpp) with
// its chance. The benchmark's player plays exactly these hints, so a person (or a program)
// asking for a hint before every move plays as the benchmark does.
#pragma once

#include <optional>
#include <string>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/search/guess.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct Hint {
    std::optional<Move> move;  // none only when the game is over or every cell is flagged
    std::string message;       // for a guess: "... guess ... NN% ..."; else empty or why none
    bool guess = false;        // the move is a guess (not proved safe)
    double safe = 1.0;         // the chance the cell opened holds no mine
};

// A solver that knows what the player sees of `position`: its open cells with their
// numbers and the number of mines (not its flags), nothing proved yet.
[[nodiscard]] Solver solver_seeing(const Position& position);

// In order:
//   1. before the first open, the solver's first click (a guess when first_click = any);
//   2. a covered cell proved safe (open it), by the cheap rules first, then the whole
//      solver: the lowest cell number the cheapest rule proves;
//   3. a covered cell proved a mine (flag it);
//   4. a flag on a cell proved safe (take it off);
//   5. the best guess (guess.hpp), or the flag to take off first when the player flagged it.
// `level` limits the rules used; with less than SolverLevel::full, no move means "not found
// that way" and the message is empty. `options` are for the benchmark only.
[[nodiscard]] Hint find_hint(const BoardSpec& spec, const Position& position,
                             SolverLevel level = SolverLevel::full,
                             const GuessOptions& options = {});

}  // namespace minesweeper
