// plateau::apply_gravity and plateau::compact_columns on hand-drawn grids. Rows are written
// top row first, so falling means moving down the page.
#include <gtest/gtest.h>

#include <algorithm>
#include <plateau/grid.hpp>
#include <string>
#include <vector>

#include "grid_text.hpp"

namespace {

using plateau::apply_gravity;
using plateau::Cell;
using plateau::compact_columns;
using plateau::Grid;
using plateau::test::grid_from;
using plateau::test::rows_of;
using Rows = std::vector<std::string>;

TEST(Gravity, CellsFallToTheBottomKeepingOrder) {
    Grid<char> g = grid_from({
        "a.c",
        "...",
        "b.d",
        ".e.",
    });
    EXPECT_TRUE(apply_gravity(g, '.'));
    EXPECT_EQ(rows_of(g), (Rows{
                              "...",
                              "...",
                              "a.c",
                              "bed",
                          }));
    EXPECT_FALSE(apply_gravity(g, '.'));  // already settled
}

TEST(Gravity, FullAndEmptyColumnsStay) {
    Grid<char> g = grid_from({
        "x.",
        "y.",
        "z.",
    });
    const Grid<char> before = g;
    EXPECT_FALSE(apply_gravity(g, '.'));
    EXPECT_EQ(g, before);
}

TEST(Gravity, OnlyTheGivenColumns) {
    const Rows start = {
        "a.c",
        "...",
        "b.d",
        ".e.",
    };
    Grid<char> g = grid_from(start);
    EXPECT_TRUE(apply_gravity(g, '.', 2, 2));
    EXPECT_EQ(rows_of(g), (Rows{
                              "a..",
                              "...",
                              "b.c",
                              ".ed",
                          }));
    g = grid_from(start);
    EXPECT_FALSE(apply_gravity(g, '.', 1, 1));  // column 1 is settled already
    EXPECT_FALSE(apply_gravity(g, '.', 2, 1));  // an empty range does nothing
    EXPECT_EQ(rows_of(g), start);
    EXPECT_TRUE(apply_gravity(g, '.', -5, 100));  // clamped to the grid: every column
    EXPECT_EQ(rows_of(g), (Rows{"...", "...", "a.c", "bed"}));
}

TEST(Gravity, PredicateWithSeveralEmptyValues) {
    Grid<char> g = grid_from({
        "a",
        " ",
        "b",
        ".",
        "c",
        " ",
    });
    EXPECT_TRUE(apply_gravity(g, [](char c) { return c == '.' || c == ' '; }));
    const Rows after = rows_of(g);
    EXPECT_EQ((Rows{after.end() - 3, after.end()}), (Rows{"a", "b", "c"}));
    for (int row = 0; row < 3; ++row) EXPECT_TRUE(g.at(0, row) == '.' || g.at(0, row) == ' ');
}

TEST(Compaction, EmptyColumnsGoToTheRight) {
    Grid<char> g = grid_from({
        ".....",
        "a..b.",
        "c.de.",
    });
    // Columns 0 (.ac), 2 (..d) and 3 (.be) stay, in that order.
    EXPECT_TRUE(compact_columns(g, '.'));
    EXPECT_EQ(rows_of(g), (Rows{
                              ".....",
                              "a.b..",
                              "cde..",
                          }));
    EXPECT_FALSE(compact_columns(g, '.'));  // only trailing empty columns left
}

TEST(Compaction, FromAStartingColumn) {
    const Rows start = {
        ".a.b",
        ".a.b",
    };
    Grid<char> g = grid_from(start);
    EXPECT_TRUE(compact_columns(g, '.', 2));  // columns 0 and 1 untouched
    EXPECT_EQ(rows_of(g), (Rows{".ab.", ".ab."}));
    g = grid_from(start);
    EXPECT_TRUE(compact_columns(g, '.'));
    EXPECT_EQ(rows_of(g), (Rows{"ab..", "ab.."}));
    g = grid_from(start);
    EXPECT_FALSE(compact_columns(g, '.', 4));  // past the right edge: nothing
    EXPECT_EQ(rows_of(g), start);
}

TEST(Compaction, AColumnWithOnlyATopCellIsNotEmpty) {
    // compact_columns does not assume gravity ran first.
    Grid<char> g = grid_from({
        ".x",
        "..",
    });
    EXPECT_TRUE(compact_columns(g, [](char c) { return c == '.'; }));
    EXPECT_EQ(rows_of(g), (Rows{"x.", ".."}));
}

TEST(GridHelpers, SameGameMoveRemoveFallShift) {
    // Remove the group of 'r' at (0,2), then let the touched columns fall and shift.
    Grid<char> g = grid_from({
        "gb.",
        "rb.",
        "rrg",
    });
    const auto group = plateau::flood_fill(g, Cell{0, 2});
    ASSERT_EQ(group.size(), 3u);
    int first = g.width(), last = -1;
    for (Cell c : group) {
        g[c] = '.';
        first = std::min(first, c.col);
        last = std::max(last, c.col);
    }
    EXPECT_EQ(rows_of(g), (Rows{"gb.", ".b.", "..g"}));
    EXPECT_TRUE(apply_gravity(g, '.', first, last));
    EXPECT_EQ(rows_of(g), (Rows{"...", ".b.", "gbg"}));
    EXPECT_FALSE(compact_columns(g, '.', first));  // no column emptied
    EXPECT_EQ(rows_of(g), (Rows{"...", ".b.", "gbg"}));

    // Now clear column 1 entirely.
    for (Cell c : plateau::flood_fill(g, Cell{1, 2})) g[c] = '.';
    EXPECT_FALSE(apply_gravity(g, '.', 1, 1));
    EXPECT_TRUE(compact_columns(g, '.', 1));
    EXPECT_EQ(rows_of(g), (Rows{"...", "...", "gg."}));
}

TEST(GridHelpers, WorkOnNonCharCells) {
    // Column 0 is empty; column 1 holds 1 on top and 2 at the bottom.
    Grid<int> g = Grid<int>::from_cells(2, 3, {0, 1, 0, 0, 0, 2});
    EXPECT_TRUE(apply_gravity(g, 0));
    EXPECT_EQ(g.cells(), (std::vector<int>{0, 0, 0, 1, 0, 2}));
    EXPECT_TRUE(compact_columns(g, 0));
    EXPECT_EQ(g.cells(), (std::vector<int>{0, 0, 1, 0, 2, 0}));
}

}  // namespace
