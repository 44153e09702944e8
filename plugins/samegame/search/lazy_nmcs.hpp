// Nested Monte-Carlo search that prunes (after Lazy NMCS, Roussel, Cazenave et al.): at a
// level with a limit, every move of a step is first valued cheaply — its points plus the
// best of `probes` playouts after it (one by default) — and only the best `keep` of them
// get the search of the level below.
// The memorised best sequence is followed as in NMCS, so a level still never does worse
// than what its searches found, at a fraction of a whole level's cost: a level-3 search
// keeping 2 moves of each level-3 step and 3 of each level-2 step costs about as much as
// a whole level-2 search.
#pragma once

#include <array>

#include "samegame/search/search_context.hpp"

namespace samegame {

struct Pruning {
    // keep[n]: the moves a step of level n searches one level down (0: every move).
    std::array<int, 8> keep{};
    int probes = 1;  // the playouts after a move that value it (the best counts)
};

// The best sequence found from `position` (its score counted from there), starting with
// `memorised` as its best when given. Returns early, with what it has, once ctx.stop says
// so; every playout was offered to ctx.best.
template <class Engine>
Sequence lazy_nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
                   const Pruning& pruning, const Sequence* memorised = nullptr);

// Searches the tails of ctx.best's sequence until ctx.stop says so: from the position after
// its first k moves, a search of `level` that starts with the rest memorised (so the best
// never gets worse), k shrinking from `first_share` of the moves to 2k/3 after each, down
// to a search from the root; then again on the best sequence as it is then. The end of the
// game, where the clear bonus is won or lost, is searched first and most often.
template <class Engine>
void polish_tails(SearchContext<Engine>& ctx, const typename Engine::Pos& root, int level,
                  const Pruning& pruning, double first_share);

}  // namespace samegame
