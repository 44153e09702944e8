// bench_samegame: SameGame's speed targets, each written beside its benchmark (label).
//
//   Removal/touched-columns, Removal/whole-board    a group of a random 1000x1000 board
//                                                  with 5 colours; target: touched faster
//   SingleColour/touched-columns, .../whole-board  the one group of 10^6 pieces of a
//                                                  single-colour 1000x1000 board; <= 30 ms
//   Playouts/bit-board                             random playouts, 15x15, 5 colours;
//                                                  >= 100,000 per second on one core
//   Playouts/array-board                           the same on the plain array board
//   Playouts/bit-board-tabu                        the solver's playouts (the tabu colour
//                                                  kept for last), 15x15, 5 colours
//   Nrpa/level-2                                   one level-2 NRPA search (bit_nrpa.hpp:
//                                                  10,000 playouts and their adaptations)
//                                                  from each of 32 boards in turn
#include <benchmark/benchmark.h>
#include <time.h>

#include <atomic>
#include <cstdio>
#include <vector>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/removal.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/bit_nrpa.hpp"
#include "samegame/search/playout.hpp"
#include "samegame/search/search_engines.hpp"

namespace {

using samegame::Board;
using samegame::Cell;

using RemoveFn = samegame::Removal (*)(Board&, Cell, std::vector<Cell>&);

// A random 1000x1000 board and the groups to remove from it, spread over the board.
struct BigBoard {
    Board board;
    std::vector<Cell> groups;
    BigBoard() {
        plateau::Random rng(1000);
        board = samegame::random_board(1000, 1000, 5, rng);
        for (int i = 0; i < 256; ++i) {
            groups.push_back(
                {static_cast<int>(rng.below(1000)), static_cast<int>(rng.below(1000))});
        }
    }
};
const BigBoard& big_board() {
    static const BigBoard b;
    return b;
}

// The CPU time of this thread: the machine is shared, and wall time counts the waits.
double thread_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Times only the removal (in CPU time): each iteration starts from a fresh copy of the
// board.
void remove_on(benchmark::State& state, const Board& start, const std::vector<Cell>& groups,
               RemoveFn remove, const char* target) {
    std::vector<Cell> stack;
    std::size_t k = 0;
    std::int64_t removed = 0;
    for (auto _ : state) {
        Board board = start;
        const Cell group = groups[k++ % groups.size()];
        const double begin = thread_seconds();
        const samegame::Removal r = remove(board, group, stack);
        const double end = thread_seconds();
        benchmark::DoNotOptimize(board.cells().data());
        removed += r.size;
        state.SetIterationTime(end - begin);
    }
    state.counters["pieces/removal"] =
        benchmark::Counter(static_cast<double>(removed) / static_cast<double>(state.iterations()));
    state.SetLabel(target);
}

void BM_RemovalTouchedColumns(benchmark::State& state) {
    remove_on(state, big_board().board, big_board().groups, samegame::remove_group,
              "target: faster than whole-board");
}
void BM_RemovalWholeBoard(benchmark::State& state) {
    remove_on(state, big_board().board, big_board().groups, samegame::remove_group_whole_board,
              "baseline: the plain whole-board pass");
}

const Board& single_colour() {
    static const Board b =
        Board::from_columns(1000, 1000, std::vector<samegame::Colour>(1000000, 0));
    return b;
}
void BM_SingleColourTouchedColumns(benchmark::State& state) {
    remove_on(state, single_colour(), {{0, 0}, {500, 500}, {999, 999}}, samegame::remove_group,
              "target: <= 30 ms, no recursion");
}
void BM_SingleColourWholeBoard(benchmark::State& state) {
    remove_on(state, single_colour(), {{0, 0}, {500, 500}, {999, 999}},
              samegame::remove_group_whole_board, "target: <= 30 ms, no recursion");
}

// The published benchmark's rules: (n-2)^2, 1000 for clearing the board.
constexpr samegame::Rules kRules{2, samegame::Scoring::n_minus_2, 1000};

std::vector<Board> playout_boards() {
    std::vector<Board> boards;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        plateau::Random rng(seed);
        boards.push_back(samegame::random_board(15, 15, 5, rng));
    }
    return boards;
}

