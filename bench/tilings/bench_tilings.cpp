// bench_tilings (target bench_tilings): a full game of 4 greedy players on a 50x50 board
// with hand_limit 1000 and MacMahon x 84 = 2,016 tiles (504 each), the cells where each
// head tile fits found from the frontier (empty cells next to placed tiles, kept up to
// date as tiles are placed: 001's own proposed improvement) against testing every cell of
// the board (001's tile_placement), in the same run. Target: the frontier >= 10x faster.
//
// Both sides play the very same game (same seed, same cells found, same greedy choices);
// only the search differs, and the scan's board keeps no frontier at all.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>

#include "default_game.hpp"
#include "tilings/rules/config.hpp"
#include "tilings/search/computer.hpp"

namespace {

using namespace tilings;

// The default game (default_game.hpp) grown: 4 players on 50x50, hand_limit 1000, MacMahon
// x 84 (2,016 tiles).
Config bench_config() {
    Config c = bench::default_config(4);
    c.width = 50;
    c.height = 50;
    c.hand_limit = 1000;
    c.deck_copies = 84;
    return c;
}

// The seeds played. Every game ends when the four players skip in a row, which a small
// early board often makes happen (seeds 1 to 40 play from 5 to 1,155 moves); these four
// are the longest of them (913 to 1,155 moves), where the frontier is largest.
constexpr std::uint64_t kSeeds[] = {7, 8, 12, 15};

struct GameStats {
    int moves = 0;
    int placed = 0;
};

GameStats play_game(const Config& config, std::uint64_t seed, bool frontier) {
    Match m = new_match(config, seed, frontier);
    GameStats stats;
    while (!m.over) {
        const Tile& head = m.head();
        const std::vector<int> cells =
            frontier ? m.board.fitting_cells(head) : m.board.fitting_cells_by_scan(head);
        if (cells.empty()) {
            skip_turn(m);
        } else {
            place_head(m, choose_cell(m, cells, PlayerKind::greedy, config.scoring, 1));
        }
        ++stats.moves;
    }
    stats.placed = m.board.placed_count();
    return stats;
}

void full_games(benchmark::State& state, bool frontier) {
    const Config config = bench_config();
    GameStats total;
    for (auto _ : state) {
        for (const std::uint64_t seed : kSeeds) {
            const GameStats s = play_game(config, seed, frontier);
            total.moves += s.moves;
            total.placed += s.placed;
        }
    }
    const double per_iteration = static_cast<double>(state.iterations());
    state.counters["moves"] = static_cast<double>(total.moves) / per_iteration;
    state.counters["tiles_placed"] = static_cast<double>(total.placed) / per_iteration;
    state.counters["moves_per_s"] =
        benchmark::Counter(static_cast<double>(total.moves), benchmark::Counter::kIsRate);
}

void BM_FullGames_Frontier(benchmark::State& state) { full_games(state, true); }
void BM_FullGames_Scan(benchmark::State& state) { full_games(state, false); }
BENCHMARK(BM_FullGames_Frontier)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_FullGames_Scan)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// The console report, keeping each benchmark's mean time per iteration for the ratio.
class RatioReporter : public benchmark::ConsoleReporter {
  public:
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& run : runs) {
            if (run.run_type == Run::RT_Iteration) {
                // The name without its "/min_time:..." suffix.
                const std::string name = run.benchmark_name();
                real[name.substr(0, name.find('/'))] = run.GetAdjustedRealTime();
                cpu[name.substr(0, name.find('/'))] = run.GetAdjustedCPUTime();
            }
        }
    }
    std::map<std::string, double> real;
    std::map<std::string, double> cpu;
};

}  // namespace

int main(int argc, char** argv) {
    std::printf("bench_tilings (target bench_tilings)\n");
    std::printf(
        "4 greedy players, 50x50, hand_limit 1000, MacMahon x 84 = 2016 tiles, "
        "patterns; seeds");
    const Config config = bench_config();
    for (const std::uint64_t seed : kSeeds)
        std::printf(" %llu", static_cast<unsigned long long>(seed));
    std::printf("\n");
    for (const std::uint64_t seed : kSeeds) {
        const GameStats f = play_game(config, seed, true);
        const GameStats s = play_game(config, seed, false);
        std::printf("  seed %llu: %d moves, %d tiles placed (scan: %d moves, %d placed: %s)\n",
                    static_cast<unsigned long long>(seed), f.moves, f.placed, s.moves, s.placed,
                    f.moves == s.moves && f.placed == s.placed ? "the same game" : "DIFFERENT");
    }
    std::fflush(stdout);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    const auto ratio = [&](const std::map<std::string, double>& times, const char* what) {
        const auto frontier = times.find("BM_FullGames_Frontier");
        const auto scan = times.find("BM_FullGames_Scan");
        if (frontier == times.end() || scan == times.end() || frontier->second <= 0) return;
        std::printf(
            "%s: frontier %.2f ms, whole-board scan %.2f ms for the same games: %.1fx "
            "faster (target >= 10x)\n",
            what, frontier->second, scan->second, scan->second / frontier->second);
    };
    ratio(reporter.real, "real time");
    ratio(reporter.cpu, "CPU time");
    benchmark::Shutdown();
    return 0;
}
