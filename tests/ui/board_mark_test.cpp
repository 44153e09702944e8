// The mark on the board: a hint until the position changes; the computer's last move shown
// 1.5 s, then faded out over 0.5 s.
#include "ui/game/board_mark.hpp"

#include <gtest/gtest.h>

namespace plateau::ui {
namespace {

using std::chrono::milliseconds;

// Two positions, told apart by their handles (the mark never looks inside).
const core::StateRef here(std::shared_ptr<const plateau_state>(
    reinterpret_cast<const plateau_state*>(new int(1)),
    [](const plateau_state* s) { delete reinterpret_cast<const int*>(s); }));
const core::StateRef there(std::shared_ptr<const plateau_state>(
    reinterpret_cast<const plateau_state*>(new int(2)),
    [](const plateau_state* s) { delete reinterpret_cast<const int*>(s); }));

TEST(BoardMark, AHintStaysUntilThePositionChanges) {
    BoardMark mark;
    const auto t0 = BoardMark::Clock::now();
    mark.hint("c3", here);
    const auto drawn = mark.at(here, t0 + std::chrono::hours(1));
    EXPECT_EQ(drawn.kind, PLATEAU_MARK_HINT);
    ASSERT_NE(drawn.move, nullptr);
    EXPECT_EQ(*drawn.move, "c3");
    EXPECT_FLOAT_EQ(drawn.strength, 1.0f);
    EXPECT_FALSE(mark.changing(here, t0));  // nothing to redraw for
    EXPECT_EQ(mark.at(there, t0).kind, PLATEAU_MARK_NONE);
}

TEST(BoardMark, ALastMoveIsShownThenFadesOut) {
    BoardMark mark;
    const auto t0 = BoardMark::Clock::now();
    mark.last("T2", here, t0);
    EXPECT_FLOAT_EQ(mark.at(here, t0 + milliseconds(1500)).strength, 1.0f);
    // Halfway through the 500 ms fade: 0.5.
    EXPECT_NEAR(mark.at(here, t0 + milliseconds(1750)).strength, 0.5f, 1e-3);
    EXPECT_TRUE(mark.changing(here, t0 + milliseconds(1750)));
    EXPECT_EQ(mark.at(here, t0 + milliseconds(2000)).kind, PLATEAU_MARK_NONE);
    EXPECT_FALSE(mark.changing(here, t0 + milliseconds(2000)));
    // Another position: gone at once.
    EXPECT_EQ(mark.at(there, t0).kind, PLATEAU_MARK_NONE);
}

TEST(BoardMark, ClearTakesItAway) {
    BoardMark mark;
    mark.hint("c3", here);
    mark.clear();
    EXPECT_EQ(mark.at(here, BoardMark::Clock::now()).kind, PLATEAU_MARK_NONE);
}

}  // namespace
}  // namespace plateau::ui
