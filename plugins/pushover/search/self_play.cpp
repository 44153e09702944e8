#include "pushover/search/self_play.hpp"

#include <bit>
#include <cmath>
#include <plateau/random.hpp>

#include "pushover/search/computer.hpp"

namespace pushover {

namespace {

SelfPlayMove value_of(const TrainingNetwork& network, const Board& b, int player, int index) {
    Board after = b;
    insert(after, insertion_at(index, b.n), player);
    switch (effect_of(after, player)) {
        case Effect::win:
            return {index, 1.0F, true};
        case Effect::loss:
            return {index, -1.0F, true};
        case Effect::draw:
            return {index, 0.0F, true};
        case Effect::goes_on:
            break;
    }
    return {index, -network.value(after, other(player)), false};
}

}  // namespace

SelfPlayMove best_move(const TrainingNetwork& network, const Board& b, int player) {
    SelfPlayMove best{-1, -2.0F, false};
    for (std::uint32_t m = legal_insertions(b, player); m != 0; m &= m - 1) {
        const SelfPlayMove o = value_of(network, b, player, std::countr_zero(m));
        if (o.value > best.value) best = o;
    }
    return best;
}

void learn_by_self_play(TrainingNetwork& network, const SelfPlaySettings& settings,
                        long report_every,
                        const std::function<void(const SelfPlayReport&)>& report) {
    plateau::Random rng(settings.seed);
    const int reads = TupleLayout::kTuples * TupleLayout::kImages;
    SelfPlayReport r;
    long games_since = 0, plies_since = 0, unfinished = 0, updates = 0;
    double squared_error = 0;
    const auto flush = [&] {
        const auto games = static_cast<double>(games_since);
        r.mean_plies = games_since > 0 ? static_cast<double>(plies_since) / games : 0;
        r.unfinished = games_since > 0 ? static_cast<double>(unfinished) / games : 0;
        r.rms_error = updates > 0 ? std::sqrt(squared_error / static_cast<double>(updates)) : 0;
        report(r);
        games_since = plies_since = unfinished = updates = 0;
        squared_error = 0;
        r.first_player_wins = r.second_player_wins = 0;
    };
    for (long game = 0; game < settings.games; ++game) {
        const double progress = static_cast<double>(game) / static_cast<double>(settings.games);
        r.alpha = settings.alpha * std::pow(settings.alpha_end / settings.alpha, progress);
        const auto step = static_cast<float>(r.alpha / reads);
        const auto opening = static_cast<int>(rng.below(settings.opening_plies + 1));
        Board b{TupleLayout::kSize, {}};
        int player = 0;
        bool over = false;
        int ply = 0;
        for (; ply < settings.max_plies && !over; ++ply) {
            const std::uint32_t legal = legal_insertions(b, player);
            if (legal == 0) {  // a pass (never on 5x5: see the rules)
                player = other(player);
                continue;
            }
            const SelfPlayMove best = best_move(network, b, player);
            // The position's value moves towards the best move's.
            const float now = network.value(b, player);
            const float error = best.value - now;
            squared_error += static_cast<double>(error) * error;
            ++updates;
            network.add(b, player, step * error * (1 - now * now));

            SelfPlayMove played = best;
            if (ply < opening || rng.unit() < settings.explore) {
                std::uint32_t m = legal;
                for (auto k = rng.below(std::popcount(legal)); k > 0; --k) m &= m - 1;
                played = value_of(network, b, player, std::countr_zero(m));
            }
            insert(b, insertion_at(played.index, b.n), player);
            if (played.ends) {
                over = true;
                const int winner =
                    played.value > 0 ? player : (played.value < 0 ? other(player) : -1);
                if (winner == 0) ++r.first_player_wins;
                if (winner == 1) ++r.second_player_wins;
            }
            player = other(player);
        }
        ++games_since;
        plies_since += ply;
        if (!over) ++unfinished;
        r.games_played = game + 1;
        if (report_every > 0 && (game + 1) % report_every == 0) flush();
    }
    if (games_since > 0 || settings.games == 0) flush();
}

}  // namespace pushover
