// Rollouts: a guess chosen by playing the game on. Each candidate cell is opened on the
// same boards drawn at random among those that agree with what is known (sample.hpp), and
// the game played on from it by the guess policy itself; the candidate that wins on most
// of them is played (policy improvement by simulation, as in Bertsekas, Tsitsiklis and Wu's
// rollout algorithms, 1997). The same boards for every candidate compare them on the same
// futures, so a few hundred tell them apart. Bounded by a count of boards, not the clock:
// the same position gets the same choice on one machine and any number of threads (the
// boards are drawn against odds computed with the C library's lgamma and exp, whose last
// bits could differ on another).
#pragma once

#include <cstdint>
#include <vector>

#include "minesweeper/search/guess.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

// The candidate (a cell of `candidates`, unknown to `solver`) that wins most often over
// `boards` boards drawn from `seed` (a board that disagrees with a number, see sample.hpp,
// counts for none), each game played on by `policy`; the earliest among equals, so the
// first candidate is kept unless another does better.
[[nodiscard]] int best_by_rollouts(const Solver& solver, const std::vector<int>& candidates,
                                   const GuessOptions& policy, int boards, std::uint64_t seed);

// A seed that is a function of what `solver` knows: the same position draws the same boards.
[[nodiscard]] std::uint64_t position_seed(const Solver& solver);

}  // namespace minesweeper
