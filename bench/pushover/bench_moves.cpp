// Legal-move generation and application on 5x5, in nodes (insertions applied) per second.
// Target: at least 20 million per second on one core. Also the learned evaluation's
// speed (the perfect level's leaves on 5x5), in positions valued per second.
#include <benchmark/benchmark.h>

#include <vector>

#include "pushover/rules/match.hpp"
#include "pushover/search/ntuple.hpp"
#include "pushover/search/search.hpp"

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

// The built-in 5x5 network valuing each sample position for the player to move.
void BM_LearnedEvaluation(benchmark::State& state) {
    const auto positions = sample_positions(5);
    const Network& network = *builtin_network(5);
    std::uint64_t valued = 0;
    for (auto _ : state) {
        for (const auto& [board, player] : positions) {
            benchmark::DoNotOptimize(network.value(board, player));
            ++valued;
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(valued));
}
BENCHMARK(BM_LearnedEvaluation);

// Searches of 32 sample positions, 100,000 nodes each, in nodes per second: argument 0 the
// hard level's search, 1 the perfect level's (the learned evaluation on 5x5).
void BM_SearchNodes(benchmark::State& state) {
    auto positions = sample_positions(5);
    positions.resize(32);
    const SearchStyle style = state.range(0) == 0 ? SearchStyle::hard : SearchStyle::strongest;
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        for (const auto& [board, player] : positions) {
            if (legal_insertions(board, player) == 0) continue;
            nodes += search_best(board, player, 60, nullptr, 100000, style).nodes;
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
}
BENCHMARK(BM_SearchNodes)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace pushover::bench
