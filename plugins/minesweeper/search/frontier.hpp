// Rule 3 of the solver (solver.hpp): the frontier, enumerated part by part, and the global
// mine count. Also the chance of a mine in each cell, for a player who must guess.
#pragma once

#include <vector>

#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct FrontierDeductions {
    std::vector<int> safe;
    std::vector<int> mines;
};

// The unknown cells that have the same value in every arrangement agreeing with every open
// number and with the mines left. A part whose enumeration would pass `budget` search steps
// (all parts together) is left out, so nothing unsound is concluded.
[[nodiscard]] FrontierDeductions settle_frontier(const Solver::View& view, long budget);

// For each cell, the chance that it is a mine, every agreeing arrangement of the mines left
// counting once; and the natural log of how many such arrangements there are (the whole
// board's: frontier arrangements times the ways to place the other mines off it), so that
// two positions' counts can be compared. A part past the budget counts as unconstrained,
// and `complete` is then false: the figures are an estimate.
struct FrontierOdds {
    std::vector<double> mine;
    double log_arrangements = 0;
    bool complete = true;
};
[[nodiscard]] FrontierOdds frontier_odds(const Solver::View& view, long budget);
[[nodiscard]] inline std::vector<double> frontier_probabilities(const Solver::View& view,
                                                                long budget) {
    return frontier_odds(view, budget).mine;
}

}  // namespace minesweeper
