// plateau::Grid storage, bounds and neighbourhoods.
#include <gtest/gtest.h>

#include <plateau/grid.hpp>
#include <stdexcept>
#include <vector>

#include "grid_text.hpp"

namespace {

using plateau::Cell;
using plateau::Connectivity;
using plateau::Grid;
using plateau::test::grid_from;

TEST(Grid, SizeFillAndRowMajorStorage) {
    Grid<int> g(3, 2, 7);
    EXPECT_EQ(g.width(), 3);
    EXPECT_EQ(g.height(), 2);
    EXPECT_EQ(g.size(), 6u);
    for (int v : g) EXPECT_EQ(v, 7);
    g.at(2, 0) = 1;
    g.at(Cell{0, 1}) = 2;
    EXPECT_EQ(g.cells(), (std::vector<int>{7, 7, 1, 2, 7, 7}));
    EXPECT_EQ(g.index(2, 1), 5u);
    EXPECT_EQ(g.cell_at(5), (Cell{2, 1}));
    g.fill(0);
    EXPECT_EQ(g.cells(), std::vector<int>(6, 0));
}

TEST(Grid, FromCellsIsTopRowFirst) {
    const Grid<char> g = grid_from({"ab", "cd", "ef"});
    EXPECT_EQ(g.width(), 2);
    EXPECT_EQ(g.height(), 3);
    EXPECT_EQ(g.at(0, 0), 'a');
    EXPECT_EQ(g.at(1, 0), 'b');
    EXPECT_EQ(g.at(0, 2), 'e');
    EXPECT_EQ(g[(Cell{1, 2})], 'f');
    EXPECT_THROW((void)Grid<int>::from_cells(2, 2, {1, 2, 3}), std::invalid_argument);
}

TEST(Grid, BoundsAndCheckedAccess) {
    Grid<int> g(4, 3);
    EXPECT_TRUE(g.in_bounds(0, 0));
    EXPECT_TRUE(g.in_bounds(3, 2));
    EXPECT_FALSE(g.in_bounds(4, 2));
    EXPECT_FALSE(g.in_bounds(3, 3));
    EXPECT_FALSE(g.in_bounds(-1, 0));
    EXPECT_FALSE(g.in_bounds(Cell{0, -1}));
    EXPECT_THROW((void)g.at(4, 0), std::out_of_range);
    EXPECT_THROW((void)g.at(Cell{0, -1}), std::out_of_range);
    EXPECT_THROW((Grid<int>(-1, 2)), std::invalid_argument);
    const Grid<int> empty(0, 0);
    EXPECT_TRUE(empty.empty());
    EXPECT_FALSE(empty.in_bounds(0, 0));
}

TEST(Grid, Equality) {
    EXPECT_EQ(grid_from({"ab", "cd"}), grid_from({"ab", "cd"}));
    EXPECT_NE(grid_from({"ab", "cd"}), grid_from({"ab", "ce"}));
    // Same cells, other shape.
    EXPECT_NE(grid_from({"abcd"}), grid_from({"ab", "cd"}));
}

TEST(Neighbours, FourInTheMiddleClockwiseFromNorth) {
    const auto n = plateau::neighbours(5, 5, Cell{2, 2});
    EXPECT_EQ(std::vector<Cell>(n.begin(), n.end()),
              (std::vector<Cell>{{2, 1}, {3, 2}, {2, 3}, {1, 2}}));
}

TEST(Neighbours, EightInTheMiddleClockwiseFromNorth) {
    const auto n = plateau::neighbours(5, 5, Cell{2, 2}, Connectivity::eight);
    EXPECT_EQ(std::vector<Cell>(n.begin(), n.end()),
              (std::vector<Cell>{{2, 1}, {3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}, {1, 1}}));
}

TEST(Neighbours, CornersEdgesAndOutside) {
    const Grid<int> g(3, 2);
    EXPECT_EQ(plateau::neighbours(g, Cell{0, 0}).size(), 2u);
    EXPECT_EQ(plateau::neighbours(g, Cell{0, 0}, Connectivity::eight).size(), 3u);
    EXPECT_EQ(plateau::neighbours(g, Cell{1, 1}).size(), 3u);
    EXPECT_EQ(plateau::neighbours(g, Cell{1, 1}, Connectivity::eight).size(), 5u);
    EXPECT_TRUE(plateau::neighbours(g, Cell{3, 0}).empty());
    EXPECT_TRUE(plateau::neighbours(1, 1, Cell{0, 0}, Connectivity::eight).empty());
}

}  // namespace
