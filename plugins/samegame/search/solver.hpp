// The solver: the best sequence of moves from a position that NMCS or NRPA finds within a
// time budget, searched by one thread per core (independent searches with their own
// seeds, sharing the best sequence found). Anytime: stopped early (the stop flag) it
// returns the best sequence found so far; a first playout is made before any search, so
// that there is always a whole legal sequence to return.
//
// The default, for most of the budget: one thread runs level-3 NMCS searches that prune
// (lazy_nmcs: each level-3 step searches its two most promising moves at level 2, and
// each level-2 step its three best at level 1) one after another, and, on the bit board
// with two threads or more, the other runs Monte-Carlo beam searches of growing width
// (beam.hpp) for half of its time, then NRPA searches (bit_nrpa.hpp), new policy after
// new policy; then every thread spends the rest on the tails of the best sequence found
// (polish_tails). The searches settle in different places: beam or NRPA often finds a far
// better sequence than NMCS on one position and a far worse one on the next, and the
// polishing takes the better. On the 20 standard positions this beat NMCS on both threads
// (bench/samegame/bench_samegame_standard; plugins/samegame/README.md).
#pragma once

#include <atomic>
#include <cstdint>

#include "samegame/rules/board.hpp"
#include "samegame/rules/rules.hpp"
#include "samegame/search/lazy_nmcs.hpp"
#include "samegame/search/search_common.hpp"

namespace samegame {

enum class Algorithm { nmcs, nrpa };

struct SolverOptions {
    double seconds = 10;
    Algorithm algorithm = Algorithm::nmcs;
    int level = 3;          // NRPA: 0 for the level the budget allows (nrpa_level)
    int iterations = 100;   // NRPA: runs of level n-1 per level n
    int stabilization = 1;  // NRPA: level-1 playouts per adaptation (bit_nrpa.hpp)
    int threads = 0;        // 0: one per core
    PlayoutPolicy policy = PlayoutPolicy::tabu;  // NMCS's playouts
    // NMCS: the moves each level's steps search one level down (keep[2] at level 2, ...).
    Pruning pruning{{0, 0, 3, 2}};
    // NMCS: the share of the budget spent on the tails of the best sequence.
    double polish = 0.3;
    // NMCS: how many threads run NRPA searches of level `nrpa_threads_level` (bit_nrpa.hpp,
    // so on the bit board only) instead of level-3 NMCS before the polishing, offering what
    // they find to the same best; never every thread. Level 0: the budget's (nrpa_level).
    // Level 2 (10,000 playouts a search, a fraction of a second) at every budget: at 60 s
    // level 3 of 50 iterations did no better on positions 1 to 4 (the same total).
    int nrpa_threads = 1;
    int nrpa_threads_level = 2;
    // The share of those threads' search time first spent on Monte-Carlo beam searches of
    // growing width (beam.hpp, from `beam_width`), which settle elsewhere again; then NRPA.
    // Only when that share is at least `beam_seconds`: short beams are weak. On the 20
    // standard positions, half of the time beat none (and all of it) at 10 s on three
    // seeds, and lost at 1 s (0.35 s of beams) over nine; see plugins/samegame/README.md.
    double beam_share = 0.5;
    int beam_width = 30;
    double beam_seconds = 1.0;
    std::uint64_t seed = 0;
};

struct SolveResult {
    Sequence best;  // its score counts from the position given (bonus included)
    // Searched whole (exact.hpp: a position of at most 16 pieces): `best` is the best there
    // is, found without playouts or threads.
    bool proved = false;
    std::int64_t playouts = 0;
    int threads = 1;
    int level = 0;
};

// The seconds the NRPA thread spends on beam searches under `options`: 0 when their share
// of its search time is under `beam_seconds`.
[[nodiscard]] double beam_time(const SolverOptions& options);

// The NRPA level a search of `seconds` runs when none is given.
[[nodiscard]] int nrpa_level(double seconds);

// Searches from `board` (which holds colours 0..colours-1) for options.seconds or until
// `stop` becomes true. Works on the bit board when the board fits it, else on the array
// board. A board without a legal move gives an empty sequence scoring 0.
SolveResult solve(const Board& board, int colours, const Rules& rules, const SolverOptions& options,
                  const std::atomic<bool>& stop);

}  // namespace samegame
