// The insertion rule on hand-drawn boards (RULES.md, Push Over): the pawns of the line
// move one step inwards up to the first empty cell, which they fill; a full line pushes
// off its far pawn, allowed only when that pawn is the mover's own. Rows and columns are
// numbered from 1 in the comments, as in the notation.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "board_text.hpp"

namespace pushover::test {
namespace {

using Rows = std::vector<std::string>;

// 004's figure 1: the left board (figure 2 prints it as numbers). The second player (K, 1)
// inserts on the left of row 2, `1 -1 1 0 0`: the three pawns move right into the empty
// fourth cell and the row becomes `1 1 -1 1 0`; nothing else moves.
const Rows kFigure1 = {
    "WWW..", "KWK..", ".KK..", "..K..", ".WW..",
};

TEST(PushOverBoard, Figure1OfTheSeed) {
    EXPECT_EQ(after(kFigure1, left(2), K), (Rows{
                                               "WWW..",
                                               "KKWK.",
                                               ".KK..",
                                               "..K..",
                                               ".WW..",
                                           }));
}

// 004's remark on figure 1: column 3 holds W K K K W, full, so a black (K) pawn entering
// from the top would push off the bottom W and one entering from the bottom the top W:
// both refused. White (W) may do either, its own pawn leaving.
TEST(PushOverBoard, Figure1ColumnThreeIsClosedToTheSecondPlayer) {
    EXPECT_EQ(after(kFigure1, top(3), K), Rows{"refused"});
    EXPECT_EQ(after(kFigure1, bottom(3), K), Rows{"refused"});
    // W from the top: W K K K move down one, the bottom W leaves: W W K K K.
    EXPECT_EQ(after(kFigure1, top(3), W), (Rows{
                                              "WWW..",
                                              "KWW..",
                                              ".KK..",
                                              "..K..",
                                              ".WK..",
                                          }));
    // W from the bottom: K K K W move up one, the top W leaves: K K K W W.
    EXPECT_EQ(after(kFigure1, bottom(3), W), (Rows{
                                                 "WWK..",
                                                 "KWK..",
                                                 ".KK..",
                                                 "..W..",
                                                 ".WW..",
                                             }));
}

// Row 1 is W K . W .: entering from the left, W and K move right into the empty third
// cell; the W in the fourth cell is past the gap and stays, the fifth stays empty.
TEST(PushOverBoard, AShiftStopsAtTheFirstEmptyCell) {
    EXPECT_EQ(after({"WK.W.", ".....", ".....", ".....", "....."}, left(1), K),
              (Rows{"KWKW.", ".....", ".....", ".....", "....."}));
    // The same in a column, from the top: column 2 holds K W . K . and W enters.
    EXPECT_EQ(after({".K...", ".W...", ".....", ".K...", "....."}, top(2), W),
              (Rows{".W...", ".K...", ".W...", ".K...", "....."}));
}

// The entry cell is empty: the pawn is put there and nothing moves.
TEST(PushOverBoard, AnEmptyEntryCellTakesThePawnAndNothingMoves) {
    EXPECT_EQ(after({".K.W.", ".....", ".....", ".....", "....."}, left(1), W),
              (Rows{"WK.W.", ".....", ".....", ".....", "....."}));
    EXPECT_EQ(after({".K.W.", ".....", ".....", ".....", "....."}, right(1), K),
              (Rows{".K.WK", ".....", ".....", ".....", "....."}));
    EXPECT_EQ(after({".....", ".....", ".....", ".....", "W.K.."}, bottom(2), K),
              (Rows{".....", ".....", ".....", ".....", "WKK.."}));
}

// The top-left corner of a 3x3 board entered both ways. Column 1 is K W ., row 1 is K . .
//  - from the top (H1): K and W move down into the empty bottom cell: column W K W;
//  - from the left (G1): K moves right into the empty middle cell: row W K .
TEST(PushOverBoard, ACornerIsEnteredInTwoDirections) {
    const Rows start = {"K..", "W..", "..."};
    EXPECT_EQ(after(start, top(1), W), (Rows{"W..", "K..", "W.."}));
    EXPECT_EQ(after(start, left(1), W), (Rows{"WK.", "W..", "..."}));
    // The bottom-right corner: row 3 is . . K and column 3 is . . K.
    const Rows other_corner = {"...", "...", "..K"};
    EXPECT_EQ(after(other_corner, right(3), W), (Rows{"...", "...", ".KW"}));
    EXPECT_EQ(after(other_corner, bottom(3), W), (Rows{"...", "..K", "..W"}));
}

// A full row W K W K W: entering from the left pushes off the right end (a W), from the
// right the left end (a W): W may do both, K neither.
TEST(PushOverBoard, EjectionOfYourOwnPawnOnly) {
    const Rows full = {"WKWKW", ".....", ".....", ".....", "....."};
    EXPECT_EQ(after(full, left(1), W), (Rows{"WWKWK", ".....", ".....", ".....", "....."}));
    EXPECT_EQ(after(full, right(1), W), (Rows{"KWKWW", ".....", ".....", ".....", "....."}));
    EXPECT_EQ(after(full, left(1), K), Rows{"refused"});
    EXPECT_EQ(after(full, right(1), K), Rows{"refused"});
    EXPECT_FALSE(can_insert(board_of(full), left(1), K));
    EXPECT_TRUE(can_insert(board_of(full), left(1), W));
    // A refused insertion leaves the board as it was.
    Board b = board_of(full);
    EXPECT_FALSE(insert(b, left(1), K));
    EXPECT_EQ(b, board_of(full));
}

// A full column K W K W K (column 5): from the top the bottom K leaves, from the bottom
// the top K: K may, W may not.
TEST(PushOverBoard, EjectionInAColumn) {
    const Rows full = {"....K", "....W", "....K", "....W", "....K"};
    EXPECT_EQ(after(full, top(5), K), (Rows{"....K", "....K", "....W", "....K", "....W"}));
    EXPECT_EQ(after(full, bottom(5), K), (Rows{"....W", "....K", "....W", "....K", "....K"}));
    EXPECT_EQ(after(full, top(5), W), Rows{"refused"});
    EXPECT_EQ(after(full, bottom(5), W), Rows{"refused"});
}

// On 8x8 a row fills a whole byte of the bitboard: a push must not spill into the next row
// or off bit 63. Row 1 is K W K W K W K W and row 2 starts empty; row 8 and column 8 are
// full and end in the bottom-right corner.
TEST(PushOverBoard, EightByEightEdges) {
    const Rows start = {
        "KWKWKWKW", "........", "........", "........",
        "........", "........", ".......K", "WKWKWKWK",
    };
    // K from the left of row 1: far end W: refused; from the right: far end K: allowed,
    // everything moves left and K enters at the right; row 2 stays empty.
    EXPECT_EQ(after(start, left(1), K), Rows{"refused"});
    EXPECT_EQ(after(start, right(1), K), (Rows{"WKWKWKWK", "........", "........", "........",
                                               "........", "........", ".......K", "WKWKWKWK"}));
    // W from the left of row 1: far end W (column 8) leaves; row 2 stays empty.
    EXPECT_EQ(after(start, left(1), W), (Rows{"WKWKWKWK", "........", "........", "........",
                                              "........", "........", ".......K", "WKWKWKWK"}));
    // K from the left of row 8: far end (8,8) is K: it leaves, the rest moves right.
    EXPECT_EQ(after(start, left(8), K), (Rows{"KWKWKWKW", "........", "........", "........",
                                              "........", "........", ".......K", "KWKWKWKW"}));
    // Column 8 holds W . . . . . K K: from the bottom, K K move up into the empty sixth
    // cell, W enters at (8,8).
    EXPECT_EQ(after(start, bottom(8), W), (Rows{"KWKWKWKW", "........", "........", "........",
                                                "........", ".......K", ".......K", "WKWKWKWW"}));
}

// Complete lines are counted per player, rows and columns alike.
TEST(PushOverBoard, CompleteLinesAreCounted) {
    const Board b = board_of({"WWW", "W.K", "WKK"});
    // W: row 1 and column 1. K: none (row 3 has a W, column 3 a W).
    EXPECT_EQ(complete_lines(b, W), 2);
    EXPECT_EQ(complete_lines(b, K), 0);
    EXPECT_EQ(complete_lines(board_of({"KKK", "KKK", "KKK"}), K), 6);
    EXPECT_EQ(complete_line_cells(b), board_of({"WWW", "W..", "W.."}).pawns[0]);
}

// On an empty board every insertion is legal: 4 sides x n lines (20 on 5x5, 12 on 3x3,
// 32 on 8x8). When every edge cell is the opponent's, every line is full and every far
// pawn is the opponent's: no insertion at all (the board of a pass).
TEST(PushOverBoard, LegalInsertions) {
    EXPECT_EQ(std::popcount(legal_insertions(Board{5, {}}, W)), 20);
    EXPECT_EQ(std::popcount(legal_insertions(Board{3, {}}, K)), 12);
    EXPECT_EQ(std::popcount(legal_insertions(Board{8, {}}, W)), 32);
    const Board ring = board_of({"KKK", "K.K", "KKK"});
    // Only row 2 and column 2 have an empty cell (the middle); every other line is full
    // with K at both ends, closed to W.
    EXPECT_EQ(legal_insertions(ring, W),
              (1U << insertion_index(top(2), 3)) | (1U << insertion_index(bottom(2), 3)) |
                  (1U << insertion_index(left(2), 3)) | (1U << insertion_index(right(2), 3)));
    const Board closed = board_of({"KKK", "KWK", "KKK"});
    EXPECT_EQ(legal_insertions(closed, W), 0U);
    EXPECT_EQ(legal_insertions(closed, K), (1U << 12) - 1);  // K may push off its own
}

// An insertion adds at most one of the mover's pawns to any row or column (near_line, and
// the searches that skip boards without one, rely on it): along its line it fills one
// empty cell, or pushes off one of the mover's own pawns; across a line it changes one
// cell. Row 1 of kFigure1 holds three W, no line four: W inserting there gains one
// (`WWWW.`), no more, and only then is a line one pawn short.
TEST(PushOverBoard, AnInsertionAddsAtMostOneOfTheMoversPawnsToALine) {
    Board b = board_of(kFigure1);
    EXPECT_FALSE(near_line(b, W));
    insert(b, left(1), W);
    EXPECT_EQ(std::popcount(b.pawns[W] & geometry(5).rows[0]), 4);
    EXPECT_TRUE(near_line(b, W));
    EXPECT_FALSE(near_line(b, K));
    std::mt19937_64 rng(3);
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        const Geometry& g = geometry(n);
        for (int trial = 0; trial < 300; ++trial) {
            const Board before = random_board(rng, n);
            for (int player = 0; player < 2; ++player) {
                for (std::uint32_t m = legal_insertions(before, player); m != 0; m &= m - 1) {
                    Board after = before;
                    insert(after, insertion_at(std::countr_zero(m), n), player);
                    for (int k = 0; k < n; ++k) {
                        for (const std::uint64_t line : {g.rows[k], g.cols[k]}) {
                            ASSERT_LE(std::popcount(after.pawns[player] & line),
                                      std::popcount(before.pawns[player] & line) + 1);
                        }
                    }
                }
            }
        }
    }
}

// The order of the move list: H1..Hn, B1..Bn, G1..Gn, D1..Dn.
TEST(PushOverBoard, InsertionIndexOrder) {
    EXPECT_EQ(insertion_index(top(1), 5), 0);
    EXPECT_EQ(insertion_index(bottom(1), 5), 5);
    EXPECT_EQ(insertion_index(left(2), 5), 11);
    EXPECT_EQ(insertion_index(right(5), 5), 19);
    EXPECT_EQ(insertion_at(11, 5), left(2));
}

}  // namespace
}  // namespace pushover::test
