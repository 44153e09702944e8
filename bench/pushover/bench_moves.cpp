// Legal-move generation and application on 5x5, in nodes (insertions applied) per second.
// Target: at least 20 million per second on one core.
#include <benchmark/benchmark.h>

#include <vector>

#include "pushover/rules/match.hpp"

namespace pushover::bench {
namespace {

// 256 positions of rounds still going on, reached by random moves from the empty board.
std::vector<std::pair<Board, int>> sample_positions(int size) {
    std::vector<std::pair<Board, int>> positions;
    plateau::Random rng(20240601);
    while (positions.size() < 256) {
        Board b{size, {}};
        int player = 0;
        const int plies = static_cast<int>(rng.between(4, 40));
        for (int ply = 0; ply < plies; ++ply) {
            std::uint32_t legal = legal_insertions(b, player);
            const auto pick = rng.below(static_cast<std::uint64_t>(std::popcount(legal)));
            for (std::uint64_t k = 0; k < pick; ++k) legal &= legal - 1;
            Board c = b;
            insert(c, insertion_at(std::countr_zero(legal), size), player);
            if (complete_lines(c, 0) + complete_lines(c, 1) > 0) break;
            b = c;
            player = other(player);
        }
        positions.emplace_back(b, player);
    }
    return positions;
}

void BM_GenerateAndApply(benchmark::State& state) {
    const auto positions = sample_positions(static_cast<int>(state.range(0)));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        for (const auto& [board, player] : positions) {
            for (std::uint32_t m = legal_insertions(board, player); m != 0; m &= m - 1) {
                Board c = board;
                insert(c, insertion_at(std::countr_zero(m), board.n), player);
                benchmark::DoNotOptimize(c);
                ++nodes;
            }
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
    state.SetLabel("items_per_second = nodes/s; target >= 20M/s on 5x5");
}
BENCHMARK(BM_GenerateAndApply)->Arg(5)->Arg(8);

// The same, and the end-of-round test after each insertion (what a search does).
void BM_GenerateApplyAndCount(benchmark::State& state) {
    const auto positions = sample_positions(static_cast<int>(state.range(0)));
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        for (const auto& [board, player] : positions) {
            for (std::uint32_t m = legal_insertions(board, player); m != 0; m &= m - 1) {
                Board c = board;
                insert(c, insertion_at(std::countr_zero(m), board.n), player);
                benchmark::DoNotOptimize(complete_lines(c, 0) + complete_lines(c, 1));
                ++nodes;
            }
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_GenerateApplyAndCount)->Arg(5);

}  // namespace
}  // namespace pushover::bench
