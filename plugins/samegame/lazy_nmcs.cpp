#include "lazy_nmcs.hpp"

#include <algorithm>

#include "nmcs.hpp"
#include "search_engines.hpp"

namespace samegame {

template <class Engine>
Sequence lazy_nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
                   const Pruning& pruning, const Sequence* memorised) {
    const auto at = static_cast<std::size_t>(std::clamp(level, 0, 7));
    if (level <= 1 || pruning.keep[at] <= 0) return nmcs(ctx, position, level, memorised);
    using Pos = typename Engine::Pos;
    using Move = typename Engine::Move;
    // A move of the step: its child, points, and value (points and its playout's score).
    struct Option {
        std::int64_t value;
        std::int64_t points;
        std::size_t index;
    };
    Sequence best = memorised != nullptr ? *memorised : Sequence{};
    Pos current = position;
    std::int64_t score = 0;    // of the moves played from `position`
    std::vector<Cell> played;  // ... and the moves themselves
    const std::size_t path_base = ctx.path.size();
    const std::int64_t path_score_base = ctx.path_score;
    std::vector<Move> moves;
    std::vector<Pos> children;
    std::vector<Option> options;
    // Keeps m + rest, if it beats the best, as the best sequence from `position`.
    const auto consider = [&](const Move& m, std::int64_t points, const Sequence& rest) {
        const std::int64_t total = score + points + rest.score;
        if (total <= best.score) return;
        best.score = total;
        best.moves = played;
        best.moves.push_back(Engine::name(m));
        best.moves.insert(best.moves.end(), rest.moves.begin(), rest.moves.end());
    };
    for (;;) {
        ctx.engine.moves(current, moves);
        if (moves.empty()) {
            if (score > best.score) best = {score, played};
            break;
        }
        children.assign(moves.size(), current);
        options.clear();
        for (std::size_t i = 0; i < moves.size() && !ctx.stop.stopped(); ++i) {
            const std::int64_t points = ctx.engine.play(children[i], moves[i]);
            ctx.path.push_back(Engine::name(moves[i]));
            ctx.path_score += points;
            Sequence probe = ctx.playout(children[i]);
            for (int p = 1; p < pruning.probes; ++p) {
                Sequence s = ctx.playout(children[i]);
                if (s.score > probe.score) probe = std::move(s);
            }
            ctx.path.pop_back();
            ctx.path_score -= points;
            consider(moves[i], points, probe);
            options.push_back({points + probe.score, points, i});
        }
        const std::size_t keep =
            std::min(options.size(), static_cast<std::size_t>(pruning.keep[at]));
        std::partial_sort(options.begin(), options.begin() + static_cast<std::ptrdiff_t>(keep),
                          options.end(),
                          [](const Option& a, const Option& b) { return a.value > b.value; });
        for (std::size_t k = 0; k < keep && !ctx.stop.stopped(); ++k) {
            const Option& o = options[k];
            ctx.path.push_back(Engine::name(moves[o.index]));
            ctx.path_score += o.points;
            const Sequence rest = lazy_nmcs(ctx, children[o.index], level - 1, pruning);
            ctx.path.pop_back();
            ctx.path_score -= o.points;
            if (rest.score < 0) break;  // stopped before it found anything
            consider(moves[o.index], o.points, rest);
        }
        if (ctx.stop.stopped() || best.moves.size() <= played.size()) break;
        // Follow the memorised best sequence one move.
        const Cell next = best.moves[played.size()];
        Move m;
        if (!ctx.engine.move_named(current, next, m)) break;  // cannot happen: it was legal
        const std::int64_t points = ctx.engine.play(current, m);
        score += points;
        played.push_back(next);
        ctx.path.push_back(next);
        ctx.path_score += points;
    }
    ctx.path.resize(path_base);
    ctx.path_score = path_score_base;
    return best;
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
