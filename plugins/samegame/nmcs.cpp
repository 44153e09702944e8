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

template Sequence nmcs<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int, const Sequence*);
template Sequence nmcs<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int,
                                    const Sequence*);

}  // namespace samegame
