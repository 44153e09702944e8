// The bounded prover (search/bounded_proof.hpp) against the retrograde analysis of 3x3
// (solved.hpp), two independent methods: a win in N plies is proved within N plies and not
// within N - 1, a loss likewise for the other player, a draw never.
#include "pushover/search/bounded_proof.hpp"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <random>

#include "board_text.hpp"
#include "pushover/rules/symmetry.hpp"
#include "pushover/search/solved.hpp"

namespace pushover {
namespace {

const SolvedTable& three_by_three_table() {
    static const SolvedTable t = solve(3);
    return t;
}

// forces_win by a plain AND/OR search with no table: the reference for small depths.
bool plain_forces_win(const Board& b, int to_move, int attacker, int plies) {
    if (plies <= 0) return false;
    const std::uint32_t moves = legal_insertions(b, to_move);
    if (moves == 0) {
        return legal_insertions(b, other(to_move)) != 0 &&
               plain_forces_win(b, other(to_move), attacker, plies - 1);
    }
    const bool attacking = to_move == attacker;
    for (std::uint32_t m = moves; m != 0; m &= m - 1) {
        Board after = b;
        insert(after, insertion_at(std::countr_zero(m), b.n), to_move);
        const int mine = complete_lines(after, to_move);
        const int theirs = complete_lines(after, other(to_move));
        bool wins = false;  // for the attacker
        if (mine + theirs > 0) {
            wins = mine != theirs && (mine > theirs) == attacking;
        } else {
            wins = plain_forces_win(after, other(to_move), attacker, plies - 1);
        }
        if (wins == attacking) return attacking;
    }
    return !attacking;
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
        const Board b = test::random_board(rng, 3);
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

// The table keeps one entry for the 8 images of a position (symmetry.hpp): every image of
// random 3x3 positions, asked of one prover, gets the table's value of the position.
TEST(BoundedProver, AgreesWithTheTableOnEveryImageOfRandomThreeByThreePositions) {
    const SolvedTable& table = three_by_three_table();
    std::mt19937_64 rng(81);
    BoundedProver prover(14);
    for (int checked = 0; checked < 60;) {
        const Board b = test::random_board(rng, 3);
        const int mover = static_cast<int>(rng() % 2);
        const Value v = table.value(b, mover);
        if (v.outcome == Outcome::over) continue;
        ++checked;
        for (int d = 1; d <= 16; ++d) {
            for (int s = 0; s < kSymmetries; ++s) {
                const Board image = test::cell_by_cell_image(b, s);
                const bool win = v.outcome == Outcome::win && v.plies <= d;
                const bool loss = v.outcome == Outcome::loss && v.plies <= d;
                ASSERT_EQ(prover.forces_win(image, mover, mover, d), win) << d << " " << s;
                ASSERT_EQ(prover.forces_win(image, mover, other(mover), d), loss) << d << " " << s;
            }
        }
    }
}

// 4x4, which has no table here: the 8 images of random positions, each asked of a prover
// of its own from 1 to 8 plies, get the same answers, and one prover shared by all of them
// agrees with a plain search with no table up to 4 plies (6 for the position itself).
TEST(BoundedProver, TheImagesOfRandomFourByFourPositionsAgree) {
    std::mt19937_64 rng(44);
    BoundedProver shared(16);
    int wins = 0;
    for (int i = 0; i < 25; ++i) {
        const Board b = test::random_board(rng, 4);
        if (complete_lines(b, 0) + complete_lines(b, 1) > 0) continue;
        const int mover = static_cast<int>(rng() % 2);
        for (int attacker = 0; attacker < 2; ++attacker) {
            std::array<bool, 9> first{};
            for (int s = 0; s < kSymmetries; ++s) {
                const Board image = test::cell_by_cell_image(b, s);
                BoundedProver own(14);
                for (int d = 1; d <= 8; ++d) {
                    const bool result = own.forces_win(image, mover, attacker, d);
                    if (s == 0) first[d] = result;
                    ASSERT_EQ(result, first[d]) << "image " << s << " plies " << d;
                }
                // To 6 plies for the first image: from kCutoffPlies (5) on, the defender
                // takes a reply the table proved.
                for (int d = 1; d <= (s == 0 ? 6 : 4); ++d) {
                    ASSERT_EQ(shared.forces_win(image, mover, attacker, d),
                              plain_forces_win(b, mover, attacker, d))
                        << "image " << s << " plies " << d;
                }
            }
            wins += first[8];
        }
    }
    EXPECT_GT(wins, 0);  // the sample holds forced wins, not only "no"
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
