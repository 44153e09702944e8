// Every refused move, layout and combination of settings: refused whole, with a clear
// reason, and nothing changed.
#include <string>
#include <vector>

#include "samegame_fixture.hpp"

namespace samegame_test {
namespace {

using Strings = std::vector<std::string>;

class RefusalsTest : public SameGameTest {};

::testing::AssertionResult contains(const std::string& text, const std::string& part) {
    if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "\"" << text << "\" lacks \"" << part << "\"";
}

// Columns bottom up: 0: R R; 1: G; 2: B B. Row 1 of column 1 is empty.
const Strings kBoard = {"R.B", "RGB"};

TEST_F(RefusalsTest, MovesOffTheBoardOnAnEmptyCellOrATooSmallGroupAreRefusedWithTheReason) {
    const auto g = layout_game(kBoard);
    const StateRef s = g->initial();
    EXPECT_TRUE(contains(move_refusal(*g, s, "3 0"), "'3 0' is off the board"));
    EXPECT_TRUE(contains(move_refusal(*g, s, "3 0"), "columns go from 0 to 2, rows from 0 to 1"));
    EXPECT_TRUE(contains(move_refusal(*g, s, "0 2"), "off the board"));
    EXPECT_TRUE(contains(move_refusal(*g, s, "-1 0"), "off the board"));
    EXPECT_TRUE(contains(move_refusal(*g, s, "1 1"), "'1 1' is an empty cell"));
    EXPECT_TRUE(contains(move_refusal(*g, s, "1 0"),
                         "'1 0' is a group of 1 piece; a move needs a group of 2 or more"));
    const auto g3 = layout_game(kBoard, {"min_group=3"});
    // No group of 3: the game is over at once, and a move says so.
    EXPECT_TRUE(contains(move_refusal(*g3, g3->initial(), "0 0"), "the game is over"));
    const auto g2 = layout_game({"RRR", "RGB"}, {"min_group=5"});
    EXPECT_TRUE(contains(move_refusal(*g2, g2->initial(), "2 1"), "the game is over"));
    const auto g4 = layout_game({"RRRG", "RGBB"}, {"min_group=4"});
    EXPECT_TRUE(contains(move_refusal(*g4, g4->initial(), "2 0"),
                         "'2 0' is a group of 2 pieces; a move needs a group of 4 or more"));
    EXPECT_EQ(move_refusal(*g4, g4->initial(), "0 0"), "");  // R: 4 pieces
    // The position is as it was.
    EXPECT_EQ(g->text_form(s), "R.B\nRGB");
    EXPECT_EQ(g->status(s).score, 0);
}

TEST_F(RefusalsTest, WhatIsNotTwoWholeNumbersIsNoMove) {
    const auto g = layout_game(kBoard);
    for (const char* bad : {"", "0", "0 0 0", "a b", "1.5 0", "0,0", "0 x", "00 0x"}) {
        EXPECT_TRUE(contains(move_refusal(*g, g->initial(), bad), "a move is C R")) << bad;
    }
    // Blanks around and between the numbers are fine.
    EXPECT_EQ(move_refusal(*g, g->initial(), "  0   1 "), "");
}

TEST_F(RefusalsTest, NoMoveOnceTheGameIsOver) {
    const auto g = layout_game({"RR"});
    const StateRef end = g->apply(g->initial(), "0 0");
    ASSERT_TRUE(g->status(end).over);
    EXPECT_TRUE(contains(move_refusal(*g, end, "0 0"), "the game is over"));
}

TEST_F(RefusalsTest, EveryBadLayoutIsRefusedWithItsLineAndColumn) {
    const struct {
        Strings layout;
        const char* reason;
    } cases[] = {
        // Not rectangular: a short line, then a long one.
        {{"RGB", "RG", "RGB"}, "layout line 2, column 3: the line has 2 characters, 3 expected"},
        {{"RGB", "RGBR"}, "layout line 2, column 4: the line has 4 characters, 3 expected"},
        // A piece above an empty cell.
        {{"R..", ".G.", "RGB"}, "layout line 1, column 1: a piece above an empty cell"},
        // An empty column left of one with pieces.
        {{"..G", "R.G"}, "layout line 2, column 2: an empty column left of a column with pieces"},
        // More colours than `colours` lists (3: R, G, B, 0 to 2).
        {{"RGY"}, "layout line 1, column 3: 'Y' is colour 3, but only 3 colours are listed"},
        {{"R3G"}, "layout line 1, column 2: '3' is colour 3, but only 3 colours are listed"},
        // A character that is no cell.
        {{"RG", "R#"}, "layout line 2, column 2: '#' is not a cell"},
        {{"R G"}, "layout line 1, column 2: ' ' is not a cell"},
        // Empty.
        {{}, "layout: no lines"},
        {{"", "RG"}, "layout line 1: the line is empty"},
    };
    for (const auto& c : cases) {
        EXPECT_TRUE(contains(refusal({}, join(c.layout)), c.reason)) << join(c.layout);
    }
    // Too big: 101 rows, or 101 columns.
    EXPECT_TRUE(contains(refusal({}, join(Strings(101, "R"))),
                         "layout: 101 lines; at most 100 rows are allowed"));
    EXPECT_TRUE(contains(refusal({}, std::string(101, 'R')),
                         "layout line 1: 101 characters; at most 100 columns are allowed"));
    // The largest layout is fine.
    EXPECT_EQ(refusal({}, join(Strings(100, std::string(100, 'G')))), "");
}

TEST_F(RefusalsTest, TheLayoutListIsCheckedTheSameWay) {
    EXPECT_TRUE(contains(refusal({"fill=layout", "layout=[\"R.\", \".G\"]"}),
                         "layout line 1, column 1: a piece above an empty cell"));
    EXPECT_TRUE(contains(refusal({"fill=layout"}), "fill = \"layout\" needs a layout"));
}

TEST_F(RefusalsTest, SettingsThatDoNotGoTogetherAreRefused) {
    EXPECT_TRUE(contains(refusal({"letters=RG"}), "one letter per colour"));
    EXPECT_TRUE(contains(refusal({"letters=RrB"}), "'r' stands for two colours"));
    EXPECT_TRUE(contains(refusal({"letters=R.B"}), "letter 2 cannot stand for a colour"));
    EXPECT_TRUE(contains(refusal({"letters=R1B"}), "letter 2 cannot stand for a colour"));
    EXPECT_TRUE(contains(refusal({"fill=formula", "colours=red,blue"}), "at least 3 colours"));
    // Letters beyond the colours listed do not matter.
    EXPECT_EQ(refusal({"letters=RGB.."}), "");
    const auto g = layout_game({"rgb"}, {"letters=RGBR"});  // R is colour 0, not 3
    EXPECT_EQ(g->text_form(g->initial()), "RGB");
}

}  // namespace
}  // namespace samegame_test
