// The rules and search libraries themselves, where the plugin's interface cannot reach:
// the touched-columns removal against the whole-board pass, the bit board against the
// array board, the uniform choice of the random playouts, and a 1000x1000 group removed
// without recursion.
#include <gtest/gtest.h>

#include <vector>

#include "samegame/rules/fill.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/rules/removal.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/playout.hpp"

namespace samegame {
namespace {

TEST(EngineTest, TouchedColumnsRemovalMatchesTheWholeBoardPass) {
    const struct {
        int cols, rows, colours;
    } sizes[] = {{6, 4, 3}, {15, 10, 3}, {30, 20, 5}, {7, 40, 2}};
    for (const auto& size : sizes) {
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            plateau::Random rng(seed);
            Board touched = random_board(size.cols, size.rows, size.colours, rng);
            Board whole = touched;
            std::vector<Cell> stack;
            GroupFinder finder;
            for (;;) {
                const auto groups = finder.legal_groups(touched, 1);
                if (groups.empty()) break;
                const Cell move = groups[rng.below(groups.size())].name;
                const Removal a = remove_group(touched, move, stack);
                const Removal b = remove_group_whole_board(whole, move, stack);
                ASSERT_EQ(a.size, b.size);
                ASSERT_EQ(touched, whole) << size.cols << "x" << size.rows << " seed " << seed;
            }
            EXPECT_TRUE(touched.cleared());
        }
    }
}

TEST(EngineTest, ARemovalKeepsEachColumnsOrderAndClosesEmptyColumns) {
    // Columns bottom up: 0: A; 1: B A B; 2: B; 3: C. Removing B of column 2 (with column 1's
    // bottom B: they touch) empties column 2 and leaves column 1 as A B.
    const Colour A = 0, B = 1, C = 2, E = kEmpty;
    Board board = Board::from_columns(4, 3, {A, E, E, B, A, B, B, E, E, C, E, E});
    std::vector<Cell> stack;
    const Removal r = remove_group(board, {2, 0}, stack);
    EXPECT_EQ(r.size, 2);
    EXPECT_EQ(r.first_col, 1);
    EXPECT_EQ(r.last_col, 2);
    EXPECT_EQ(board, Board::from_columns(4, 3, {A, E, E, A, B, E, C, E, E, E, E, E}));
    EXPECT_EQ(board.used_cols(), 3);
    EXPECT_EQ(board.pieces(), 4);
}

// The tabu colour: the most pieces, the lowest colour among equals, none on an empty board.
// Columns bottom up: 0: A B; 1: C B; 2: C B A, so A 2, B 3, C 2; then column 2 as C A: two
// of each, a tie.
TEST(EngineTest, TheMostFrequentColourOfABitBoard) {
    const Colour A = 0, B = 1, C = 2, E = kEmpty;
    EXPECT_EQ(
        BitBoard(Board::from_columns(3, 3, {A, B, E, C, B, E, C, B, A}), 3).most_frequent_colour(),
        B);
    EXPECT_EQ(BitBoard(Board::from_columns(3, 3, {A, B, E, C, B, E, C, A, E}), 3)
                  .most_frequent_colour<3>(),
              A);
    EXPECT_EQ(
        BitBoard(Board::from_columns(3, 3, std::vector<Colour>(9, E)), 3).most_frequent_colour(),
        -1);
}

TEST(EngineTest, ASingleColour1000By1000BoardIsRemovedWithoutRecursion) {
    // 10^6 pieces in one group: a recursive flood fill would need a million stack frames.
    Board board = Board::from_columns(1000, 1000, std::vector<Colour>(1000000, 0));
    std::vector<Cell> stack;
    const Removal r = remove_group(board, {500, 500}, stack);
    EXPECT_EQ(r.size, 1000000);
    EXPECT_TRUE(board.cleared());
    EXPECT_EQ(board.used_cols(), 0);
    GroupFinder finder;
    Board again = Board::from_columns(1000, 1000, std::vector<Colour>(1000000, 1));
    EXPECT_EQ(finder.cells_of(again, {0, 0}).size(), 1000000u);
}

// Replays named moves on the array board through the rules, checking each is legal.
std::int64_t replay(Board board, const std::vector<Cell>& moves, const Rules& rules, Board* end) {
    Position p = start_position(std::move(board), rules);
    GroupFinder finder;
    for (const Cell m : moves) p = play(p, m, "replay", rules, finder);
    EXPECT_TRUE(p.over);
    *end = p.board;
    return p.score;
}

TEST(EngineTest, BitBoardPlayoutsAreLegalGamesOfTheArrayBoardRules) {
    const struct {
        int cols, rows, colours, min_group;
        Scoring scoring;
    } cases[] = {{15, 15, 5, 2, Scoring::n_minus_2}, {16, 15, 4, 2, Scoring::n_minus_1},
                 {15, 10, 3, 1, Scoring::n_minus_1}, {9, 7, 3, 3, Scoring::n_minus_1},
                 {1, 15, 2, 2, Scoring::n_minus_1},  {16, 1, 2, 2, Scoring::n_minus_2}};
    for (const auto& c : cases) {
        const Rules rules{c.min_group, c.scoring, 1000};
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            plateau::Random rng(seed);
            const Board board = random_board(c.cols, c.rows, c.colours, rng);
            BitBoard bits(board, c.colours);
            ASSERT_EQ(bits.to_board(c.cols, c.rows), board);
            std::vector<Cell> moves;
            const std::int64_t score = random_playout(bits, rules, rng, &moves);
            Board end;
            EXPECT_EQ(replay(board, moves, rules, &end), score) << c.cols << "x" << c.rows;
            EXPECT_EQ(bits.to_board(c.cols, c.rows), end) << c.cols << "x" << c.rows;
        }
    }
}

