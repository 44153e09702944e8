// Monte-Carlo beam search (samegame/search/beam.hpp): a small board worked out by hand, and
// on small random boards a beam wide enough to keep every position against a whole
// search of the game tree written here; every sequence replayed through the rules.
#include "samegame/search/beam.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <vector>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "search_test_support.hpp"

namespace samegame {
namespace {

using search_test::best_by_hand;
using search_test::G;
using search_test::R;
using search_test::replay;

TEST(BeamTest, ARowWhoseClearingNeedsTheSmallerGroupFirst) {
    // One row, G R R G G. Taking R R first (1 point under (n-1)^2) joins the three G (4
    // points) and clears the board (1000): 1005. Taking G G first (1) leaves G R R; R R
    // (1) leaves one G: 2. Every beam, however narrow, sees both and keeps the first.
    const Board board = Board::from_columns(5, 1, {G, R, R, G, G});
    Rules rules;
    rules.clear_bonus = 1000;
    for (const int width : {1, 2, 10}) {
        std::atomic<bool> never{false};
        const StopCheck stop(60, never);
        SharedBest best;
        std::int64_t playouts = 0;
        const Sequence s =
            beam_search(BitBoard(board, 2), rules, BeamSettings{width, 1, 7}, stop, best, playouts);
        EXPECT_EQ(s.score, 1005) << "width " << width;
        EXPECT_EQ(s.moves, (std::vector<Cell>{{1, 0}, {0, 0}})) << "width " << width;
        EXPECT_EQ(best.score(), 1005);
        EXPECT_GT(playouts, 0);
    }
}

TEST(BeamTest, ABoardWithoutAMoveGivesTheEmptyGameScoringNothing) {
    const Board board = Board::from_columns(2, 1, {G, R});
    const Rules rules;
    std::atomic<bool> never{false};
    const StopCheck stop(60, never);
    SharedBest best;
    std::int64_t playouts = 0;
    const Sequence s =
        beam_search(BitBoard(board, 2), rules, BeamSettings{10, 1, 1}, stop, best, playouts);
    EXPECT_EQ(s.score, 0);
    EXPECT_TRUE(s.moves.empty());
    EXPECT_EQ(best.score(), 0);
}

TEST(BeamTest, ABeamKeepingEveryPositionFindsTheBestGame) {
    // These 5x5 boards of 3 colours have some 200 different positions a step at most: a
    // beam of 100,000 keeps them all, so its best is the game tree's, under both scorings.
    // (A beam of 1 misses the best on 8 of the 12.)
    GroupFinder finder;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        plateau::Random rng(seed);
        const Board board = random_board(5, 5, 3, rng);
        Rules rules;
        rules.clear_bonus = 1000;
        rules.scoring = seed % 2 == 0 ? Scoring::n_minus_1 : Scoring::n_minus_2;
        const std::int64_t expected = best_by_hand(start_position(board, rules), rules, finder);
        std::atomic<bool> never{false};
        const StopCheck stop(60, never);
        SharedBest best;
        std::int64_t playouts = 0;
        const Sequence s = beam_search(BitBoard(board, 3), rules, BeamSettings{100000, 1, seed},
                                       stop, best, playouts);
        EXPECT_EQ(s.score, expected) << "seed " << seed;
        const Position end = replay(board, s.moves, rules);
        EXPECT_TRUE(end.over) << "seed " << seed;
        EXPECT_EQ(end.score, s.score) << "seed " << seed;
        EXPECT_EQ(best.get().score, s.score);
    }
}

TEST(BeamTest, WideningSearchesStoppedLeaveAWholeGameBehind) {
    plateau::Random rng(3);
    const Board board = random_board(15, 15, 5, rng);
    Rules rules;
    rules.scoring = Scoring::n_minus_2;
    rules.clear_bonus = 1000;
    std::atomic<bool> never{false};
    const StopCheck stop(0.3, never);
    SharedBest best;
    std::int64_t playouts = 0;
    widening_beam_searches(BitBoard(board, 5), rules, BeamSettings{4, 1, 1}, stop, best, playouts);
    const Sequence s = best.get();
    ASSERT_GE(s.score, 0);
    const Position end = replay(board, s.moves, rules);
    EXPECT_TRUE(end.over);
    EXPECT_EQ(end.score, s.score);
    EXPECT_GT(playouts, 0);
}

}  // namespace
}  // namespace samegame
