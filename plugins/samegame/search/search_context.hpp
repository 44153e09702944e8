// One search thread's working set: its engine, its random generator, the clock, the shared
// best, and the path from the root to the position being searched, so that every
// playout, however deep in the search, is offered as a whole sequence from the root.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "samegame/search/search_common.hpp"

namespace samegame {

template <class Engine>
struct SearchContext {
    Engine& engine;
    const StopCheck& stop;
    SharedBest& best;
    plateau::Random rng;
    PlayoutPolicy policy = PlayoutPolicy::tabu;
    std::vector<Cell> path;  // the moves from the root to the position searched
    std::int64_t path_score = 0;
    std::int64_t playouts = 0;

    // A playout from `from` (on a copy), offered as a sequence from the root.
    Sequence playout(const typename Engine::Pos& from) {
        typename Engine::Pos position = from;
        Sequence s;
        // Room for a whole playout at once (some 30 to 70 moves on 15x15): growing the
        // vector move by move cost 5% of the search's time.
        s.moves.reserve(128);
        s.score = engine.playout(position, policy, rng, s.moves);
        ++playouts;
        best.offer(path_score + s.score, path, s.moves);
        return s;
    }
};

}  // namespace samegame
