// The mouse and the keyboard turned into moves, and the board drawn: centred and scaled,
// thumbnails without small text, the host's mark (a hint) ringed, opened cells fading in.
#include <algorithm>
#include <cmath>

#include "draw_request.hpp"
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

// Layout A (rules_test.cpp): mines at (1,1), (3,3), (5,5).
const std::vector<std::string> kLayoutA = {"*....", ".....", "..*..", ".....", "....*"};

class InputDrawTest : public MinesweeperTest {
  protected:
    // Sends an event on a board drawn at width x height; returns the move, or "" (and
    // whether only the ui changed in *changed).
    static std::string send(Play& play, plateau_input event, bool* changed = nullptr) {
        bool ui_changed = false;
        auto move = play.session().game().input(play.session().state(), play.session().ui(), event,
                                                &ui_changed);
        if (changed != nullptr) *changed = ui_changed;
        return move.value_or("");
    }
    static plateau_input pointer(plateau_input_type type, float x, float y, int button = 0,
                                 float width = 500, float height = 600) {
        plateau_input e{};
        e.type = type;
        e.x = x;
        e.y = y;
        e.button = button;
        e.width = width;
        e.height = height;
        return e;
    }
    static plateau_input key(int k) {
        plateau_input e{};
        e.type = PLATEAU_INPUT_KEY;
        e.key = k;
        e.width = 500;
        e.height = 600;
        return e;
    }
    // A click: press and release at one point; the move, if any.
    static std::string click(Play& play, float x, float y, int button) {
        const std::string down = send(play, pointer(PLATEAU_INPUT_POINTER_DOWN, x, y, button));
        if (!down.empty()) return down;
        return send(play, pointer(PLATEAU_INPUT_POINTER_UP, x, y, button));
    }
};

// On a 500x600 area the header takes round(clamp(0.06 x 600, 20, 34)) = 34 px and a gap
// of round(0.3 x 34) = 10 below it, which leaves 556 px: the 5x5 board has cells of
// min(500 / 5, 556 / 5) = 100 px, from x = 0 and y = 44 + (556 - 500) / 2 = 72. Cell (C,R)
// from 1 has its centre at (100C - 50, 100R + 22).
TEST_F(InputDrawTest, LeftClickOpensRightClickFlags) {
    Play play(layout_game(kLayoutA));
    bool changed = false;
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_MOVE, 250, 322), &changed), "");
    EXPECT_TRUE(changed);  // the hover moved onto (3,3)
    // Pressing only holds the cell; releasing on it opens it.
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_DOWN, 450, 122, PLATEAU_BUTTON_LEFT)), "");
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_UP, 450, 122, PLATEAU_BUTTON_LEFT)),
              "o 5 1");
    EXPECT_EQ(click(play, 50, 122, PLATEAU_BUTTON_RIGHT), "f 1 1");
    // A press dragged to another cell opens the cell it is released on.
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_DOWN, 50, 222, PLATEAU_BUTTON_LEFT)), "");
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_MOVE, 50, 322)), "");
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_UP, 50, 322, PLATEAU_BUTTON_LEFT)), "o 1 3");
    // In the header nothing happens.
    EXPECT_EQ(click(play, 50, 20, PLATEAU_BUTTON_RIGHT), "");
    // Outside the board nothing happens: on a 1000x600 area the cells are
    // floor(min(1000 / 5, 556 / 5)) = 111 px, the board 555 px wide from
    // x = round(445 / 2) = 223 and y = 44 + round(1 / 2) = 45.
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_DOWN, 100, 100, PLATEAU_BUTTON_RIGHT, 1000)),
              "");
    EXPECT_EQ(send(play, pointer(PLATEAU_INPUT_POINTER_DOWN, 250, 100, PLATEAU_BUTTON_RIGHT, 1000)),
              "f 1 1");
}

