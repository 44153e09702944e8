// Hints: a cell logic proves safe, else a mine to flag, else a wrong flag to take off; and
// when logic proves nothing, no hint but the least risky guess. Positions worked by hand.
#include <algorithm>

#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

using HintTest = MinesweeperTest;

// Layout A (rules_test.cpp) after "o 5 1" shows
//   #1...
//   #211.
//   ###1.
//   ###21
//   #####
// 13 covered cells, 3 mines. (4,2)=1 sees one covered cell: (3,3) is a mine. Then
// (4,3)=1 makes (3,4) safe and (3,2)=1 makes (2,3) safe; (4,4)=2 leaves one mine in
// {(3,5),(4,5),(5,5)} and (5,4)=1 one in {(4,5),(5,5)}, so (3,5) is safe; (2,2)=2 leaves one
// in {(1,1),(1,2),(1,3)} and (2,1)=1 one in {(1,1),(1,2)}, so (1,3) is safe. That makes the
// three mines (3,3), one of (1,1)/(1,2), one of (4,5)/(5,5): the mine count makes (1,4),
// (2,4), (1,5), (2,5) safe too.
const std::vector<std::string> kLayoutA = {"*....", ".....", "..*..", ".....", "....*"};
const std::vector<std::string> kProvedSafe = {"2 3", "3 4", "3 5", "1 3",
                                              "1 4", "2 4", "1 5", "2 5"};

bool proved_safe(const std::string& cell) {
    return std::find(kProvedSafe.begin(), kProvedSafe.end(), cell) != kProvedSafe.end();
}

TEST_F(HintTest, AHintIsACellLogicProvesSafe) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 1u);
    ASSERT_EQ(hint[0].substr(0, 8), "hint: o ") << hint[0];
    EXPECT_TRUE(proved_safe(hint[0].substr(8))) << hint[0];
    play.moves({hint[0].substr(6)});
    EXPECT_EQ(play.result(), "0 none");
}

TEST_F(HintTest, WithTheSafeCellsFlaggedTheHintIsTheMineThenAWrongFlag) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    for (const auto& cell : kProvedSafe) play.moves({"f " + cell});  // wrong flags
    EXPECT_EQ(play.hint(), std::vector<std::string>{"hint: f 3 3"});
    play.moves({"f 3 3"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 1u);
    ASSERT_EQ(hint[0].substr(0, 8), "hint: f ") << hint[0];
    EXPECT_TRUE(proved_safe(hint[0].substr(8))) << hint[0];
}

TEST_F(HintTest, AMineToFlagWhenNoCellCanBeProvedSafe) {
    // 6x1, mines at 1, 3 and 6. Cell 2 shows 2: cells 1 and 3 are mines. Cells 4, 5 and 6
    // share the last mine and no number sees them: none is proved safe.
    Play play(layout_game({"*.*..*"}, {"max_mine_ratio=0.5"}));
    play.moves({"o 2 1"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 1u);
    EXPECT_TRUE(hint[0] == "hint: f 1 1" || hint[0] == "hint: f 3 1") << hint[0];
    play.moves({"f 1 1", "f 3 1"});
    // One mine among three cells: each is a mine with probability 1/3.
    EXPECT_EQ(play.hint(),
              std::vector<std::string>{
                  "message: No cell can be proved safe or a mine: a guess is needed. "
                  "The least risky is column 4, row 1 (a mine with probability 33%)."});
}

TEST_F(HintTest, NoHintWhenOnlyAGuessIsLeft) {
    // 3x2 with one mine at (2,1): (2,2) shows 1 and sees the five other cells, one mine
    // among five: 20% each, the first in reading order named.
    Play play(layout_game({".*.", "..."}));
    play.moves({"o 2 2"});
    EXPECT_EQ(play.hint(),
              std::vector<std::string>{
                  "message: No cell can be proved safe or a mine: a guess is needed. "
                  "The least risky is column 1, row 1 (a mine with probability 20%)."});
}

// A cell only the mine count proves (the full solver, after the cheap rules found nothing):
// 4x1 with one mine at (1,1). (2,1) shows 1: one mine in {(1,1), (3,1)}, which no single
// or pair rule settles; the board holds one mine, so (4,1) is safe. Opening it shows 0 and
// opens (3,1) too, which leaves only the mine covered: won.
TEST_F(HintTest, ACellOnlyTheMineCountProvesSafe) {
    Play play(layout_game({"*..."}, {"max_mine_ratio=0.5"}));
    play.moves({"o 2 1"});
    EXPECT_EQ(play.hint(), std::vector<std::string>{"hint: o 4 1"});
    play.moves({"o 4 1"});
    EXPECT_EQ(play.result(), "1 won");
}

TEST_F(HintTest, BeforeTheFirstClick) {
    // A protected first click is safe anywhere: the hint is the centre, (5,5) on 9x9.
    EXPECT_EQ(Play(game({})).hint(), std::vector<std::string>{"hint: o 5 5"});
    EXPECT_EQ(Play(game({"first_click=safe"})).hint(), std::vector<std::string>{"hint: o 5 5"});
    // With first_click any, nothing is known.
    EXPECT_EQ(Play(game({}, 1, {}, "seed")).hint(),
              std::vector<std::string>{"message: Nothing is known yet: with first_click = any "
                                       "the first cell may be a mine."});
}

TEST_F(HintTest, NoHintOnceTheGameIsOver) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 1 1"});
    EXPECT_THROW((void)play.session().game().start_job(play.session().state(), "hint", "", 0),
                 plateau::core::PluginError);
}

}  // namespace
}  // namespace minesweeper_test
