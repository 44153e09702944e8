#include "samegame/search/nmcs.hpp"

#include <algorithm>

#include "samegame/search/nested_walk.hpp"
#include "samegame/search/search_engines.hpp"

namespace samegame {

template <class Engine>
Sequence nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
              const Sequence* memorised) {
    if (level <= 0) return ctx.playout(position);
    using Move = typename Engine::Move;
    NestedWalk<Engine> walk(ctx, position, memorised);
    std::vector<Move> moves;
    for (;;) {
        ctx.engine.moves(walk.position(), moves);
        if (moves.empty()) {
            walk.finish();
            break;
        }
        for (const Move& m : moves) {
            if (ctx.stop.stopped()) break;
            typename Engine::Pos child = walk.position();
            const std::int64_t points = ctx.engine.play(child, m);
            const Sequence rest =
                walk.below(m, points, [&] { return nmcs(ctx, child, level - 1); });
            if (rest.score < 0) break;  // stopped before it found anything
            walk.consider(m, points, rest);
        }
        // Follow the memorised best sequence one move.
        if (ctx.stop.stopped() || !walk.follow()) break;
    }
    return walk.take_best();
}

template Sequence nmcs<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int, const Sequence*);
template Sequence nmcs<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int,
                                    const Sequence*);

}  // namespace samegame
