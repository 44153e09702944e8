// The perft-like counts the benchmark prints, pinned at small depths by hand.
#include "pushover/rules/perft.hpp"

#include <gtest/gtest.h>

namespace pushover {
namespace {

// Depth 1 on the empty 5x5 board: 4 sides x 5 lines = 20 insertions, all legal (every
// line has an empty cell). They give 16 positions: a corner is reached from two sides
// (H1 and G1 both put the pawn at the top-left), so the 8 corner insertions give 4
// boards, and the 12 others 12 boards.
TEST(PushOverPerft, DepthOneFromTheEmptyBoard) {
    const PerftCount c = perft(Board{5, {}}, 0, 1);
    EXPECT_EQ(c.sequences, 20U);
    EXPECT_EQ(c.positions, 16U);
    // 3x3: 4 x 3 = 12 insertions; 4 corners reached twice, 4 edge middles once: 8 boards.
    const PerftCount small = perft(Board{3, {}}, 0, 1);
    EXPECT_EQ(small.sequences, 12U);
    EXPECT_EQ(small.positions, 8U);
}

// Depth 2: after one pawn no line is full (one pawn in a line of 5) and none complete, so
// the second player has all 20 insertions after each of the 20 first moves: 400 (and
// 12 x 12 = 144 on 3x3).
TEST(PushOverPerft, DepthTwoFromTheEmptyBoard) {
    EXPECT_EQ(perft(Board{5, {}}, 0, 2).sequences, 400U);
    EXPECT_EQ(perft(Board{3, {}}, 0, 2).sequences, 144U);
}

// No move follows the end of a round. On 3x3 with row 1 W W ., W completes it with G1
// (pushing W W right), D1 or H3 (both fill the empty corner); W's other 9 insertions
// (H1 and H2 push a W down, the rest fill an empty entry cell) complete nothing. Every
// line has an empty cell, so all 12 are legal: 12 sequences at depth 1. At depth 2 only
// the 9 rounds still going on continue; with three W pawns and no complete line no line
// is full, so K has all 12 insertions after each: 9 x 12 = 108.
TEST(PushOverPerft, NoMoveFollowsTheEndOfARound) {
    Board b{3, {}};
    b.set(0, 0, 0);
    b.set(0, 1, 0);
    EXPECT_EQ(perft(b, 0, 1).sequences, 12U);
    EXPECT_EQ(perft(b, 0, 2).sequences, 108U);
}

}  // namespace
}  // namespace pushover
