// The bit board's NRPA (samegame/search/bit_nrpa.hpp): the move list kept up to date
// between moves against a whole listing, the tabu colour in its playouts, the adaptation
// worked out by hand, and whole searches whose every sequence replays through the rules
// (rules/position.cpp's play, which refuses an illegal move) to the score claimed.
#include "samegame/search/bit_nrpa.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <tuple>
#include <vector>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/search/group_list.hpp"
#include "samegame/search/playout.hpp"
#include "samegame/search/zobrist.hpp"
#include "search_test_support.hpp"

namespace samegame {
namespace {

using search_test::B;
using search_test::G;
using search_test::R;
using search_test::replay;

void expect_whole_game(const Board& board, const std::vector<Cell>& moves, std::int64_t score,
                       const Rules& rules) {
    ASSERT_GE(score, 0);
    Position end;
    ASSERT_NO_THROW(end = replay(board, moves, rules));
    EXPECT_TRUE(end.over);
    EXPECT_EQ(end.score, score);
}

// (cells, size, slot) of each group, sorted: comparable listings.
using Listed = std::vector<
    std::tuple<std::uint64_t, std::uint64_t, std::uint64_t, std::uint64_t, int, std::uint32_t>>;

Listed kept(const GroupList<kPolicyBits>& list) {
    Listed r;
    for (const CodedGroup& g : list.groups()) {
        r.emplace_back(g.group.word(0), g.group.word(1), g.group.word(2), g.group.word(3), g.size,
                       g.slot);
    }
    std::sort(r.begin(), r.end());
    return r;
}

Listed listed_whole(const BitBoard& board, int min_group) {
    Listed r;
    std::vector<Bits256> groups;
    legal_groups(board, min_group, groups);
    for (const Bits256& g : groups) {
        const int colour = board.colour_at(g.lowest());
        r.emplace_back(g.word(0), g.word(1), g.word(2), g.word(3), g.count(),
                       static_cast<std::uint32_t>(group_code(g, colour) >> (64 - kPolicyBits)));
    }
    std::sort(r.begin(), r.end());
    return r;
}

TEST(BitNrpaTest, TheMoveListKeptBetweenMovesIsTheWholeListingEveryStep) {
    // Random games on random boards, each removal's list checked against a fresh listing:
    // boards with columns that empty and close up, groups of 1 allowed or not.
    for (const int min_group : {1, 2, 3}) {
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            plateau::Random rng(seed);
            const int colours = 3 + static_cast<int>(seed % 3);
            BitBoard board(random_board(15, 15, colours, rng), colours);
            GroupList<kPolicyBits> list;
            list.reset<0>(board, min_group);
            for (int step = 0; !list.groups().empty(); ++step) {
                ASSERT_EQ(kept(list), listed_whole(board, min_group))
                    << "min_group " << min_group << " seed " << seed << " step " << step;
                const CodedGroup g = list.groups()[rng.below(list.groups().size())];
                const BitBoard before = board;
                board.remove(g.group);
                list.after_removal<0>(before, board, min_group);
            }
            EXPECT_TRUE(listed_whole(board, min_group).empty());
        }
    }
}

TEST(BitNrpaTest, APolicyPlayoutLeavesTheTabuColourUntilItIsOneGroup) {
    // As the NMCS playouts' test (solver_test.cpp): columns bottom up 0: R R; 1: G G;
    // 2: R R. R, 4 pieces in two groups, is the tabu colour, so the G pair (1 point) comes
    // first, then the four R as one group (9), then the clear bonus (5): 15, every time.
    // The trace records no step: neither had a choice.
    const Board board = Board::from_columns(3, 2, {R, R, G, G, R, R});
    const Rules rules{2, Scoring::n_minus_1, 5};
    plateau::Random rng(3);
    const SlotPolicy policy;
    Trace t;
    for (int i = 0; i < 20; ++i) {
        bit_policy_playout(BitBoard(board, 3), rules, policy, true, rng, t);
        EXPECT_EQ(t.score, 15);
        EXPECT_EQ(t.moves, (std::vector<Cell>{{1, 0}, {0, 0}}));
        EXPECT_TRUE(t.ends.empty());
    }
    // Without the tabu colour an R pair comes first two times in three: 3 choices recorded.
    int red_first = 0;
    for (int i = 0; i < 60; ++i) {
        bit_policy_playout(BitBoard(board, 3), rules, policy, false, rng, t);
        expect_whole_game(board, t.moves, t.score, rules);
        ASSERT_FALSE(t.ends.empty());
        EXPECT_EQ(t.ends.front(), 3u);
        red_first += t.moves.front() != Cell{1, 0} ? 1 : 0;
    }
    EXPECT_GT(red_first, 20);  // 40 expected
}

TEST(BitNrpaTest, AdaptingMovesTheWeightsByHand) {
    // One step of two moves, slots 5 and 9, both weight 1, slot 5 played, alpha 1: the
    // probabilities were 1/2 each, so slot 5's logit goes up by 1 - 1/2 and slot 9's down
    // by 1/2: weights e^0.5 and e^-0.5. Then a second step with only slot 9 recorded
    // alongside slot 7 (weights e^-0.5 and 1), slot 9 played: p9 = e^-0.5 / (e^-0.5 + 1).
    SlotPolicy policy;
    Trace t;
    t.slots = {5, 9};
    t.ends = {2};
    t.chosen = {0};
    std::vector<float> scratch;
    adapt(policy, t, 1.0f, scratch);
    EXPECT_NEAR(policy.data()[5], std::exp(0.5), 1e-4);
    EXPECT_NEAR(policy.data()[9], std::exp(-0.5), 1e-4);
    EXPECT_FLOAT_EQ(policy.data()[7], 1.0f);
    t.slots = {7, 9};
    t.chosen = {1};
    adapt(policy, t, 1.0f, scratch);
    const double p9 = std::exp(-0.5) / (std::exp(-0.5) + 1);
    EXPECT_NEAR(policy.data()[9], std::exp(-0.5 + 1 - p9), 1e-4);
    EXPECT_NEAR(policy.data()[7], std::exp(-(1 - p9)), 1e-4);
}

TEST(BitNrpaTest, SearchesAtEachLevelReturnWholeGamesScoringWhatTheyClaim) {
    const std::atomic<bool> never{false};
    for (const int min_group : {1, 2, 3}) {
        const Rules rules{min_group, Scoring::n_minus_2, 1000};
        plateau::Random fill(static_cast<std::uint64_t>(min_group));
        const Board board = random_board(10, 9, 4, fill);
        for (int level = 1; level <= 3; ++level) {
            // Ended by its iterations (10^level playouts), not by the clock: a loaded machine
            // may give the search no time at all within a short budget.
            const StopCheck stop(60, never);
            SharedBest best;
            std::int64_t playouts = 0;
            BitNrpaSettings settings;
            settings.level = level;
            settings.iterations = 10;
            const Trace t = bit_nrpa(BitBoard(board, 4), rules, settings,
                                     static_cast<std::uint64_t>(level), stop, best, playouts);
            expect_whole_game(board, t.moves, t.score, rules);
            const Sequence s = best.get();
            expect_whole_game(board, s.moves, s.score, rules);
            EXPECT_GE(s.score, t.score);  // every playout was offered
            EXPECT_EQ(playouts, level == 1 ? 10 : level == 2 ? 100 : 1000);
        }
    }
}

TEST(BitNrpaTest, ABoardWithOnlyOneWayToClearIsCleared) {
    // Columns bottom up 0: R B; 1: G G; 2: R B. Only removing G G first lets R and B join
    // into pairs: 0 + 0 + 0 with (n-2)^2, and 1000 for the cleared board. Any other
    // first move is impossible (R and B are single pieces), so it is the policy's only
    // path; the search must find the bonus.
    const Board board = Board::from_columns(3, 2, {R, B, G, G, R, B});
    const Rules rules{2, Scoring::n_minus_2, 1000};
    const std::atomic<bool> never{false};
    const StopCheck stop(60, never);  // ended by its iterations
    SharedBest best;
    std::int64_t playouts = 0;
    BitNrpaSettings settings;
    settings.level = 1;
    settings.iterations = 5;
    const Trace t = bit_nrpa(BitBoard(board, 3), rules, settings, 1, stop, best, playouts);
    EXPECT_EQ(t.score, 1000);
    expect_whole_game(board, t.moves, t.score, rules);
    EXPECT_EQ(playouts, 5);
    // Stabilized: 3 playouts of each policy before it adapts, 5 adaptations.
    settings.stabilization = 3;
    playouts = 0;
    const Trace s = bit_nrpa(BitBoard(board, 3), rules, settings, 2, stop, best, playouts);
    EXPECT_EQ(s.score, 1000);
    EXPECT_EQ(playouts, 15);
}

}  // namespace
}  // namespace samegame
