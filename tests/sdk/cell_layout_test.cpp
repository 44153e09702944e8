// plateau::CellLayout: square cells placed in an area, and the cell under a point.
#include <gtest/gtest.h>

#include <plateau/cell_layout.hpp>

namespace {

using plateau::CellLayout;
using plateau::Rect;

void expect_rect(const Rect& r, float x, float y, float w, float h) {
    EXPECT_FLOAT_EQ(r.x, x);
    EXPECT_FLOAT_EQ(r.y, y);
    EXPECT_FLOAT_EQ(r.w, w);
    EXPECT_FLOAT_EQ(r.h, h);
}

TEST(CellLayout, CellsAsLargeAsFitCentred) {
    // 4 x 2 cells in 500 x 300: min(500 / 4, 300 / 2) = 125 px; the board is 500 x 250,
    // (300 - 250) / 2 = 25 px from the top.
    const CellLayout l(4, 2, {0, 0, 500, 300});
    EXPECT_FLOAT_EQ(l.cell(), 125);
    expect_rect(l.board(), 0, 25, 500, 250);
    expect_rect(l.rect(1, 1), 125, 150, 125, 125);
    expect_rect(l.rect(6), 250, 150, 125, 125);  // cell 6 is col 2, row 1
}

TEST(CellLayout, TheAreaMayStartAnywhere) {
    // Below a 44 px header: 3 x 3 in (0, 44) 300 x 200: cells of 66 px (200 / 3 = 66.7,
    // floored), the board 198 px square from x = round(102 / 2) = 51, y = 44 + round(2 / 2).
    const CellLayout l(3, 3, {0, 44, 300, 200});
    EXPECT_FLOAT_EQ(l.cell(), 66);
    expect_rect(l.board(), 51, 45, 198, 198);
}

TEST(CellLayout, WholePixelsFrom8Px) {
    // 3 cells across 100 px: 33.3 px floored to 33, the board 99 px from round(0.5) = 1.
    const CellLayout big(3, 1, {0, 0, 100, 100});
    EXPECT_FLOAT_EQ(big.cell(), 33);
    EXPECT_FLOAT_EQ(big.board().x, 1);
    // 8.5 px floors to 8 ...
    EXPECT_FLOAT_EQ(CellLayout(2, 1, {0, 0, 17, 100}).cell(), 8);
    // ... but below 8 px a cell keeps its fraction, so that a small board fills its area:
    // 10 cells in 75 px are 7.5 px each.
    const CellLayout small(10, 1, {0, 0, 75, 75});
    EXPECT_FLOAT_EQ(small.cell(), 7.5f);
    expect_rect(small.board(), 0, 34, 75, 7.5f);  // y = round((75 - 7.5) / 2) = round(33.75)
}

TEST(CellLayout, TheBoardSitsOnWholePixels) {
    // The area itself at a fraction (a margin of 2% of 777 px is 15.54): 3 cells of 33 px
    // in 100 px, and the board's corner rounded as a whole, round(15.54 + (100 - 99) / 2) =
    // round(16.04) = 16, not 15.54 + round(0.5) = 16.54.
    const CellLayout l(3, 3, {15.54f, 15.54f, 100, 100});
    EXPECT_FLOAT_EQ(l.cell(), 33);
    expect_rect(l.board(), 16, 16, 99, 99);
}

TEST(CellLayout, AGivenCellSide) {
    // A game's own rule for the side (SameGame's, Tilings'): 20 px cells, 5 x 4, centred in
    // 300 x 200 from (10, 0): x = round(10 + (300 - 100) / 2) = 110, y = round((200 - 80) / 2).
    const CellLayout l(5, 4, {10, 0, 300, 200}, 20);
    EXPECT_FLOAT_EQ(l.cell(), 20);
    expect_rect(l.board(), 110, 60, 100, 80);
    // A board larger than its area overflows it evenly: 10 x 1 cells of 20 px in 150 px
    // start at round((150 - 200) / 2) = -25.
    EXPECT_FLOAT_EQ(CellLayout(10, 1, {0, 0, 150, 150}, 20).board().x, -25);
}

TEST(CellLayout, TheCellUnderAPoint) {
    // 4 x 2 cells of 125 px from (0, 25), as above.
    const CellLayout l(4, 2, {0, 0, 500, 300});
    EXPECT_EQ(l.cell_at(0, 25), 0);  // the board's top left corner is in cell 0
    EXPECT_EQ(l.cell_at(124.9f, 149.9f), 0);
    EXPECT_EQ(l.cell_at(125, 150), 5);  // a cell's own top left corner is in it
    EXPECT_EQ(l.cell_at(499.9f, 274.9f), 7);
    // Off the board: above it, left of it, on its right and bottom edges, and past them.
    EXPECT_EQ(l.cell_at(10, 24.9f), -1);
    EXPECT_EQ(l.cell_at(-0.1f, 30), -1);
    EXPECT_EQ(l.cell_at(500, 30), -1);
    EXPECT_EQ(l.cell_at(10, 275), -1);
    EXPECT_EQ(l.cell_at(1000, 1000), -1);
}

TEST(CellLayout, AnEmptyAreaHasNoCells) {
    const CellLayout l(3, 3, {0, 0, 0, 0});
    EXPECT_FLOAT_EQ(l.cell(), 0);
    EXPECT_EQ(l.cell_at(0, 0), -1);
    // No column or row is taken as one: one cell of 10 px fills 10 x 10.
    const CellLayout none(0, 0, {0, 0, 10, 10});
    expect_rect(none.board(), 0, 0, 10, 10);
    EXPECT_EQ(none.cell_at(5, 5), 0);
}

}  // namespace
