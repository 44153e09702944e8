#include "match_runner.hpp"

#include <algorithm>
#include <chrono>

namespace pushover::bench {

GameResult play_game(int size, const Level (&levels)[2], double seconds_per_move,
                     std::uint64_t seed, int max_plies, int opening_plies) {
    State state = new_match(Board{size, {}}, 0, seed);
    const MatchRules rules{1};
    GameResult result;
    // The opening: random legal moves drawn from the game's generator (its seed).
    for (int i = 0; i < opening_plies && !state.over; ++i) {
        state = apply_move(state, choose_easy(state), rules);
        ++result.plies;
    }
    while (!state.over && result.plies < max_plies) {
        const auto start = std::chrono::steady_clock::now();
        const Move move = choose_move(state, levels[state.to_move], seconds_per_move, nullptr);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        result.longest_move_seconds = std::max(result.longest_move_seconds, took.count());
        ++result.moves;
        if (took.count() > seconds_per_move + 0.05) ++result.moves_over_bound;
        state = apply_move(state, move, rules);
        ++result.plies;
    }
    result.unfinished = !state.over;
    result.winner = state.over ? state.match_winner : -1;
    return result;
}

Tally play_games(int size, Level a, Level b, int games, double seconds_per_move,
                 std::uint64_t first_seed, int max_plies, int opening_plies) {
    Tally t;
    long plies = 0;
    for (int k = 0; k < games; ++k) {
        const bool a_starts = k % 2 == 0;
        const Level levels[2] = {a_starts ? a : b, a_starts ? b : a};
        const GameResult r =
            play_game(size, levels, seconds_per_move, first_seed + k, max_plies, opening_plies);
        ++t.games;
        plies += r.plies;
        t.longest_move_seconds = std::max(t.longest_move_seconds, r.longest_move_seconds);
        t.moves += r.moves;
        t.moves_over_bound += r.moves_over_bound;
        if (r.unfinished) {
            ++t.unfinished;
        } else if (r.winner < 0) {
            ++t.draws;
        } else if ((r.winner == 0) == a_starts) {
            ++t.first_level_wins;
        } else {
            ++t.second_level_wins;
        }
    }
    t.average_plies = games > 0 ? static_cast<double>(plies) / games : 0;
    return t;
}

}  // namespace pushover::bench
