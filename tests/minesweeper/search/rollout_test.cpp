// The rollout guess (search/sample, search/rollout) on small positions worked out by hand,
// through the search library directly. Cells are numbered row by row from 0.
#include "minesweeper/search/rollout.hpp"

#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "minesweeper/search/sample.hpp"
#include "minesweeper/search/solver.hpp"

namespace {

using namespace minesweeper;

// An 8x1 row, cells 1 and 3 open showing 1 (see guess_test.cpp): one mine in {0, 2} and
// one in {2, 4}. With 2 mines the maps that agree are {2, 5}, {2, 6}, {2, 7} and {0, 4},
// each equally likely; with 3 mines {2, 5, 6}, {2, 5, 7}, {2, 6, 7}, {0, 4, 5}, {0, 4, 6}
// and {0, 4, 7}. 20,000 draws give each map its share within 4 standard deviations.
std::map<std::vector<std::uint8_t>, int> draws(int mines, int n) {
    Solver s(8, 1, mines);
    s.open(1, 1);
    s.open(3, 1);
    EXPECT_FALSE(s.deduce());
    plateau::Random rng(7);
    std::map<std::vector<std::uint8_t>, int> seen;
    for (int i = 0; i < n; ++i) {
        const auto m = sample_mines(s, rng);
        EXPECT_TRUE(m.has_value());  // every part is enumerated: every draw agrees
        if (m) ++seen[*m];
    }
    return seen;
}

std::vector<std::uint8_t> map_of(std::initializer_list<int> mines) {
    std::vector<std::uint8_t> m(8, 0);
    for (int cell : mines) m[cell] = 1;
    return m;
}

TEST(SampleTest, EveryAgreeingMapIsEquallyLikely) {
    constexpr int kDraws = 20000;
    const auto two = draws(2, kDraws);
    ASSERT_EQ(two.size(), 4u);
    for (const auto& m : {map_of({2, 5}), map_of({2, 6}), map_of({2, 7}), map_of({0, 4})}) {
        ASSERT_TRUE(two.count(m));
        // 5,000 expected; sd = sqrt(20000 * 1/4 * 3/4) = 61.
        EXPECT_NEAR(two.at(m), 5000, 245);
    }
    const auto three = draws(3, kDraws);
    ASSERT_EQ(three.size(), 6u);
    for (const auto& m : {map_of({2, 5, 6}), map_of({2, 5, 7}), map_of({2, 6, 7}),
                          map_of({0, 4, 5}), map_of({0, 4, 6}), map_of({0, 4, 7})}) {
        ASSERT_TRUE(three.count(m));
        // 3,333 expected; sd = sqrt(20000 * 1/6 * 5/6) = 53.
        EXPECT_NEAR(three.at(m), 3333, 211);
    }
}

// The proved mines stay mines and the open cells stay clear in every draw.
TEST(SampleTest, WhatIsKnownStays) {
    Solver s(8, 1, 2);
    s.open(1, 1);
    s.open(3, 1);
    s.assume_mine(2);  // as if proved
    plateau::Random rng(3);
    for (int i = 0; i < 1000; ++i) {
        const auto drawn = sample_mines(s, rng);
        ASSERT_TRUE(drawn.has_value());
        const std::vector<std::uint8_t>& m = *drawn;
        EXPECT_EQ(m[2], 1);
        EXPECT_EQ(m[1] + m[3] + m[0] + m[4], 0);  // {2} settles both numbers
        EXPECT_EQ(m[5] + m[6] + m[7], 1);
    }
}

// On that row with 2 mines, opening cell 0 wins 3 times in 4: it is safe on the three maps
// holding 2, and then the numbers settle the rest (0 shows nothing new, but 2 is then the
// mine of cell 1's, 4 is safe, and 4's and 5's numbers place the last mine). Opening cell
// 2 wins once in 4: it is safe only on {0, 4}, where it is the last safe cell but 5, 6, 7.
// On each drawn map exactly one of the two wins, so cell 0 wins on about 3/4 of them.
TEST(RolloutTest, PicksTheCellThatWinsMoreOften) {
    Solver s(8, 1, 2);
    s.open(1, 1);
    s.open(3, 1);
    EXPECT_FALSE(s.deduce());
    // The candidate listed first is kept unless another wins more often: here it loses.
    EXPECT_EQ(best_by_rollouts(s, {2, 0}, GuessOptions{}, 200, 11), 0);
    EXPECT_EQ(best_by_rollouts(s, {0, 2}, GuessOptions{}, 200, 11), 0);
    EXPECT_EQ(best_by_rollouts(s, {2}, GuessOptions{}, 200, 11), 2);
}

// Not the safest cell: a 6x1 row with 2 mines, cell 1 open showing 1 (guess_test.cpp's
// TheEndgameSearchLooksPastTheSafestCell, worked out there): cell 4 is among the safest
// (2/3) but shows 1 whatever happens and wins 1/3; cell 2 is safe only 1/2 but then settles
// the rest, a win 1/2. Listed second, cell 2 is chosen: on 400 boards 200 wins against
// 133 expected, some 5 standard deviations of their difference apart.
TEST(RolloutTest, PrefersTheCellThatWinsToTheSafestOne) {
    Solver s(6, 1, 2);
    s.open(1, 1);
    EXPECT_FALSE(s.deduce());
    const std::vector<double> p = s.mine_probabilities();
    ASSERT_NEAR(p[4], 1.0 / 3, 1e-12);
    ASSERT_NEAR(p[2], 1.0 / 2, 1e-12);
    EXPECT_EQ(best_by_rollouts(s, {4, 2}, GuessOptions{}, 400, 5), 2);
    EXPECT_EQ(best_by_rollouts(s, {4, 2}, GuessOptions{}, 400, 6), 2);
    // Nor the lowest cell: cell 0 (safe 1/2) wins 1/3, cell 3 (safe 2/3) 1/2.
    EXPECT_EQ(best_by_rollouts(s, {0, 3}, GuessOptions{}, 400, 5), 3);
}

// The seed is a function of the position: the same knowledge, the same seed; a different
// number, another.
TEST(RolloutTest, TheSeedIsThePositions) {
    Solver a(8, 1, 2), b(8, 1, 2), c(8, 1, 2);
    for (Solver* s : {&a, &b}) {
        s->open(1, 1);
        s->open(3, 1);
    }
    c.open(1, 1);
    c.open(3, 0);
    EXPECT_EQ(position_seed(a), position_seed(b));
    EXPECT_NE(position_seed(a), position_seed(c));
}

}  // namespace
