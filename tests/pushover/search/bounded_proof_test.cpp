// The bounded prover (search/bounded_proof.hpp) against the retrograde analysis of 3x3
// (solved.hpp), two independent methods: a win in N plies is proved within N plies and not
// within N - 1, a loss likewise for the other player, a draw never.
#include "pushover/search/bounded_proof.hpp"

#include <gtest/gtest.h>

#include <random>

#include "pushover/search/solved.hpp"

namespace pushover {
namespace {

const SolvedTable& three_by_three_table() {
    static const SolvedTable t = solve(3);
    return t;
}

TEST(BoundedProver, EmptyThreeByThreeIsAWinInSevenPlies) {
    // The README's value of the empty 3x3 board: the first player wins in 7 plies.
    BoundedProver prover;
    const Board empty{3, {}};
    EXPECT_FALSE(prover.forces_win(empty, 0, 0, 6));
    EXPECT_TRUE(prover.forces_win(empty, 0, 0, 7));
    EXPECT_TRUE(prover.forces_win(empty, 0, 0, 12));
    EXPECT_FALSE(prover.forces_win(empty, 0, 1, 12));
}

TEST(BoundedProver, WinInOneIsProvedInOnePly) {
    // Row 1 holds two of the first player's pawns and an empty cell at the right: entering
    // it from the left pushes them on and fills the row (3 pawns, one colour).
    Board b{3, {}};
    b.set(0, 0, 0);
    b.set(0, 1, 0);
    b.set(2, 2, 1);
    BoundedProver prover;
    EXPECT_TRUE(prover.forces_win(b, 0, 0, 1));
    EXPECT_FALSE(prover.forces_win(b, 0, 0, 0));
    // The second player to move there cannot win at once (one pawn), but can block.
    EXPECT_FALSE(prover.forces_win(b, 1, 1, 1));
}

TEST(BoundedProver, AgreesWithTheTableOnRandomThreeByThreePositions) {
    const SolvedTable& table = three_by_three_table();
    std::mt19937_64 rng(18);
    int checked = 0, wins = 0, losses = 0, draws = 0;
    BoundedProver prover(16);
    while (checked < 400) {
        Board b{3, {}};
        for (int r = 0; r < 3; ++r) {
            for (int c = 0; c < 3; ++c) b.set(r, c, static_cast<int>(rng() % 3) - 1);
        }
        const int mover = static_cast<int>(rng() % 2);
        const Value v = table.value(b, mover);
        if (v.outcome == Outcome::over) continue;
        ++checked;
        wins += v.outcome == Outcome::win;
        losses += v.outcome == Outcome::loss;
        draws += v.outcome == Outcome::draw;
        for (int d = 1; d <= 16; ++d) {
            const bool win = v.outcome == Outcome::win && v.plies <= d;
            const bool loss = v.outcome == Outcome::loss && v.plies <= d;
            ASSERT_EQ(prover.forces_win(b, mover, mover, d), win) << "plies " << d;
            ASSERT_EQ(prover.forces_win(b, mover, other(mover), d), loss) << "plies " << d;
        }
    }
    // The sample holds every kind of value.
    EXPECT_GT(wins, 0);
    EXPECT_GT(losses, 0);
    EXPECT_GT(draws, 0);
}

TEST(BoundedProver, NeitherPlayerForcesAWinEarlyOnTheDrawnFourByFour) {
    // The empty 4x4 board is a draw (the table, README): no forced win within 7 plies.
    BoundedProver prover;
    const Board empty{4, {}};
    EXPECT_FALSE(prover.forces_win(empty, 0, 0, 7));
    EXPECT_FALSE(prover.forces_win(empty, 0, 1, 7));
}

TEST(BoundedProver, KeepsTheSizesApart) {
    // Both empty boards have no pawn: what one prover proved of 4x4 must not answer 3x3.
    BoundedProver prover;
    EXPECT_FALSE(prover.forces_win(Board{4, {}}, 0, 0, 7));
    EXPECT_TRUE(prover.forces_win(Board{3, {}}, 0, 0, 7));
}

}  // namespace
}  // namespace pushover
