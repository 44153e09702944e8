// The bound on what any player can win (search/win_bound), on small positions worked out by
// hand. Cells are numbered row by row from 0; nothing is open unless said.
#include "minesweeper/search/win_bound.hpp"

#include <gtest/gtest.h>

#include "minesweeper/search/solver.hpp"

namespace {

using namespace minesweeper;

// Neither the position nor any position a move on is searched whole: the bound a move ahead.
constexpr WinBoundLimits kMoveAhead{EndgameLimits{0, 3000, 3000000},
                                    EndgameLimits{0, 3000, 3000000}};

// A row of 3 cells, 1 mine. Opening an end (safe 2/3) wins: its number tells whether the
// middle holds the mine. Opening the middle (safe 2/3) always shows 1 and leaves a 50/50:
// 1/3. The best is 2/3, searched whole; a move ahead, the end's two numbers each prove a
// cell safe (2/3 x 1) and the middle's leaves the safest cell at 1/2 (2/3 x 1/2): 2/3 too.
TEST(WinBoundTest, ARowOfThreeWithOneMine) {
    const Solver s(3, 1, 1);
    const WinBound whole = win_bound(s);
    EXPECT_TRUE(whole.exact);
    EXPECT_NEAR(whole.win, 2.0 / 3.0, 1e-12);
    const WinBound ahead = win_bound(s, kMoveAhead);
    EXPECT_FALSE(ahead.exact);
    EXPECT_NEAR(ahead.win, 2.0 / 3.0, 1e-12);
}

// A row of 5 cells, 2 mines: 10 arrangements. Searched whole, the best is 2/5 (from an end:
// shows 0 with chance 3/10, then the next cell's number leaves a 50/50 two times in three,
// 3/10 x 2/3; shows 1 with chance 3/10, then one mine among the last three, opened at 2/3:
// 3/10 x 2/3; from the second or middle cell, 1/10 + 1/10 + 4/10 x 1/2). A move ahead, the
// end is worth 3/10 x 1 (the next cell proved safe) + 3/10 x 2/3 (the safest cell then) = 1/2:
// a bound above the best play, as it must be, since it counts a proved cell as a sure win.
TEST(WinBoundTest, ARowOfFiveWithTwoMines) {
    const Solver s(5, 1, 2);
    const WinBound whole = win_bound(s);
    EXPECT_TRUE(whole.exact);
    EXPECT_NEAR(whole.win, 2.0 / 5.0, 1e-12);
    const WinBound ahead = win_bound(s, kMoveAhead);
    EXPECT_FALSE(ahead.exact);
    EXPECT_NEAR(ahead.win, 1.0 / 2.0, 1e-12);
}

// GuessTest.AFiftyFifty's position: the mine on cell 0 or cell 1, nothing can tell them
// apart. No player wins more than half of these games, searched whole or a move ahead (the
// cell opened is safe with chance 1/2, shows 1, and logic then proves the other a mine: no
// unknown cell is left, 1/2 x 1).
TEST(WinBoundTest, AFiftyFiftyIsHalf) {
    Solver s(2, 3, 1);
    s.open(2, 1);
    s.open(3, 1);
    s.open(4, 0);
    s.open(5, 0);
    ASSERT_FALSE(s.deduce());
    EXPECT_NEAR(win_bound(s).win, 0.5, 1e-12);
    EXPECT_NEAR(win_bound(s, kMoveAhead).win, 0.5, 1e-12);
}

// 10x10, 1 mine: 100 unknown cells, more than the search takes whole. Any cell is safe with
// chance 99/100, and then its number proves cells safe whatever it shows (a 0 its
// neighbours, a 1 every cell but its neighbours, by the count): 0.99.
TEST(WinBoundTest, TooLargeToSearchWhole) {
    const Solver s(10, 10, 1);
    const WinBound b = win_bound(s);
    EXPECT_FALSE(b.exact);
    EXPECT_NEAR(b.win, 0.99, 1e-12);
}

// A cell proved safe and not yet open: the position is not a guess, and nothing is bounded
// (1). A row of 3 cells, 1 mine, the left one open showing 0: the middle is safe.
TEST(WinBoundTest, NotAGuessPosition) {
    Solver s(3, 1, 1);
    s.open(0, 0);
    ASSERT_TRUE(s.deduce());
    const WinBound b = win_bound(s);
    EXPECT_FALSE(b.exact);
    EXPECT_DOUBLE_EQ(b.win, 1.0);
}

}  // namespace
