// Hints: a cell logic proves safe, else a mine to flag, else a wrong flag to take off; and
// when logic proves nothing, the solver's best guess with its chance. Positions worked by
// hand.
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

TEST_F(HintTest, AMineToFlagThenTheBestGuess) {
    // 6x1, mines at 1, 3 and 6. Cell 2 shows 2: cells 1 and 3 are mines. Cells 4, 5 and 6
    // share the last mine and no number sees them: none is proved safe.
    Play play(layout_game({"*.*..*"}, {"max_mine_ratio=0.5"}));
    play.moves({"o 2 1"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 1u);
    EXPECT_TRUE(hint[0] == "hint: f 1 1" || hint[0] == "hint: f 3 1") << hint[0];
    play.moves({"f 1 1", "f 3 1"});
    // One mine among cells 4, 5, 6: each safe with chance 2/3. Cell 5 would show 1 whatever
    // happens (the mine is beside it) and leave a 50/50: a win 1/3. Cell 4 shows 1 + m5 and
    // cell 6 shows m5: either settles the rest, a win 2/3. The guess is 4 or 6.
    const auto guess = play.hint();
    ASSERT_EQ(guess.size(), 2u);
    ASSERT_TRUE(guess[0] == "hint: o 4 1" || guess[0] == "hint: o 6 1") << guess[0];
    EXPECT_EQ(guess[1],
              "message: No cell can be proved safe or a mine: a guess is needed. "
              "The best guess is column " +
                  guess[0].substr(8, 1) + ", row 1, safe with chance 67%.");
}

TEST_F(HintTest, TheBestGuessWhenLogicIsStuck) {
    // 3x2 with one mine at (2,1): (2,2) shows 1 and sees the five other cells, one mine
    // among five: each safe with chance 80%. (2,1) sees the four others and would always
    // show 1: after it, a win 3/4 x 2/3 at best (2/5 in all). A corner such as (1,2) shows
    // whether the mine is in its column (then the far column's cells open free and tell
    // which) or not (a 50/50 left): 4/5 x (1/2 + 1/2 x 1/2) = 3/5. The guess is a corner.
    Play play(layout_game({".*.", "..."}));
    play.moves({"o 2 2"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 2u);
    const std::vector<std::string> corners = {"hint: o 1 1", "hint: o 3 1", "hint: o 1 2",
                                              "hint: o 3 2"};
    EXPECT_NE(std::find(corners.begin(), corners.end(), hint[0]), corners.end()) << hint[0];
    EXPECT_EQ(hint[1],
              "message: No cell can be proved safe or a mine: a guess is needed. "
              "The best guess is column " +
                  hint[0].substr(8, 1) + ", row " + hint[0].substr(10, 1) +
                  ", safe with chance 80%.");
}

TEST_F(HintTest, AGuessOnAFlaggedCellTakesTheFlagOffFirst) {
    // 2x3, one mine at (1,1): opening (1,3) opens rows 2 and 3, and (1,1)/(2,1) share the
    // mine, 50% each. With both flagged, the guess's first move is taking its flag off.
    Play play(layout_game({"*.", "..", ".."}));
    play.moves({"o 1 3", "f 1 1", "f 2 1"});
    const auto hint = play.hint();
    ASSERT_EQ(hint.size(), 2u);
    ASSERT_TRUE(hint[0] == "hint: f 1 1" || hint[0] == "hint: f 2 1") << hint[0];
    EXPECT_NE(hint[1].find("guess"), std::string::npos) << hint[1];
    EXPECT_NE(hint[1].find("50%"), std::string::npos) << hint[1];
    EXPECT_NE(hint[1].find("take its flag off first"), std::string::npos) << hint[1];
}

TEST_F(HintTest, TheSamePositionGetsTheSameHint) {
    // An Expert game of seed 7, played by its hints for 60 moves, in two sessions: every
    // hint the same in both, and asked twice the same in one.
    Play a(game({}, 7, {}, "expert"));
    Play b(game({}, 7, {}, "expert"));
    for (int i = 0; i < 60 && a.result() == "0 none"; ++i) {
        const auto ha = a.hint();
        ASSERT_EQ(ha, a.hint());
        ASSERT_EQ(ha, b.hint());
        ASSERT_FALSE(ha.empty());
        ASSERT_EQ(ha[0].substr(0, 6), "hint: ") << ha[0];
        a.moves({ha[0].substr(6)});
        b.moves({ha[0].substr(6)});
    }
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

TEST_F(HintTest, BeforeTheFirstClickTheSolversFirstClick) {
    // The opening rule: the cell two in from the top left corner, (3,3), whose opening
    // (sure) stays off the edges; three in, (4,4), on Expert (30x16, 99 mines).
    EXPECT_EQ(Play(game({})).hint(), std::vector<std::string>{"hint: o 3 3"});
    EXPECT_EQ(Play(game({}, 1, {}, "expert")).hint(), std::vector<std::string>{"hint: o 4 4"});
    EXPECT_EQ(Play(game({}, 1, {}, "intermediate")).hint(),
              std::vector<std::string>{"hint: o 3 3"});
    // Only the first cell protected: a corner, the best chance of a 0.
    EXPECT_EQ(Play(game({"first_click=safe"})).hint(), std::vector<std::string>{"hint: o 1 1"});
    // With first_click any, the first cell is a guess too: a corner, safe with chance
    // 80/100 on the seed preset (10x10, 20 mines).
    EXPECT_EQ(Play(game({}, 1, {}, "seed")).hint(),
              (std::vector<std::string>{
                  "hint: o 1 1",
                  "message: Nothing is known yet: with first_click = any the first cell may be "
                  "a mine. The best guess is column 1, row 1, safe with chance 80%."}));
}

TEST_F(HintTest, NoHintOnceTheGameIsOver) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 1 1"});
    EXPECT_THROW((void)play.session().game().start_job(play.session().state(), "hint", "", 0),
                 plateau::core::PluginError);
}

}  // namespace
}  // namespace minesweeper_test
