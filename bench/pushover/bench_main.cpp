// bench_pushover: prints the perft-like counts from the empty 5x5 board, then runs the
// benchmarks (bench_moves.cpp, bench_matches.cpp).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>

#include "pushover/rules/perft.hpp"

int main(int argc, char** argv) {
    using pushover::Board;
    std::printf("bench_pushover (target bench_pushover)\n");
    std::printf("perft from the empty 5x5 board, the first player to move:\n");
    std::printf("  depth  move sequences  distinct positions\n");
    for (int depth = 1; depth <= 4; ++depth) {
        const auto start = std::chrono::steady_clock::now();
        const auto count = pushover::perft(Board{5, {}}, 0, depth);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        std::printf("  %5d  %14llu  %18llu  (%.3f s)\n", depth,
                    static_cast<unsigned long long>(count.sequences),
                    static_cast<unsigned long long>(count.positions), took.count());
    }
    std::fflush(stdout);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
