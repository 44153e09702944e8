// Minesweeper's figures (issue 4), from the rules library directly. Each benchmark runs
// once over its whole set of boards and reports its own statistics as counters:
//
//   NoGuessGeneration/<preset>: no-guess boards from the first click in the centre, 1,000
//     seeds: mean, median, p95 and max milliseconds per board.
//     TARGET (Expert 30x16/99): median <= 2.0 ms. Beginner and Intermediate are reported.
// The solver's win rate on ordinary boards is bench_minesweeper_solver's (issue 17).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <vector>

#include "minesweeper/rules/placement.hpp"
#include "minesweeper/search/no_guess.hpp"

namespace {

using namespace minesweeper;

struct Preset {
    const char* name;
    int cols, rows, mines;
};
constexpr Preset kPresets[] = {
    {"beginner", 9, 9, 10}, {"intermediate", 16, 16, 40}, {"expert", 30, 16, 99}};
constexpr int kGenerationSeeds = 1000;
constexpr double kTargetMedianMs = 2.0;

void NoGuessGeneration(benchmark::State& state) {
    const Preset& p = kPresets[state.range(0)];
    const int first = (p.rows / 2) * p.cols + p.cols / 2;
    std::vector<double> ms;
    long attempts = 0;
    int failed = 0;
    for (auto _ : state) {
        ms.clear();
        for (int seed = 1; seed <= kGenerationSeeds; ++seed) {
            plateau::Random rng(static_cast<std::uint64_t>(seed));
            const auto start = std::chrono::steady_clock::now();
            const NoGuessResult made =
                generate_no_guess(p.cols, p.rows, p.mines, first, FirstClick::opening, rng);
            const auto end = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(made.mines.data());
            ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
            attempts += made.attempts;
            failed += made.solved ? 0 : 1;
        }
    }
    std::sort(ms.begin(), ms.end());
    const double mean = std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
    const double median = (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
    const double p95 = ms[static_cast<std::size_t>(0.95 * static_cast<double>(ms.size())) - 1];
    state.counters["mean_ms"] = mean;
    state.counters["median_ms"] = median;
    state.counters["p95_ms"] = p95;
    state.counters["max_ms"] = ms.back();
    state.counters["attempts_per_board"] =
        static_cast<double>(attempts) / static_cast<double>(ms.size());
    state.counters["failed"] = failed;
    std::printf(
        "no-guess %-12s %dx%d/%d over %d seeds: mean %.3f ms, median %.3f ms, p95 %.3f ms, "
        "max %.3f ms, %d failed",
        p.name, p.cols, p.rows, p.mines, kGenerationSeeds, mean, median, p95, ms.back(), failed);
    if (p.mines == 99) {
        std::printf("  [target: median <= %.1f ms: %s]", kTargetMedianMs,
                    median <= kTargetMedianMs ? "met" : "NOT MET");
    }
    std::printf("\n");
}
BENCHMARK(NoGuessGeneration)->Arg(0)->Arg(1)->Arg(2)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
