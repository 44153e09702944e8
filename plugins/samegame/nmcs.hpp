// Nested Monte-Carlo search (Cazenave, IJCAI 2009). At level n, from a position: try each
// legal move followed by a search of level n-1 (level 0: a playout), keep the best whole
// sequence seen (the memorisation), play its next move, and go on until the game ends.
// Following the memorised sequence means a level never does worse than the best
// sequence any of its lower searches found.
#pragma once

#include "search_context.hpp"

namespace samegame {

// The best sequence found from `position` (its score counted from there). Returns early,
// with what it has, once ctx.stop says so; every playout was offered to ctx.best.
// `memorised`, when given, is a sequence from `position` already known: the search starts
// with it as its best, so it never returns worse.
template <class Engine>
Sequence nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
              const Sequence* memorised = nullptr);

// NMCS under a time budget (the solver's default for NMCS), in rounds. A round: level-1
// searches one after another for `warm_up_seconds`; then searches of the tail of the
// round's best sequence: from the position after its first k moves, a level-2 search
// that starts with that tail memorised (so the best never gets worse), k shrinking to
// 2k/3 after each, down to a whole level-2 search from the root, which ends the round.
// The end of the game, where the clear bonus is won or lost, is searched deepest first;
// each round starts afresh (a search stuck on one sequence does not hold the rest of the
// budget), and every improvement goes on to ctx.best.
template <class Engine>
void nmcs_deepening(SearchContext<Engine>& ctx, const typename Engine::Pos& root,
                    double warm_up_seconds);

}  // namespace samegame
