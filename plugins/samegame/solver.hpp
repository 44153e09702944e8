// The solver: the best sequence of moves from a position that NMCS or NRPA finds within a
// time budget, searched by one thread per core (independent searches with their own
// seeds, sharing the best sequence found). Anytime: stopped early (the stop flag) it
// returns the best sequence found so far; a first playout is made before any search, so
// that there is always a whole legal sequence to return.
#pragma once

#include <atomic>
#include <cstdint>

#include "board.hpp"
#include "rules.hpp"
#include "search_common.hpp"

namespace samegame {

enum class Algorithm { nmcs, nrpa };

struct SolverOptions {
    double seconds = 10;
    Algorithm algorithm = Algorithm::nmcs;
    int level = 0;    // 0: NMCS deepening (nmcs_deepening), NRPA's level from the budget
    int threads = 0;  // 0: one per core
    PlayoutPolicy policy = PlayoutPolicy::tabu;  // NMCS's playouts
    // NMCS deepening: each round's level-1 searches, as a share of the budget (2 s at most).
    double warm_up = 0.4;
    std::uint64_t seed = 0;
};

struct SolveResult {
    Sequence best;  // its score counts from the position given (bonus included)
    std::int64_t playouts = 0;
    int threads = 1;
    int level = 0;  // 0: NMCS deepening
};

// The level a search of `seconds` runs when none is given and it does not deepen.
[[nodiscard]] int level_for(Algorithm algorithm, double seconds);

// Searches from `board` (which holds colours 0..colours-1) for options.seconds or until
// `stop` becomes true. Works on the bit board when the board fits it, else on the array
// board. A board without a legal move gives an empty sequence scoring 0.
SolveResult solve(const Board& board, int colours, const Rules& rules, const SolverOptions& options,
                  const std::atomic<bool>& stop);

}  // namespace samegame
