// The guess policy's numbers (search/frontier, search/endgame, search/guess) on small
// positions worked out by hand, through the search library directly. Cells are numbered
// row by row from 0.
#include "minesweeper/search/guess.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "minesweeper/search/endgame.hpp"
#include "minesweeper/search/solver.hpp"

namespace {

using namespace minesweeper;

// A 50/50: 2 columns, 3 rows, one mine in the top row. Rows 2 and 3 are open: (0,1) and
// (1,1) show 1, (0,2) and (1,2) show 0. The mine is on cell 0 or cell 1, each equally.
TEST(GuessTest, AFiftyFifty) {
    Solver s(2, 3, 1);
    s.open(2, 1);
    s.open(3, 1);
    s.open(4, 0);
    s.open(5, 0);
    EXPECT_FALSE(s.deduce());
    const std::vector<double> p = s.mine_probabilities();
    EXPECT_DOUBLE_EQ(p[0], 0.5);
    EXPECT_DOUBLE_EQ(p[1], 0.5);
    EXPECT_DOUBLE_EQ(p[2], 0.0);
    const Guess g = choose_guess(s);
    EXPECT_TRUE(g.cell == 0 || g.cell == 1) << g.cell;
    EXPECT_DOUBLE_EQ(g.safe, 0.5);
    const auto end = solve_endgame(s);
    ASSERT_TRUE(end.has_value());
    EXPECT_DOUBLE_EQ(end->win, 0.5);  // one guess, then nothing is left
}

// The global mine count weighs the frontier's arrangements. An 8x1 row; cells 1 and 3 are
// open and show 1: one mine in {0, 2} and one in {2, 4}, so the frontier holds either {2}
// (one mine) or {0, 4} (two). Cells 5, 6, 7 are seen by no number.
//   2 mines: {2} leaves 1 mine for the 3 cells off the frontier, C(3,1) = 3 ways;
//            {0, 4} leaves 0, C(3,0) = 1 way. P(2) = 3/4, P(0) = P(4) = 1/4, and each
//            cell off the frontier is the mine in 1 of the 3 ways of {2}: 1/4.
//   3 mines: {2} gets C(3,2) = 3 ways, {0, 4} C(3,1) = 3: every cell 1/2 (off the
//            frontier: 2 of 3 in {2}'s ways, 1 of 3 in the others').
TEST(GuessTest, TheMineCountWeighsTheArrangements) {
    Solver two(8, 1, 2);
    two.open(1, 1);
    two.open(3, 1);
    EXPECT_FALSE(two.deduce());
    const std::vector<double> p = two.mine_probabilities();
    EXPECT_NEAR(p[0], 0.25, 1e-12);
    EXPECT_NEAR(p[2], 0.75, 1e-12);
    EXPECT_NEAR(p[4], 0.25, 1e-12);
    for (int cell : {5, 6, 7}) EXPECT_NEAR(p[cell], 0.25, 1e-12) << cell;

    Solver three(8, 1, 3);
    three.open(1, 1);
    three.open(3, 1);
    EXPECT_FALSE(three.deduce());
    const std::vector<double> q = three.mine_probabilities();
    for (int cell : {0, 2, 4, 5, 6, 7}) EXPECT_NEAR(q[cell], 0.5, 1e-12) << cell;
}

// The same count deciding which side is safer. A 6x1 row, cell 1 open showing 1: one mine
// in {0, 2}, each 1/2 whatever the count; the other mines lie on {3, 4, 5}: with 2 mines
// each of those is a mine with chance 1/3 (safer than the frontier), with 3 mines 2/3.
TEST(GuessTest, TheMineCountDecidesWhichSideIsSafer) {
    Solver two(6, 1, 2);
    two.open(1, 1);
    EXPECT_FALSE(two.deduce());
    const std::vector<double> p = two.mine_probabilities();
    EXPECT_NEAR(p[0], 0.5, 1e-12);
    for (int cell : {3, 4, 5}) EXPECT_NEAR(p[cell], 1.0 / 3, 1e-12) << cell;

    Solver three(6, 1, 3);
    three.open(1, 1);
    EXPECT_FALSE(three.deduce());
    const std::vector<double> q = three.mine_probabilities();
    EXPECT_NEAR(q[2], 0.5, 1e-12);
    for (int cell : {3, 4, 5}) EXPECT_NEAR(q[cell], 2.0 / 3, 1e-12) << cell;
}

// The endgame search looks past the safest cell. 6x1, 2 mines, cell 1 open showing 1: one
// mine in {0, 2} (1/2 each), one in {3, 4, 5} (1/3 each). Opening cell 4, among the
// safest, shows 1 whatever happens (its neighbours 3 and 5 hold the one mine): the rest is
// then two 50/50s less what cell 3 or cell 2 tells, a win 2/3 x 1/2 = 1/3. Cells 2, 3 and 5
// each win 1/2: cell 3 (safe 2/3) shows m2 + m4, which settles all unless it shows 1 (then
// one more 50/50): 2/3 x (1/4 + 1/4 + 1/2 x 1/2) = 1/2; cell 5 shows m4: 2/3 x (1/2 +
// 1/2 x 1/2) = 1/2; cell 2 (safe 1/2) shows m3 and then cell 3 opens free: 1/2 x 1. Cell 0
// wins 1/3. The best chance to win is 1/2, and cell 4 is never chosen.
TEST(GuessTest, TheEndgameSearchLooksPastTheSafestCell) {
    Solver s(6, 1, 2);
    s.open(1, 1);
    EXPECT_FALSE(s.deduce());
    const auto end = solve_endgame(s);
    ASSERT_TRUE(end.has_value());
    EXPECT_NEAR(end->win, 0.5, 1e-12);
    const int c = end->guess.cell;
    EXPECT_TRUE(c == 2 || c == 3 || c == 5) << c;
    EXPECT_NEAR(end->guess.safe, c == 2 ? 0.5 : 2.0 / 3, 1e-12);
    EXPECT_EQ(choose_guess(s).cell, c);
}

// 1-2-1 along the top of a 3x3 board with 2 mines: the row below holds mines under the 1s
// and a safe cell under the 2 ((0,1): 1 = m3 + m4; (1,0): 2 = m3 + m4 + m5, so m5 = 1;
// (2,0): 1 = m4 + m5, so m4 = 0 and m3 = 1); the mine count then makes the bottom row safe.
TEST(GuessTest, OneTwoOne) {
    Solver s(3, 3, 2);
    s.open(0, 1);
    s.open(1, 2);
    s.open(2, 1);
    std::vector<int> safe;
    while (s.deduce()) {
        for (int cell : s.take_safe()) safe.push_back(cell);
    }
    std::sort(safe.begin(), safe.end());
    EXPECT_EQ(safe, (std::vector<int>{4, 6, 7, 8}));
    std::vector<int> mines = s.mines_proved();
    std::sort(mines.begin(), mines.end());
    EXPECT_EQ(mines, (std::vector<int>{3, 5}));
}

// Dead cells wait. A 6x2 board with 3 mines; letters are covered, numbers open:
//     1 b 1 d 2 f        a b c d e f   (cells 0-5)
//     g 1 1 1 k l        g h i j k l   (cells 6-11)
// a (and h): b + g = 1; c (and i): b + d = 1; j: d + k = 1; e: d + f + k + l = 2; 3 mines.
// b = 1 gives g = d = 0, k = 1, f + l = 1; b = 0 gives g = d = 1, k = 0, f + l = 1: four
// arrangements, every covered cell a mine in half of them. b, g, d and k are dead: safe,
// each can only show one number (b: g = 1, so 1; g: 1; d: k = 1, so 1; k: d + f + l = 2).
// f is not: safe, l = 1 and f shows k + 1, which tells b, g, d and k; l alike. Opening f
// (or l) first wins with chance 1/2. Opening a dead cell first survives with chance 1/2
// and settles b, g, d and k, but leaves f and l to a 50/50 nothing can tell apart: 1/4.
// The two-step look-ahead values both 1/2 (each is followed by a cell logic proves safe,
// so it cannot tell them apart: without the rule it took b); leaving the dead cells, it
// takes f or l, as the exact endgame search does.
TEST(GuessTest, DeadCellsWait) {
    Solver s(6, 2, 3);
    for (const int cell : {0, 2, 7, 8, 9}) s.open(cell, 1);
    s.open(4, 2);
    EXPECT_FALSE(s.deduce());
    const std::vector<double> p = s.mine_probabilities();
    for (const int cell : {1, 3, 5, 6, 10, 11}) EXPECT_NEAR(p[cell], 0.5, 1e-12) << cell;
    GuessOptions no_endgame;
    no_endgame.endgame = false;
    ASSERT_TRUE(no_endgame.defer_dead);
    const Guess g = choose_guess(s, no_endgame);
    EXPECT_TRUE(g.cell == 5 || g.cell == 11) << g.cell;
    EXPECT_NEAR(g.safe, 0.5, 1e-12);

    const auto end = solve_endgame(s);
    ASSERT_TRUE(end.has_value());
    EXPECT_NEAR(end->win, 0.5, 1e-12);
    EXPECT_TRUE(end->guess.cell == 5 || end->guess.cell == 11) << end->guess.cell;
}

// A hypothesis that breaks a number no covered cell is left beside: 4 columns, 1 row, 1
// mine; cell 1 shows 1 (it sees cells 0 and 2). One arrangement for each of cells 0 and 2:
// log 2 of them. Assuming both safe settles cell 1's neighbours with no mine among them,
// so no arrangement agrees (the mine on cell 3 would leave the 1 wrong), though cell 3 is
// still covered and a mine is left.
TEST(GuessTest, ASettledNumberMustHold) {
    Solver s(4, 1, 1);
    s.open(1, 1);
    EXPECT_NEAR(s.odds().log_arrangements, std::log(2.0), 1e-12);
    Solver world = s;
    world.assume_safe(0);
    world.assume_safe(2);
    EXPECT_EQ(world.odds().log_arrangements, -INFINITY);
    Solver agreeing = s;
    agreeing.assume_safe(0);
    EXPECT_NEAR(agreeing.odds().log_arrangements, 0.0, 1e-12);  // the mine on cell 2
}

// A free 50/50. 13 columns, 2 rows, 3 mines; column 11 open, both numbers 1 (cells 11 and
// 24); every other cell covered. In two rows nothing can ever tell the two cells of a
// column apart (every cell that sees one sees both), so a column that cannot hold two mines
// is a 50/50 whenever it holds one. Column 11 says: one mine in columns 10 and 12 together
// (4 ways); columns 0-9 (20 cells no number sees) hold the other 2 (190 ways): 760
// arrangements. A cell of column 10 or 12 is a mine in 190 of them (safe 3/4), a cell of
// columns 0-9 in 4 x 19 = 76 (safe 9/10). Columns 10 and 12 hold at most one mine: their
// cells are free (a mine there is half of a 50/50 lost either way). A column of 0-9 may hold
// two: its top cell is a mine with the bottom safe in only 4 x 18 = 72 of its 76, and a 2x2
// block's diagonal in 4 (or 18, beside column 10). The policy opens a free cell, safe 3/4;
// without the rule, a cell of columns 0-9, the only ones within 0.05 of the safest.
TEST(GuessTest, AFreeFiftyFiftyFirst) {
    Solver s(13, 2, 3);
    s.open(11, 1);
    s.open(24, 1);
    EXPECT_FALSE(s.deduce());
    const std::vector<double> p = s.mine_probabilities();
    for (const int cell : {10, 23, 12, 25}) EXPECT_NEAR(p[cell], 190.0 / 760, 1e-12) << cell;
    for (int col = 0; col < 10; ++col) {
        EXPECT_NEAR(p[col], 76.0 / 760, 1e-12) << col;
        EXPECT_NEAR(p[13 + col], 76.0 / 760, 1e-12) << col;
    }
    GuessOptions no_endgame;
    no_endgame.endgame = false;
    ASSERT_TRUE(no_endgame.free_fifty_fifty);
    const Guess g = choose_guess(s, no_endgame);
    EXPECT_TRUE(g.cell == 10 || g.cell == 23 || g.cell == 12 || g.cell == 25) << g.cell;
    EXPECT_NEAR(g.safe, 0.75, 1e-12);
    no_endgame.free_fifty_fifty = false;
    const Guess without = choose_guess(s, no_endgame);
    EXPECT_LT(without.cell % 13, 10) << without.cell;
    EXPECT_NEAR(without.safe, 0.9, 1e-12);
}

// Same position, same guess: the policy is bounded by counts, not by time.
TEST(GuessTest, TheSamePositionGetsTheSameGuess) {
    const auto make = [] {
        Solver s(8, 8, 10);
        s.open(0, 1);
        s.open(9, 2);
        s.open(18, 1);
        s.open(63, 1);
        s.deduce();
        return s;
    };
    const Guess a = choose_guess(make());
    for (int i = 0; i < 3; ++i) {
        const Guess b = choose_guess(make());
        EXPECT_EQ(a.cell, b.cell);
        EXPECT_EQ(a.safe, b.safe);
    }
}

// The first click: the opening rule's sure cell three in from the corner on boards of at
// least 12x12 with a mine in 50/9 cells or fewer (50 x mines >= 9 x cells; Expert: 99 in
// 480, 4,950 >= 4,320), two in on the others of at least 5x5 (Intermediate: 40 in 256,
// 2,000 < 2,304), the centre on smaller ones; a corner when only the cell is protected; with
// no protection, a corner, safe with chance (cells - mines) / cells: 71/81 on Beginner.
TEST(GuessTest, TheFirstClick) {
    EXPECT_EQ(first_click(30, 16, 99, FirstClick::opening).cell, 3 * 30 + 3);
    EXPECT_EQ(first_click(16, 16, 40, FirstClick::opening).cell, 2 * 16 + 2);
    // The density's bound on 16x16: 46 mines give 2,300 < 2,304, 47 give 2,350.
    EXPECT_EQ(first_click(16, 16, 46, FirstClick::opening).cell, 2 * 16 + 2);
    EXPECT_EQ(first_click(16, 16, 47, FirstClick::opening).cell, 3 * 16 + 3);
    // On 12x12: 26 mines give 1,300 >= 1,296, 25 give 1,250; 11 rows are too few.
    EXPECT_EQ(first_click(12, 12, 26, FirstClick::opening).cell, 3 * 12 + 3);
    EXPECT_EQ(first_click(12, 12, 25, FirstClick::opening).cell, 2 * 12 + 2);
    EXPECT_EQ(first_click(30, 11, 70, FirstClick::opening).cell, 2 * 30 + 2);
    EXPECT_EQ(first_click(9, 9, 10, FirstClick::opening).cell, 2 * 9 + 2);
    EXPECT_EQ(first_click(11, 30, 99, FirstClick::opening).cell, 2 * 11 + 2);  // 11 across
    EXPECT_EQ(first_click(4, 4, 2, FirstClick::opening).cell, 2 * 4 + 2);
    EXPECT_EQ(first_click(30, 16, 99, FirstClick::safe).cell, 0);
    const Guess any = first_click(9, 9, 10, FirstClick::any);
    EXPECT_EQ(any.cell, 0);
    EXPECT_NEAR(any.safe, 71.0 / 81, 1e-12);
}

}  // namespace
