// A board larger than its area in the window: the part shown, scrolling within the board,
// and pointer events turned into board pixels of the whole board.
#include "ui/game/board_viewport.hpp"

#include <gtest/gtest.h>

#include "sfml_events.hpp"
#include "ui/game/board_input.hpp"

namespace {

using plateau::ui::BoardPointer;
using plateau::ui::BoardViewport;

// An area of 400 x 300 at (16, 60) in the window.
const plateau::ui::Rect kArea{16, 60, 400, 300};

TEST(BoardViewport, ABoardThatFitsIsTheAreaAndDoesNotScroll) {
    BoardViewport board;
    board.fit(kArea, {100, 0});  // smaller than the area, and no minimum height
    EXPECT_EQ(board.size, sf::Vector2f(400, 300));
    EXPECT_FALSE(board.scrolls());
    EXPECT_FALSE(board.scroll_by({50, 50}));
    EXPECT_EQ(board.scroll, sf::Vector2f(0, 0));
}

TEST(BoardViewport, ALargerBoardScrollsWithinItsEdges) {
    BoardViewport board;
    board.fit(kArea, {1000, 700});
    EXPECT_TRUE(board.scrolls());
    EXPECT_EQ(board.size, sf::Vector2f(1000, 700));
    // Down 48: shows rows 48..347 of the board.
    EXPECT_TRUE(board.scroll_by({0, 48}));
    EXPECT_EQ(board.visible(), plateau::ui::Rect(0, 48, 400, 300));
    // The window point at the area's top left is board pixel (0, 48).
    EXPECT_EQ(board.to_board({16, 60}), sf::Vector2f(0, 48));
    // Past the end: stops at 1000 - 400 across and 700 - 300 down.
    EXPECT_TRUE(board.scroll_by({5000, 5000}));
    EXPECT_EQ(board.scroll, sf::Vector2f(600, 400));
    EXPECT_FALSE(board.scroll_by({1, 1}));
    EXPECT_TRUE(board.scroll_by({-9999, -9999}));
    EXPECT_EQ(board.scroll, sf::Vector2f(0, 0));
}

TEST(BoardViewport, ALargerWindowKeepsTheScrollInRange) {
    BoardViewport board;
    board.fit(kArea, {1000, 700});
    board.scroll_by({600, 400});
    // The window grows: the area is now 900 x 650, so at most 100 and 50 remain hidden.
    board.fit({16, 60, 900, 650}, {1000, 700});
    EXPECT_EQ(board.scroll, sf::Vector2f(100, 50));
    // Large enough for the whole board: no scrolling left.
    board.fit({16, 60, 1200, 800}, {1000, 700});
    EXPECT_EQ(board.size, sf::Vector2f(1200, 800));
    EXPECT_EQ(board.scroll, sf::Vector2f(0, 0));
}

using plateau::ui::test::mouse_button;

TEST(BoardPointer, AClickOnAScrolledBoardIsInBoardPixelsOfTheWholeBoard) {
    BoardViewport board;
    board.fit(kArea, {1000, 700});
    board.scroll_by({200, 100});
    BoardPointer pointer;
    // Window (116, 160) is 100, 100 into the area: board pixel (300, 200).
    const auto down =
        pointer.translate(mouse_button(sf::Event::MouseButtonPressed, 116, 160), board);
    ASSERT_TRUE(down.has_value());
    EXPECT_EQ(down->type, PLATEAU_INPUT_POINTER_DOWN);
    EXPECT_FLOAT_EQ(down->x, 300);
    EXPECT_FLOAT_EQ(down->y, 200);
    EXPECT_FLOAT_EQ(down->width, 1000);
    EXPECT_FLOAT_EQ(down->height, 700);
    // Released outside the area (left of it) while held: clamped to what shows, x = 200.
    const auto up = pointer.translate(mouse_button(sf::Event::MouseButtonReleased, 2, 160), board);
    ASSERT_TRUE(up.has_value());
    EXPECT_EQ(up->type, PLATEAU_INPUT_POINTER_UP);
    EXPECT_FLOAT_EQ(up->x, 200);
    EXPECT_FLOAT_EQ(up->y, 200);
    // A click outside the area does not reach the game.
    EXPECT_FALSE(pointer.translate(mouse_button(sf::Event::MouseButtonPressed, 2, 160), board));
}

}  // namespace