TEST(EngineTest, ArrayBoardPlayoutsAreLegalGames) {
    const Rules rules{2, Scoring::n_minus_1, 50};
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        plateau::Random rng(seed);
        const Board board = random_board(25, 20, 4, rng);
        Board b = board;
        PlayoutScratch scratch;
        std::vector<Cell> moves;
        const std::int64_t score = random_playout(b, rules, rng, scratch, &moves);
        Board end;
        EXPECT_EQ(replay(board, moves, rules, &end), score);
        EXPECT_EQ(b, end);
    }
}

TEST(EngineTest, PlayoutsChooseAmongGroupsUniformlyNotBySize) {
    // One row: R R B G G G G G G. Legal groups: R (2 pieces, named 0 0) and G (6, named
    // 3 0). Uniform: each first in half the playouts; by size it would be 1/4 and 3/4.
    const Colour R = 0, B = 1, G = 2;
    const Board board = Board::from_columns(9, 1, {R, R, B, G, G, G, G, G, G});
    const Rules rules{2, Scoring::n_minus_1, 0};
    plateau::Random rng(2024);
    int bit_red = 0, array_red = 0;
    const int n = 4000;
    PlayoutScratch scratch;
    for (int i = 0; i < n; ++i) {
        std::vector<Cell> moves;
        BitBoard bits(board, 3);
        random_playout(bits, rules, rng, &moves);
        bit_red += moves.front() == Cell{0, 0} ? 1 : 0;
        moves.clear();
        Board b = board;
        random_playout(b, rules, rng, scratch, &moves);
        array_red += moves.front() == Cell{0, 0} ? 1 : 0;
    }
    // 4000 draws of a fair coin: the standard deviation is 32; allow 4.7 of them.
    EXPECT_NEAR(bit_red, n / 2, 150);
    EXPECT_NEAR(array_red, n / 2, 150);
}

TEST(EngineTest, BitSetsSelectAndSpreadAcrossWords) {
    Bits256 x;
    for (const int bit : {3, 63, 64, 130, 255}) x.set(bit);
    EXPECT_EQ(x.count(), 5);
    EXPECT_EQ(x.select(0), 3);
    EXPECT_EQ(x.select(1), 63);
    EXPECT_EQ(x.select(2), 64);
    EXPECT_EQ(x.select(4), 255);
    EXPECT_EQ(x.lowest(), 3);
    // Column 3 row 14 (bit 62) spreads to column 4 row 14 (bit 78, in the next word) and
    // back from there.
    Bits256 one;
    one.set(62);
    const Bits256 s = spread(one);
    EXPECT_TRUE(s.test(78));
    EXPECT_TRUE(s.test(46));
    EXPECT_TRUE(s.test(61));
    Bits256 other;
    other.set(78);
    EXPECT_TRUE(spread(other).test(62));
}

}  // namespace
}  // namespace samegame
