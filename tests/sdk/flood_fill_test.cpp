// plateau::flood_fill on hand-drawn grids (counts worked out by hand) and a huge region.
#include <gtest/gtest.h>

#include <algorithm>
#include <plateau/grid.hpp>
#include <vector>

#include "grid_text.hpp"

namespace {

using plateau::Cell;
using plateau::Connectivity;
using plateau::flood_fill;
using plateau::Grid;
using plateau::test::grid_from;

// X cells: (0,0) (1,0) (4,0) (1,1) (3,1) (2,2) (0,3) (4,3).
const Grid<char> kBoard = grid_from({
    "XX..X",
    ".X.X.",
    "..X..",
    "X...X",
});

std::vector<Cell> sorted(std::vector<Cell> cells) {
    std::sort(cells.begin(), cells.end(),
              [](Cell a, Cell b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    return cells;
}

TEST(FloodFill, FourConnectedSameValue) {
    // (0,0) (1,0) (1,1): the diagonal step to (2,2) does not count.
    const auto region = flood_fill(kBoard, Cell{0, 0});
    EXPECT_EQ(sorted(region), (std::vector<Cell>{{0, 0}, {1, 0}, {1, 1}}));
    EXPECT_EQ(region.front(), (Cell{0, 0}));  // the start comes first
}

TEST(FloodFill, EightConnectedSameValue) {
    // Diagonals chain (1,1) -> (2,2) -> (3,1) -> (4,0); (0,3) and (4,3) stay apart.
    const auto region = flood_fill(kBoard, Cell{0, 0}, Connectivity::eight);
    EXPECT_EQ(sorted(region), (std::vector<Cell>{{0, 0}, {1, 0}, {4, 0}, {1, 1}, {3, 1}, {2, 2}}));
}

TEST(FloodFill, EmptyCellsFourVersusEight) {
    // From (2,0) the dots are walled in by X on four sides: (2,0) (3,0) (2,1). Through
    // corners, every one of the 12 dots is reachable.
    EXPECT_EQ(flood_fill(kBoard, Cell{2, 0}).size(), 3u);
    EXPECT_EQ(flood_fill(kBoard, Cell{2, 0}, Connectivity::eight).size(), 12u);
}

TEST(FloodFill, Predicate) {
    const auto not_dot = [](char c) { return c != '.'; };
    EXPECT_EQ(flood_fill(kBoard, Cell{4, 3}, not_dot).size(), 1u);
    EXPECT_EQ(flood_fill(kBoard, Cell{4, 3}, not_dot, Connectivity::eight).size(), 1u);
    EXPECT_EQ(flood_fill(kBoard, Cell{2, 2}, not_dot, Connectivity::eight).size(), 6u);
    // A start outside the predicate gives nothing.
    EXPECT_TRUE(flood_fill(kBoard, Cell{2, 0}, not_dot).empty());
}

TEST(FloodFill, BreadthFirstOrder) {
    const Grid<char> line = grid_from({"aaaaa"});
    EXPECT_EQ(flood_fill(line, Cell{2, 0}),
              (std::vector<Cell>{{2, 0}, {3, 0}, {1, 0}, {4, 0}, {0, 0}}));
}

TEST(FloodFill, StartOutOfBounds) {
    EXPECT_TRUE(flood_fill(kBoard, Cell{5, 0}).empty());
    EXPECT_TRUE(flood_fill(kBoard, Cell{0, -1}, Connectivity::eight).empty());
    EXPECT_TRUE(flood_fill(kBoard, Cell{-1, 2}, [](char) { return true; }).empty());
    EXPECT_TRUE(flood_fill(Grid<char>(), Cell{0, 0}).empty());
}

TEST(FloodFill, MillionCellRegionNeedsNoRecursion) {
    // A recursive fill would go about 10^6 calls deep here and overflow the stack.
    const Grid<char> big(1000, 1000, 'a');
    auto region = flood_fill(big, Cell{500, 500});
    ASSERT_EQ(region.size(), 1000000u);
    region = sorted(std::move(region));
    EXPECT_EQ(std::adjacent_find(region.begin(), region.end()), region.end());  // no repeats
    EXPECT_EQ(flood_fill(big, Cell{0, 999}, Connectivity::eight).size(), 1000000u);
}

TEST(FloodFill, MillionCellSerpentine) {
    // One path winding through every other row: the longest possible chain of cells.
    Grid<char> maze(1000, 1000, '#');
    for (int row = 0; row < 1000; row += 2) {
        for (int col = 0; col < 1000; ++col) maze.at(col, row) = '.';
        if (row + 2 < 1000) maze.at((row / 2) % 2 == 0 ? 999 : 0, row + 1) = '.';
    }
    EXPECT_EQ(flood_fill(maze, Cell{0, 0}).size(), 500u * 1000u + 499u);
}

}  // namespace
