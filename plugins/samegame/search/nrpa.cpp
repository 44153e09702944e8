#include "samegame/search/nrpa.hpp"

#include <algorithm>
#include <cmath>

#include "samegame/search/search_engines.hpp"

namespace samegame {

void Policy::scale(std::uint64_t code, float factor) noexcept {
    float& w = weights_[slot(code)];
    w = std::clamp(w * factor, 1e-30f, 1e30f);
}

namespace {

// A playout that draws each move by the policy's weights.
template <class Engine>
Sequence policy_playout(SearchContext<Engine>& ctx, const typename Engine::Pos& root,
                        const Policy& policy, std::vector<typename Engine::Move>& moves,
                        std::vector<float>& weights) {
    typename Engine::Pos position = root;
    Sequence s;
    s.score = 0;
    for (;;) {
        ctx.engine.moves(position, moves);
        if (moves.empty()) break;
        weights.resize(moves.size());
        float sum = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            weights[i] = policy.weight(moves[i].code);
            sum += weights[i];
        }
        float r = static_cast<float>(ctx.rng.unit()) * sum;
        std::size_t pick = 0;
        while (pick + 1 < moves.size() && r >= weights[pick]) r -= weights[pick++];
        s.moves.push_back(Engine::name(moves[pick]));
        s.score += ctx.engine.play(position, moves[pick]);
    }
    ++ctx.playouts;
    ctx.best.offer(ctx.path_score + s.score, ctx.path, s.moves);
    return s;
}

// Moves the policy towards `sequence`. Every probability is taken from the policy as it
// was before (the first pass), then the weights change (the second pass).
template <class Engine>
void adapt(SearchContext<Engine>& ctx, const typename Engine::Pos& root, Policy& policy,
           const Sequence& sequence, float alpha, std::vector<typename Engine::Move>& moves) {
    typename Engine::Pos position = root;
    std::vector<std::pair<std::uint64_t, float>> probabilities;
    std::vector<std::uint64_t> chosen;
    for (const Cell name : sequence.moves) {
        ctx.engine.moves(position, moves);
        float sum = 0;
        for (const auto& m : moves) sum += policy.weight(m.code);
        const typename Engine::Move* played = nullptr;
        for (const auto& m : moves) {
            probabilities.emplace_back(m.code, policy.weight(m.code) / sum);
            if (Engine::name(m) == name) played = &m;
        }
        if (played == nullptr) return;  // not a sequence of this position: cannot happen
        chosen.push_back(played->code);
        ctx.engine.play(position, *played);
    }
    for (const auto& [code, p] : probabilities) policy.scale(code, std::exp(-alpha * p));
    const float up = std::exp(alpha);
    for (const std::uint64_t code : chosen) policy.scale(code, up);
}

template <class Engine>
Sequence search_level(SearchContext<Engine>& ctx, const typename Engine::Pos& root, int level,
                      Policy& policy, const NrpaSettings& settings,
                      std::vector<typename Engine::Move>& moves, std::vector<float>& weights) {
    if (level <= 0) return policy_playout(ctx, root, policy, moves, weights);
    Sequence best;
    for (int i = 0; i < settings.iterations; ++i) {
        if (i > 0 && ctx.stop.stopped()) break;  // the first always runs (bit_nrpa.cpp)
        Sequence r;
        if (level == 1) {
            r = policy_playout(ctx, root, policy, moves, weights);  // reads the policy only
        } else {
            Policy copy = policy;
            r = search_level(ctx, root, level - 1, copy, settings, moves, weights);
        }
        if (r.score < 0) break;  // stopped before it found anything
        if (r.score >= best.score) best = std::move(r);
        adapt(ctx, root, policy, best, settings.alpha, moves);
    }
    return best;
}

}  // namespace

template <class Engine>
Sequence nrpa(SearchContext<Engine>& ctx, const typename Engine::Pos& root, int level,
              Policy& policy, const NrpaSettings& settings) {
    std::vector<typename Engine::Move> moves;
    std::vector<float> weights;
    return search_level(ctx, root, level, policy, settings, moves, weights);
}

template Sequence nrpa<BitEngine>(SearchContext<BitEngine>&, const BitBoard&, int, Policy&,
                                  const NrpaSettings&);
template Sequence nrpa<ArrayEngine>(SearchContext<ArrayEngine>&, const Board&, int, Policy&,
                                    const NrpaSettings&);

}  // namespace samegame
