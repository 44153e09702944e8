// What no player can beat: an upper bound on the chance to win a game from a position where
// logic proves nothing, whoever plays it. The benchmark takes it at each game's first guess
// (bench_minesweeper_solver --bound), a position the board and the first click alone decide,
// so its mean over boards bounds the share of games any player wins with that first click:
// how far the policy (guess.hpp) is from the best possible, and whether a target is within
// what the boards allow at all (the plugin's README.md).
#pragma once

#include "minesweeper/search/guess.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct WinBoundLimits {
    // The position itself is searched whole when it fits (the exact chance).
    EndgameLimits exact{64, 20000, 50000000};
    // The positions one move on, each searched whole when it fits these.
    EndgameLimits after{};
};

struct WinBound {
    double win = 1.0;    // no player wins from the position with a greater chance
    bool exact = false;  // the chance itself: the best play's, searched whole
};

// `solver` holds a position where deduce() proves nothing more (a cell proved safe and not
// open, or a frontier the enumeration's budget could only estimate, gives 1). The bound is exact
// (the endgame search over every arrangement, endgame.hpp) when the position fits `limits.exact`;
// else it is the best over every unknown cell of what opening it could win: over each number
// the cell may show, that number's chance times at most what is left then — 1 when logic
// then proves a cell safe or no cell is left, the exact chance when the position then fits
// `limits.after`, else the chance that its safest cell is safe (every player must open some
// cell). Cells are weighed safest first while a cell's own chance to be safe can still beat
// the best found. Bounded by counts of steps: the same position gets the same bound.
[[nodiscard]] WinBound win_bound(const Solver& solver, const WinBoundLimits& limits = {});

}  // namespace minesweeper