TEST_F(InputDrawTest, ClickingASatisfiedNumberOrMiddleClickingChords) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    // (4,3) shows 1 and no flag is beside it yet: a left click does nothing.
    EXPECT_EQ(click(play, 350, 322, PLATEAU_BUTTON_LEFT), "");
    play.moves({click(play, 250, 322, PLATEAU_BUTTON_RIGHT)});  // f 3 3
    EXPECT_EQ(click(play, 350, 322, PLATEAU_BUTTON_LEFT), "c 4 3");
    // A middle click chords even an unsatisfied number, so the refusal tells why.
    EXPECT_EQ(click(play, 150, 222, PLATEAU_BUTTON_MIDDLE), "c 2 2");
    // With chording off, neither chords.
    Play off(layout_game(kLayoutA, {"chording=false"}));
    off.moves({"o 5 1", "f 3 3"});
    EXPECT_EQ(click(off, 350, 322, PLATEAU_BUTTON_LEFT), "");
    EXPECT_EQ(click(off, 350, 322, PLATEAU_BUTTON_MIDDLE), "");
}

TEST_F(InputDrawTest, TheKeyboardMovesACursorOpensAndFlags) {
    Play play(layout_game(kLayoutA));
    bool changed = false;
    // The first arrow shows the cursor, on the centre (3,3).
    EXPECT_EQ(send(play, key(PLATEAU_KEY_RIGHT), &changed), "");
    EXPECT_TRUE(changed);
    EXPECT_EQ(send(play, key('f')), "f 3 3");
    EXPECT_EQ(send(play, key(PLATEAU_KEY_LEFT)), "");
    EXPECT_EQ(send(play, key(PLATEAU_KEY_UP)), "");
    EXPECT_EQ(send(play, key(PLATEAU_KEY_SPACE)), "o 2 2");
    // The cursor stops at the edges.
    for (int i = 0; i < 6; ++i) (void)send(play, key(PLATEAU_KEY_DOWN));
    EXPECT_EQ(send(play, key(PLATEAU_KEY_ENTER)), "o 2 5");
}

using plateau::test::DrawRequest;
using plateau::test::Shape;
using Kind = Shape::Kind;

// The board drawn as `request` asks: with the ui, but a thumbnail without.
plateau::test::ShapeCanvas draw(const Play& play, const DrawRequest& request) {
    return plateau::test::drawn(play.session().game(), play.session().state(),
                                request.thumbnail ? nullptr : play.session().ui(), request);
}

TEST_F(InputDrawTest, TheBoardIsCentredAndScaledToTheArea) {
    Play play(game({}));
    // 9x9 in 1000x900: the header takes round(clamp(0.06 x 900, 20, 34)) = 34 px and a gap
    // of 10, leaving 856 px; cells of floor(min(1000 / 9, 856 / 9)) = 95 px make a board of
    // 855 px from x = round(145 / 2) = 73 and y = 44 + round(1 / 2) = 45, to (928, 900).
    const auto shapes = draw(play, {.width = 1000, .height = 900}).shapes();
    ASSERT_FALSE(shapes.empty());
    float x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9, cells_top = 1e9;
    for (const auto& s : shapes) {
        // A text by its anchor (its width is only estimated).
        const bool text = s.kind == Kind::text;
        x0 = std::min(x0, text ? s.cx : s.left);
        y0 = std::min(y0, text ? s.cy : s.top);
        x1 = std::max(x1, text ? s.cx : s.right);
        y1 = std::max(y1, text ? s.cy : s.bottom);
        if ((text ? s.cy : s.top) > 34) cells_top = std::min(cells_top, text ? s.cy : s.top);
    }
    EXPECT_FLOAT_EQ(x0, 73);
    EXPECT_FLOAT_EQ(x1, 928);
    EXPECT_FLOAT_EQ(y0, 0);  // the header
    EXPECT_FLOAT_EQ(y1, 900);
    EXPECT_FLOAT_EQ(cells_top, 45);
    // The header shows the mines left, 10, beside a flag.
    const auto counter = std::find_if(shapes.begin(), shapes.end(), [](const Shape& s) {
        return s.kind == Kind::text && s.cy == 17;
    });
    EXPECT_NE(counter, shapes.end());
}

TEST_F(InputDrawTest, AThumbnailHasNoTinyTextAndNoCursor) {
    Play play(game({}, 3, {}, "expert"));
    (void)send(play, key(PLATEAU_KEY_RIGHT));  // a cursor in the ui, which a thumbnail ignores
    // 8 px cells.
    const auto shapes = draw(play, {.width = 240, .height = 128, .thumbnail = true}).shapes();
    ASSERT_FALSE(shapes.empty());
    for (const auto& s : shapes) {
        if (s.kind == Kind::text) {
            EXPECT_GE(s.size, 8) << "text of " << s.size << " px";
        }
        EXPECT_NE(s.kind, Kind::outline);
    }
}

