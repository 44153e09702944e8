#include "samegame/search/lazy_nmcs.hpp"

#include <algorithm>

#include "samegame/search/nested_walk.hpp"
#include "samegame/search/nmcs.hpp"
#include "samegame/search/search_engines.hpp"

namespace samegame {

template <class Engine>
Sequence lazy_nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
                   const Pruning& pruning, const Sequence* memorised) {
    const auto at = static_cast<std::size_t>(std::clamp(level, 0, 7));
    if (level <= 1 || pruning.keep[at] <= 0) return nmcs(ctx, position, level, memorised);
    using Pos = typename Engine::Pos;
    using Move = typename Engine::Move;
    // A move of the step: its points and its value (points and its best playout's score).
    struct Option {
        std::int64_t value;
        std::int64_t points;
        std::size_t index;
    };
    NestedWalk<Engine> walk(ctx, position, memorised);
    std::vector<Move> moves;
    std::vector<Pos> children;
    std::vector<Option> options;
    for (;;) {
        ctx.engine.moves(walk.position(), moves);
        if (moves.empty()) {
            walk.finish();
            break;
        }
        children.assign(moves.size(), walk.position());
        options.clear();
        for (std::size_t i = 0; i < moves.size() && !ctx.stop.stopped(); ++i) {
            const std::int64_t points = ctx.engine.play(children[i], moves[i]);
            const Sequence probe = walk.below(moves[i], points, [&] {
                Sequence best = ctx.playout(children[i]);
                for (int p = 1; p < pruning.probes; ++p) {
                    Sequence s = ctx.playout(children[i]);
                    if (s.score > best.score) best = std::move(s);
                }
                return best;
            });
            walk.consider(moves[i], points, probe);
            options.push_back({points + probe.score, points, i});
        }
        const std::size_t keep =
            std::min(options.size(), static_cast<std::size_t>(pruning.keep[at]));
        std::partial_sort(options.begin(), options.begin() + static_cast<std::ptrdiff_t>(keep),
                          options.end(),
                          [](const Option& a, const Option& b) { return a.value > b.value; });
        for (std::size_t k = 0; k < keep && !ctx.stop.stopped(); ++k) {
            const Option& o = options[k];
            const Sequence rest = walk.below(moves[o.index], o.points, [&] {
                return lazy_nmcs(ctx, children[o.index], level - 1, pruning);
            });
            if (rest.score < 0) break;  // stopped before it found anything
            walk.consider(moves[o.index], o.points, rest);
        }
        // Follow the memorised best sequence one move.
        if (ctx.stop.stopped() || !walk.follow()) break;
    }
    return walk.take_best();
}

template <class Engine>
void polish_tails(SearchContext<Engine>& ctx, const typename Engine::Pos& root, int level,
                  const Pruning& pruning, double first_share) {
    while (!ctx.stop.stopped()) {
        auto k = static_cast<std::size_t>(static_cast<double>(ctx.best.get().moves.size()) *
                                          std::clamp(first_share, 0.0, 1.0));
        for (;;) {
            if (ctx.stop.stopped()) break;
            const Sequence known = ctx.best.get();
            k = std::min(k, known.moves.size());
            typename Engine::Pos position = root;
            ctx.path.clear();
            ctx.path_score = 0;
            bool replayed = true;
            for (std::size_t i = 0; i < k && replayed; ++i) {
                typename Engine::Move m;
                replayed = ctx.engine.move_named(position, known.moves[i], m);  // always legal
                if (replayed) ctx.path_score += ctx.engine.play(position, m);
                ctx.path.push_back(known.moves[i]);
            }
            if (!replayed) {
                ctx.path.clear();
                ctx.path_score = 0;
                return;
            }
            const Sequence tail{
                known.score - ctx.path_score,
                {known.moves.begin() + static_cast<std::ptrdiff_t>(k), known.moves.end()}};
            lazy_nmcs(ctx, position, level, pruning, &tail);
            if (k == 0) break;  // a search from the root: start again from the end
            k = k * 2 / 3;
        }
        ctx.path.clear();
        ctx.path_score = 0;
    }
}

template Sequence lazy_nmcs<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int,
                                       const Pruning&, const Sequence*);
template Sequence lazy_nmcs<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int,
                                         const Pruning&, const Sequence*);
template void polish_tails<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int,
                                      const Pruning&, double);
template void polish_tails<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int,
                                        const Pruning&, double);

}  // namespace samegame
