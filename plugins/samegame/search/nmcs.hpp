// Nested Monte-Carlo search (Cazenave, IJCAI 2009). At level n, from a position: try each
// legal move followed by a search of level n-1 (level 0: a playout), keep the best whole
// sequence seen (the memorisation), play its next move, and go on until the game ends.
// Following the memorised sequence means a level never does worse than the best
// sequence any of its lower searches found.
#pragma once

#include "samegame/search/search_context.hpp"

namespace samegame {

// The best sequence found from `position` (its score counted from there). Returns early,
// with what it has, once ctx.stop says so; every playout was offered to ctx.best.
// `memorised`, when given, is a sequence from `position` already known: the search starts
// with it as its best, so it never returns worse.
template <class Engine>
Sequence nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
              const Sequence* memorised = nullptr);

}  // namespace samegame
