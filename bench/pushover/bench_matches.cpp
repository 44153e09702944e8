// Matches between the computer levels at 100 ms per move on 5x5, 100 games each,
// alternating who starts. Target: hard beats medium in at least 90 of 100 games.
// Long (a few minutes): run alone with --benchmark_filter=Match.
#include <benchmark/benchmark.h>

#include <cstdio>

#include "match_runner.hpp"

namespace pushover::bench {
namespace {

constexpr double kSecondsPerMove = 0.1;
constexpr int kMaxPlies = 400;  // a round still going on after this counts as unfinished

const char* name_of(Level level) {
    switch (level) {
        case Level::easy:
            return "easy";
        case Level::medium:
            return "medium";
        default:
            return "hard";
    }
}

void BM_Match(benchmark::State& state, Level a, Level b, int games) {
    Tally t;
    for (auto _ : state) t = play_games(5, a, b, games, kSecondsPerMove, 1000, kMaxPlies);
    state.counters["games"] = t.games;
    state.counters["wins"] = t.first_level_wins;
    state.counters["losses"] = t.second_level_wins;
    state.counters["draws"] = t.draws;
    state.counters["unfinished"] = t.unfinished;
    state.counters["win_pct"] = 100.0 * t.first_level_wins / t.games;
    state.counters["slowest_move_ms"] = 1000.0 * t.longest_move_seconds;
    state.counters["avg_plies"] = t.average_plies;
    state.counters["moves_over_budget_50ms"] = t.moves_over_bound;
    std::printf(
        "match %s vs %s, %d games on 5x5 at %.0f ms per move: %d wins, %d losses, "
        "%d draws, %d unfinished (%.0f%% won); slowest move %.1f ms, %d of %d moves "
        "over the budget + 50 ms%s\n",
        name_of(a), name_of(b), t.games, 1000 * kSecondsPerMove, t.first_level_wins,
        t.second_level_wins, t.draws, t.unfinished, 100.0 * t.first_level_wins / t.games,
        1000.0 * t.longest_move_seconds, t.moves_over_bound, t.moves,
        a == Level::hard && b == Level::medium ? " (target: at least 90% won)" : "");
    std::fflush(stdout);
}

BENCHMARK_CAPTURE(BM_Match, hard_vs_medium, Level::hard, Level::medium, 100)
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_Match, medium_vs_easy, Level::medium, Level::easy, 100)
    ->Iterations(1)
    ->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(BM_Match, hard_vs_easy, Level::hard, Level::easy, 20)
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

}  // namespace
}  // namespace pushover::bench
