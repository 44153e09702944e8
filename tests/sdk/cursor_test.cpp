// plateau::CellCursor: the pointer's hover and the keyboard's cursor, as every game has them.
#include <gtest/gtest.h>

#include <plateau/cursor.hpp>

namespace {

using plateau::CellCursor;
using Key = CellCursor::Key;

plateau::Input key(int code) {
    plateau::Input in{};
    in.type = PLATEAU_INPUT_KEY;
    in.key = code;
    return in;
}

// A 3 x 2 grid, cells row * 3 + col:
//    0 1 2
//    3 4 5
TEST(CellCursor, ThePointerHovers) {
    CellCursor c;
    EXPECT_EQ(c.focus(), -1);  // nothing hovered, no cursor shown
    EXPECT_TRUE(c.point(4));   // onto cell 4: redraw
    EXPECT_EQ(c.hover, 4);
    EXPECT_EQ(c.focus(), 4);
    EXPECT_FALSE(c.point(4));  // still on it: nothing to redraw
    EXPECT_TRUE(c.point(-1));  // off the board
    EXPECT_EQ(c.focus(), -1);
}

TEST(CellCursor, TheFirstArrowShowsTheCursorTheNextOnesMoveIt) {
    CellCursor c;
    c.point(5);
    // The first arrow shows the cursor where it was (cell 0), not where the pointer is.
    EXPECT_EQ(c.key(key(PLATEAU_KEY_RIGHT), 3, 2), Key::moved);
    EXPECT_TRUE(c.cursor_shown);
    EXPECT_EQ(c.cursor, 0);
    EXPECT_EQ(c.focus(), 0);  // the cursor's cell wins over the hovered one while it shows
    EXPECT_EQ(c.key(key(PLATEAU_KEY_RIGHT), 3, 2), Key::moved);
    EXPECT_EQ(c.cursor, 1);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_DOWN), 3, 2), Key::moved);
    EXPECT_EQ(c.cursor, 4);  // row 1, col 1
    EXPECT_EQ(c.key(key(PLATEAU_KEY_LEFT), 3, 2), Key::moved);
    EXPECT_EQ(c.cursor, 3);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_UP), 3, 2), Key::moved);
    EXPECT_EQ(c.cursor, 0);
}

TEST(CellCursor, ItStopsAtTheEdges) {
    CellCursor c;
    c.cursor_shown = true;
    EXPECT_EQ(c.key(key(PLATEAU_KEY_LEFT), 3, 2), Key::moved);  // col 0 already
    EXPECT_EQ(c.cursor, 0);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_UP), 3, 2), Key::moved);  // row 0 already
    EXPECT_EQ(c.cursor, 0);
    for (int i = 0; i < 5; ++i) c.key(key(PLATEAU_KEY_RIGHT), 3, 2);
    EXPECT_EQ(c.cursor, 2);  // col 2, not into the next row
    for (int i = 0; i < 5; ++i) c.key(key(PLATEAU_KEY_DOWN), 3, 2);
    EXPECT_EQ(c.cursor, 5);
}

TEST(CellCursor, SpaceAndEnterActAtTheCursorAndShowIt) {
    CellCursor c;
    c.cursor = 4;
    EXPECT_EQ(c.key(key(PLATEAU_KEY_SPACE), 3, 2), Key::act);
    EXPECT_TRUE(c.cursor_shown);
    EXPECT_EQ(c.cursor, 4);  // acting does not move it
    EXPECT_EQ(c.key(key(PLATEAU_KEY_ENTER), 3, 2), Key::act);
    EXPECT_EQ(c.cursor, 4);
}

TEST(CellCursor, OtherKeysAndEventsAreNotItsOwn) {
    CellCursor c;
    EXPECT_EQ(c.key(key('f'), 3, 2), Key::unused);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_TAB), 3, 2), Key::unused);
    EXPECT_FALSE(c.cursor_shown);  // an unused key shows nothing
    plateau::Input move{};
    move.type = PLATEAU_INPUT_POINTER_MOVE;
    move.key = PLATEAU_KEY_RIGHT;  // not a key event, whatever its key says
    EXPECT_EQ(c.key(move, 3, 2), Key::unused);
    EXPECT_FALSE(c.cursor_shown);
}

