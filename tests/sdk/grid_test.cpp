// plateau::for_each_neighbour: the up to eight neighbours of a cell, in reading order.
#include <gtest/gtest.h>

#include <plateau/grid.hpp>
#include <vector>

namespace {

std::vector<int> neighbours(int cols, int rows, int cell) {
    std::vector<int> out;
    plateau::for_each_neighbour(cols, rows, cell, [&](int n) { out.push_back(n); });
    return out;
}

// A 4 x 3 board, cells row * 4 + col:
//    0  1  2  3
//    4  5  6  7
//    8  9 10 11
TEST(Grid, AnInnerCellHasEightNeighboursInReadingOrder) {
    // Cell 5 (col 1, row 1): the row above 0 1 2, then 4 and 6, then the row below 8 9 10.
    EXPECT_EQ(neighbours(4, 3, 5), (std::vector<int>{0, 1, 2, 4, 6, 8, 9, 10}));
}

TEST(Grid, EdgesAndCornersHaveFewer) {
    EXPECT_EQ(neighbours(4, 3, 0), (std::vector<int>{1, 4, 5}));          // top left
    EXPECT_EQ(neighbours(4, 3, 3), (std::vector<int>{2, 6, 7}));          // top right
    EXPECT_EQ(neighbours(4, 3, 11), (std::vector<int>{6, 7, 10}));        // bottom right
    EXPECT_EQ(neighbours(4, 3, 2), (std::vector<int>{1, 3, 5, 6, 7}));    // top edge
    EXPECT_EQ(neighbours(4, 3, 8), (std::vector<int>{4, 5, 9}));          // bottom left
    EXPECT_EQ(neighbours(4, 3, 7), (std::vector<int>{2, 3, 6, 10, 11}));  // right edge
}

TEST(Grid, ThinBoards) {
    EXPECT_TRUE(neighbours(1, 1, 0).empty());                     // a single cell
    EXPECT_EQ(neighbours(5, 1, 2), (std::vector<int>{1, 3}));     // one row
    EXPECT_EQ(neighbours(1, 5, 2), (std::vector<int>{1, 3}));     // one column
    EXPECT_EQ(neighbours(2, 2, 3), (std::vector<int>{0, 1, 2}));  // 2 x 2: all the others
}

TEST(Grid, UsableInConstantExpressions) {
    constexpr int count = [] {
        int n = 0;
        plateau::for_each_neighbour(3, 3, 4, [&](int) { ++n; });
        return n;
    }();
    static_assert(count == 8);
}

}  // namespace
