// A whole mine map drawn at random among those that agree with what a solver knows, each
// agreeing map equally likely while the frontier's enumeration stays within its budget:
// what a player who must guess can imagine the board to be. The guess policy plays its
// candidate guesses out on such maps (rollout.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <plateau/random.hpp>
#include <vector>

#include "minesweeper/search/solver.hpp"

namespace minesweeper {

// One byte per cell, 1 for a mine: the solver's proved mines, and for its unknown cells an
// arrangement of the mines left drawn with the chances of the frontier analysis (exact but
// for parts past its enumeration budget, which count as unconstrained). The frontier's
// cells are drawn one at a time, each with its chance given the ones drawn before (the
// odds recomputed with those taken as known); the mines left then lie uniformly among the
// unknown cells no number sees. Nothing when the map drawn disagrees with an open number
// or leaves a wrong count of mines, which only a part past the budget can cause.
[[nodiscard]] std::optional<std::vector<std::uint8_t>> sample_mines(const Solver& solver,
                                                                    plateau::Random& rng);

}  // namespace minesweeper