TEST(CellCursor, ThePointerHidesTheCursor) {
    CellCursor c;
    c.point(2);
    c.key(key(PLATEAU_KEY_DOWN), 3, 2);  // shown on cell 0
    c.key(key(PLATEAU_KEY_DOWN), 3, 2);  // moved to 3
    ASSERT_EQ(c.focus(), 3);
    // The pointer moving, even over the cell it already hovered, hides the cursor.
    EXPECT_TRUE(c.point(2));
    EXPECT_FALSE(c.cursor_shown);
    EXPECT_EQ(c.focus(), 2);
    EXPECT_EQ(c.cursor, 3);  // kept where it was: the next arrow shows it there
    EXPECT_EQ(c.key(key(PLATEAU_KEY_RIGHT), 3, 2), Key::moved);
    EXPECT_EQ(c.cursor, 3);
    EXPECT_EQ(c.focus(), 3);
}

TEST(CellCursor, AGameMaySayWhereAnArrowLeads) {
    // Six cells in a ring, as Push Over's insertions: right and down go on, left and up go
    // back, round and round.
    const auto ring = [](int cell, int dc, int dr) { return (cell + (dc + dr > 0 ? 1 : 5)) % 6; };
    CellCursor c;
    c.cursor = 5;
    EXPECT_EQ(c.key(key(PLATEAU_KEY_RIGHT), ring), Key::moved);  // shows it, on 5
    EXPECT_EQ(c.cursor, 5);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_DOWN), ring), Key::moved);
    EXPECT_EQ(c.cursor, 0);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_UP), ring), Key::moved);
    EXPECT_EQ(c.cursor, 5);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_LEFT), ring), Key::moved);
    EXPECT_EQ(c.cursor, 4);
    EXPECT_EQ(c.key(key(PLATEAU_KEY_ENTER), ring), Key::act);
    EXPECT_EQ(c.key(key('g'), ring), Key::unused);
}

plateau::Input pointer(plateau_input_type type, float x, float y) {
    plateau::Input in{};
    in.type = type;
    in.x = x;
    in.y = y;
    in.button = PLATEAU_BUTTON_LEFT;
    return in;
}

// input() on a 3 x 2 board of 100 px cells in a 300 x 200 area (so cell (c, r) spans
// x 100c..100c+99, y 100r..100r+99): the pointer, a left press and the keys in one call.
TEST(CellCursor, InputOnABoardOfSquareCells) {
    const plateau::CellLayout cells(3, 2, {0, 0, 300, 200});
    CellCursor c;
    // (250, 150) is column 2, row 1: cell 1 * 3 + 2 = 5.
    auto out = c.input(pointer(PLATEAU_INPUT_POINTER_MOVE, 250, 150), cells);
    EXPECT_EQ(out.chosen, -1);
    EXPECT_TRUE(out.changed);
    EXPECT_EQ(c.hover, 5);
    EXPECT_FALSE(c.input(pointer(PLATEAU_INPUT_POINTER_MOVE, 260, 160), cells).changed);
    // A left press chooses the cell under it: (50, 50) is cell 0.
    out = c.input(pointer(PLATEAU_INPUT_POINTER_DOWN, 50, 50), cells);
    EXPECT_EQ(out.chosen, 0);
    // Off the board: nothing chosen.
    EXPECT_EQ(c.input(pointer(PLATEAU_INPUT_POINTER_DOWN, 350, 50), cells).chosen, -1);
    // The pointer leaves: the hover goes.
    EXPECT_TRUE(c.input(pointer(PLATEAU_INPUT_POINTER_LEAVE, 0, 0), cells).changed);
    EXPECT_EQ(c.hover, -1);
    // Arrows: the first shows the cursor on 0, the next moves it right to 1; Enter chooses 1.
    EXPECT_TRUE(c.input(key(PLATEAU_KEY_RIGHT), cells).changed);
    EXPECT_TRUE(c.input(key(PLATEAU_KEY_RIGHT), cells).changed);
    EXPECT_EQ(c.cursor, 1);
    EXPECT_EQ(c.input(key(PLATEAU_KEY_ENTER), cells).chosen, 1);
    // A key it does not know changes nothing.
    out = c.input(key('q'), cells);
    EXPECT_EQ(out.chosen, -1);
    EXPECT_FALSE(out.changed);
}

TEST(Status, WonIsOverWithItsMessage) {
    const plateau::Status s = plateau::Status::won("solved");
    EXPECT_TRUE(s.over);
    EXPECT_EQ(s.outcome, plateau::Outcome::won);
    EXPECT_EQ(s.message, "solved");
    EXPECT_FALSE(s.score.has_value());
}

}  // namespace
