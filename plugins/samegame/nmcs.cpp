#include "nmcs.hpp"

#include <algorithm>

#include "search_engines.hpp"

namespace samegame {

template <class Engine>
Sequence nmcs(SearchContext<Engine>& ctx, const typename Engine::Pos& position, int level,
              const Sequence* memorised) {
    if (level <= 0) return ctx.playout(position);
    using Move = typename Engine::Move;
    Sequence best = memorised != nullptr ? *memorised : Sequence{};
    typename Engine::Pos current = position;
    std::int64_t score = 0;    // of the moves played from `position`
    std::vector<Cell> played;  // ... and the moves themselves
    const std::size_t path_base = ctx.path.size();
    const std::int64_t path_score_base = ctx.path_score;
    std::vector<Move> moves;
    for (;;) {
        ctx.engine.moves(current, moves);
        if (moves.empty()) {
            if (score > best.score) best = {score, played};
            break;
        }
        for (const Move& m : moves) {
            if (ctx.stop.stopped()) break;
            typename Engine::Pos child = current;
            const std::int64_t points = ctx.engine.play(child, m);
            ctx.path.push_back(Engine::name(m));
            ctx.path_score += points;
            const Sequence rest = nmcs(ctx, child, level - 1);
            ctx.path.pop_back();
            ctx.path_score -= points;
            if (rest.score < 0) break;  // stopped before it found anything
            const std::int64_t total = score + points + rest.score;
            if (total > best.score) {
                best.score = total;
                best.moves = played;
                best.moves.push_back(Engine::name(m));
                best.moves.insert(best.moves.end(), rest.moves.begin(), rest.moves.end());
            }
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
void nmcs_deepening(SearchContext<Engine>& ctx, const typename Engine::Pos& root,
                    double warm_up_seconds) {
    while (!ctx.stop.stopped()) {
        // One round, on its own best sequence (its improvements go on to the shared one).
        SharedBest own(&ctx.best);
        SearchContext<Engine> round{ctx.engine, ctx.stop, own, plateau::Random(ctx.rng.next_u64()),
                                    ctx.policy, {},       0,   0};
        {
            const StopCheck warm_up(warm_up_seconds, ctx.stop.flag());
            SearchContext<Engine> warm{
                round.engine, warm_up, own, plateau::Random(round.rng.next_u64()),
                round.policy, {},      0,   0};
            while (!warm_up.stopped() && !ctx.stop.stopped()) nmcs(warm, root, 1);
            ctx.playouts += warm.playouts;
        }
        std::size_t k = own.get().moves.size() / 2;
        for (;;) {
            if (ctx.stop.stopped()) break;
            const Sequence known = own.get();
            k = std::min(k, known.moves.size());
            typename Engine::Pos position = root;
            round.path.clear();
            round.path_score = 0;
            for (std::size_t i = 0; i < k; ++i) {
                typename Engine::Move m;
                if (!round.engine.move_named(position, known.moves[i], m)) return;  // cannot be
                round.path_score += round.engine.play(position, m);
                round.path.push_back(known.moves[i]);
            }
            const Sequence tail{
                known.score - round.path_score,
                {known.moves.begin() + static_cast<std::ptrdiff_t>(k), known.moves.end()}};
            nmcs(round, position, 2, &tail);
            if (k == 0) break;  // a whole level-2 search done: a new round
            k = k * 2 / 3;
        }
        ctx.playouts += round.playouts;
    }
}

template Sequence nmcs<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int, const Sequence*);
template Sequence nmcs<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int,
                                    const Sequence*);

template void nmcs_deepening<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, double);
template void nmcs_deepening<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, double);

}  // namespace samegame
