// The board's symmetries (rules/symmetry.hpp) against images drawn cell by cell: the
// bitboard tricks, the insertions' images (the rules commute with every symmetry, which is
// why a position's value is shared by its images), and the canonical representative.
#include "pushover/rules/symmetry.hpp"

#include <gtest/gtest.h>

#include <random>

#include "board_text.hpp"

namespace pushover {
namespace {

TEST(Symmetry, BitboardImagesAreTheCellByCellOnes) {
    std::mt19937_64 rng(8);
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        for (int i = 0; i < 50; ++i) {
            const Board b = test::random_board(rng, n);
            for (int s = 0; s < kSymmetries; ++s) {
                ASSERT_EQ(symmetric_board(b, s), test::cell_by_cell_image(b, s))
                    << "n " << n << " s " << s;
                ASSERT_EQ(symmetric_board(symmetric_board(b, s), inverse_symmetry(s)), b)
                    << "n " << n << " s " << s;
            }
            const auto first = symmetric_images(b.pawns[0], n);
            const auto second = symmetric_images(b.pawns[1], n);
            for (int s = 0; s < kSymmetries; ++s) {
                ASSERT_EQ((Board{n, {first[s], second[s]}}), test::cell_by_cell_image(b, s))
                    << "n " << n << " s " << s;
            }
        }
    }
}

// Each insertion's image is legal exactly when it is, and leads to the image of its
// result; complete lines are counted alike.
TEST(Symmetry, TheRulesCommuteWithEverySymmetry) {
    std::mt19937_64 rng(9);
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        for (int i = 0; i < 40; ++i) {
            const Board b = test::random_board(rng, n);
            for (int s = 0; s < kSymmetries; ++s) {
                const Board image = test::cell_by_cell_image(b, s);
                for (int player = 0; player < 2; ++player) {
                    EXPECT_EQ(complete_lines(image, player), complete_lines(b, player));
                    for (int m = 0; m < 4 * n; ++m) {
                        const int mapped = kInsertionImages[n][s][m];
                        ASSERT_EQ(mapped, map_insertion(m, n, s));
                        ASSERT_EQ(kInsertionImages[n][inverse_symmetry(s)][mapped], m);
                        Board after = b;
                        Board image_after = image;
                        const bool legal = insert(after, insertion_at(m, n), player);
                        ASSERT_EQ(insert(image_after, insertion_at(mapped, n), player), legal)
                            << "n " << n << " s " << s << " move " << m;
                        if (legal) {
                            ASSERT_EQ(image_after, test::cell_by_cell_image(after, s))
                                << "n " << n << " s " << s << " move " << m;
                        }
                    }
                }
            }
        }
    }
}

// The 8 images of a position share one representative, itself an image of the position
// by the symmetry reported; a position that is none of the images has another.
TEST(Symmetry, TheCanonicalBoardIsTheSameForAllImagesOnly) {
    std::mt19937_64 rng(10);
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        for (int i = 0; i < 200; ++i) {
            const Board b = test::random_board(rng, n);
            const CanonicalBoard canon = canonical_board(b);
            ASSERT_EQ(canon.board, test::cell_by_cell_image(b, canon.symmetry));
            for (int s = 0; s < kSymmetries; ++s) {
                ASSERT_EQ(canonical_board(test::cell_by_cell_image(b, s)).board, canon.board)
                    << "n " << n << " s " << s;
                ASSERT_FALSE(canon.board.pawns[0] > test::cell_by_cell_image(b, s).pawns[0]);
            }
            // One cell changed: another position, unless it is an image of the first.
            Board changed = b;
            const int r = static_cast<int>(rng() % n), c = static_cast<int>(rng() % n);
            changed.set(r, c, (b.owner(r, c) + 2) % 3 - 1);
            bool is_image = false;
            for (int s = 0; s < kSymmetries; ++s)
                is_image |= test::cell_by_cell_image(b, s) == changed;
            EXPECT_EQ(canonical_board(changed).board == canon.board, is_image);
        }
    }
}

}  // namespace
}  // namespace pushover