// Playouts from the 64 boards in turn on the bit board, each by `play` (board, rng: its
// points), the points per playout counted beside the rate.
template <class Play>
void bit_board_playouts(benchmark::State& state, Play play, const char* label) {
    std::vector<samegame::BitBoard> starts;
    for (const Board& b : playout_boards()) starts.emplace_back(b, 5);
    plateau::Random rng(7);
    std::size_t k = 0;
    std::int64_t points = 0;
    for (auto _ : state) {
        samegame::BitBoard board = starts[k++ % starts.size()];
        points += play(board, rng);
    }
    benchmark::DoNotOptimize(points);
    state.SetItemsProcessed(state.iterations());
    state.counters["points/playout"] =
        benchmark::Counter(static_cast<double>(points) / static_cast<double>(state.iterations()));
    state.SetLabel(label);
}

void BM_PlayoutsBitBoard(benchmark::State& state) {
    bit_board_playouts(
        state,
        [](samegame::BitBoard& board, plateau::Random& rng) {
            return samegame::random_playout(board, kRules, rng);
        },
        "target: >= 100,000 playouts/s (items_per_second), one core");
}

// The playouts every search of the solver runs (search_engines.hpp: the tabu policy).
void BM_PlayoutsBitBoardTabu(benchmark::State& state) {
    const samegame::BitEngine engine(kRules);
    std::vector<Cell> names;
    bit_board_playouts(
        state,
        [&](samegame::BitBoard& board, plateau::Random& rng) {
            names.clear();
            return engine.playout(board, samegame::PlayoutPolicy::tabu, rng, names);
        },
        "the solver's playouts, one core");
}

// NRPA's playouts (every legal group listed at every step, the policy read and the choice
// recorded for the adaptation) and its adaptations, as the solver's NRPA thread runs them.
void BM_NrpaLevel2(benchmark::State& state) {
    std::vector<samegame::BitBoard> starts;
    for (const Board& b : playout_boards()) starts.emplace_back(b, 5);
    const std::atomic<bool> never{false};
    const samegame::StopCheck stop(1e9, never);
    samegame::BitNrpaSettings settings;
    settings.level = 2;
    std::size_t k = 0;
    std::int64_t playouts = 0;
    std::int64_t points = 0;
    for (auto _ : state) {
        samegame::SharedBest best;
        points +=
            samegame::bit_nrpa(starts[k % starts.size()], kRules, settings, k, stop, best, playouts)
                .score;
        ++k;
    }
    benchmark::DoNotOptimize(points);
    state.SetItemsProcessed(playouts);
    state.counters["points/search"] =
        benchmark::Counter(static_cast<double>(points) / static_cast<double>(state.iterations()));
    state.SetLabel("NRPA's playouts and adaptations (items: playouts), one core");
}

void BM_PlayoutsArrayBoard(benchmark::State& state) {
    const std::vector<Board> starts = playout_boards();
    plateau::Random rng(7);
    samegame::PlayoutScratch scratch;
    std::size_t k = 0;
    std::int64_t points = 0;
    for (auto _ : state) {
        Board board = starts[k++ % starts.size()];
        points += samegame::random_playout(board, kRules, rng, scratch);
    }
    benchmark::DoNotOptimize(points);
    state.SetItemsProcessed(state.iterations());
    state.counters["points/playout"] =
        benchmark::Counter(static_cast<double>(points) / static_cast<double>(state.iterations()));
    state.SetLabel("comparison: the array board (the issue quotes ~12,000/s for one)");
}

}  // namespace

BENCHMARK(BM_RemovalTouchedColumns)
    ->Name("Removal/touched-columns/1000x1000")
    ->UseManualTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RemovalWholeBoard)
    ->Name("Removal/whole-board/1000x1000")
    ->UseManualTime()
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SingleColourTouchedColumns)
    ->Name("SingleColour/touched-columns/1000x1000")
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SingleColourWholeBoard)
    ->Name("SingleColour/whole-board/1000x1000")
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlayoutsBitBoard)->Name("Playouts/bit-board/15x15x5")->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PlayoutsBitBoardTabu)
    ->Name("Playouts/bit-board-tabu/15x15x5")
    ->Unit(benchmark::kMicrosecond);
// A fixed count, so that the points per search compare run with run (the same 32 searches).
BENCHMARK(BM_NrpaLevel2)
    ->Name("Nrpa/level-2/15x15x5")
    ->Iterations(32)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlayoutsArrayBoard)
    ->Name("Playouts/array-board/15x15x5")
    ->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
    std::printf(
        "bench_samegame targets (issue 3):\n"
        "  Removal on 1000x1000: touched-columns faster than whole-board\n"
        "  SingleColour 1000x1000 (one group of 10^6): <= 30 ms\n"
        "  Playouts/bit-board 15x15, 5 colours: >= 100,000 playouts/s on one core\n");
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