// The host marks a hint (it drops the mark once the position changes): an opaque ring round
// the cell, blue for a cell to open, red for a mine to flag; GNOME's blue 4 (#1c71d8) and
// red 4 (#c01c28) on the light theme's white, blue 2 (#62a0ea) and red 1 (#f66151) on the
// dark theme's #1e1e1e.
TEST_F(InputDrawTest, TheHostsMarkRingsTheHintedCell) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});  // opens the top right corner; (1,1) and (1,5) stay covered
    const auto ring_around = [](const plateau::test::ShapeCanvas& drawn, std::uint32_t rgba) {
        return drawn.centres(Kind::outline, rgba);
    };
    using Centres = std::vector<std::pair<float, float>>;
    // Cell (C,R) has its centre at (100C - 50, 100R + 22) (see above).
    const auto marked = [&](const char* mark, bool dark) {
        return draw(play, {.width = 500, .height = 600, .dark = dark, .mark = mark});
    };
    EXPECT_EQ(ring_around(marked("o 1 5", false), 0x1c71d8ffu), (Centres{{50, 522}}));
    EXPECT_EQ(ring_around(marked("f 1 1", false), 0xc01c28ffu), (Centres{{50, 122}}));
    EXPECT_EQ(ring_around(marked("o 1 5", true), 0x62a0eaffu), (Centres{{50, 522}}));
    EXPECT_EQ(ring_around(marked("f 1 1", true), 0xf66151ffu), (Centres{{50, 122}}));
    // Without a mark, no ring in any of these colours.
    for (const std::uint32_t rgba : {0x1c71d8ffu, 0xc01c28ffu}) {
        EXPECT_TRUE(ring_around(draw(play, {.width = 500, .height = 600}), rgba).empty());
    }
}

// The status bar says a move as people say it, counting from 1 at the top left as the
// notation does: o opens, f flags (or unflags a flagged cell), c opens around a number.
TEST_F(InputDrawTest, MovesAreSaidInWords) {
    Play play(layout_game(kLayoutA));
    const GameInstance& game = play.session().game();
    EXPECT_EQ(game.describe_move(play.session().state(), "o 5 1"), "open column 5, row 1");
    EXPECT_EQ(game.describe_move(play.session().state(), "f 1 1"), "flag column 1, row 1");
    play.moves({"o 5 1", "f 3 3"});
    EXPECT_EQ(game.describe_move(play.session().state(), "f 3 3"), "unflag column 3, row 3");
    EXPECT_EQ(game.describe_move(play.session().state(), "c 4 3"), "open around column 4, row 3");
    EXPECT_EQ(game.describe_move(play.session().state(), "o 2 5"), "open column 2, row 5");
}

TEST_F(InputDrawTest, OpenedCellsFadeInFromTheCoveredColour) {
    Play play(layout_game(kLayoutA));
    const StateRef before = play.session().state();
    play.moves({"o 5 1"});
    const float length = play.session().game().anim_length(before, play.session().state(), "o 5 1");
    EXPECT_GT(length, 0.14f);
    EXPECT_LT(length, 0.31f);
    // The last fill whose box holds the centre of (5,1), (450, 122), is the covered colour
    // (#7f8c9c) as the animation starts and the open colour (#ffffff) at its end.
    const auto fill_at = [](const plateau::test::ShapeCanvas& drawn) {
        std::uint32_t colour = 0;
        for (const auto& s : drawn.of(Kind::rect)) {
            if (s.left <= 450 && 450 <= s.right && s.top <= 122 && 122 <= s.bottom) {
                colour = s.rgba;
            }
        }
        return colour;
    };
    const auto at_time = [&](float time) {
        return draw(play, {.width = 500,
                           .height = 600,
                           .previous = &before,
                           .move = "o 5 1",
                           .anim_time = time,
                           .anim_length = length});
    };
    EXPECT_EQ(fill_at(at_time(0)), 0x7f8c9cffu);
    EXPECT_EQ(fill_at(at_time(length)), 0xffffffffu);
    EXPECT_EQ(fill_at(draw(play, {.width = 500, .height = 600})), 0xffffffffu);
}

}  // namespace
}  // namespace minesweeper_test
