// The rules of RULES.md (Minesweeper) on hand-drawn layouts, through the loaded plugin and a
// host session. Every board below is worked out by hand from the layout.
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

// Layout A: kLayoutA (minesweeper_fixture.hpp).

// Layout D, 4x4, mines at (1,1) and (4,4). Its numbers:
//   *100
//   1100
//   0011
//   001*
const std::vector<std::string> kLayoutD = {"*...", "....", "....", "...*"};

using RulesTest = MinesweeperTest;

TEST_F(RulesTest, AFreshBoardIsAllCoveredAndCountsItsMines) {
    Play play(layout_game(kLayoutA));
    EXPECT_EQ(play.board(), "#####\n#####\n#####\n#####\n#####");
    EXPECT_EQ(play.info(), "mines_left=3 losses=0");
    EXPECT_EQ(play.result(), "0 none");
}

TEST_F(RulesTest, OpeningAZeroFloodsItsAreaAndItsBorderOfNumbers) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    // The zeros joined to (5,1) are (3,1), (4,1), (5,1), (5,2), (5,3); their neighbours that
    // hold numbers open too: (2,1)=1, (2,2)=2, (3,2)=1, (4,2)=1, (4,3)=1, (4,4)=2, (5,4)=1.
    EXPECT_EQ(play.board(), "#1...\n#211.\n###1.\n###21\n#####");
    EXPECT_EQ(play.result(), "0 none");
}

TEST_F(RulesTest, OpeningANumberShowsThatCellAlone) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 2 2"});
    EXPECT_EQ(play.board(), "#####\n#2###\n#####\n#####\n#####");
}

TEST_F(RulesTest, EveryNumberFromOneToEightIsShownAsItsDigit) {
    // A 5x5 board whose centre has exactly n mines among its neighbours (taken clockwise
    // from the north): opening the centre shows n, and nothing else opens.
    const int around[8][2] = {{3, 2}, {4, 2}, {4, 3}, {4, 4}, {3, 4}, {2, 4}, {2, 3}, {2, 2}};
    for (int n = 1; n <= 8; ++n) {
        std::vector<std::string> lines(5, ".....");
        for (int i = 0; i < n; ++i) lines[around[i][1] - 1][around[i][0] - 1] = '*';
        Play play(layout_game(lines, {"max_mine_ratio=0.5"}));
        play.moves({"o 3 3"});
        const std::string row3 = std::string("##") + static_cast<char>('0' + n) + "##";
        EXPECT_EQ(play.board(), "#####\n#####\n" + row3 + "\n#####\n#####") << n << " mines";
    }
}

TEST_F(RulesTest, FlagsGoOnAndOffCoveredCellsAndCountDownTheMines) {
    Play play(layout_game(kLayoutA));
    play.moves({"f 1 1"});
    EXPECT_EQ(play.board(), "F####\n#####\n#####\n#####\n#####");
    EXPECT_EQ(play.info(), "mines_left=2 losses=0");
    play.moves({"F 1 1"});  // the letter in either case; a second flag move takes it off
    EXPECT_EQ(play.board(), "#####\n#####\n#####\n#####\n#####");
    EXPECT_EQ(play.info(), "mines_left=3 losses=0");
    // More flags than mines: the counter goes below zero (3 mines - 4 flags).
    play.moves({"f 1 1", "f 2 1", "f 3 1", "f 4 1"});
    EXPECT_EQ(play.info(), "mines_left=-1 losses=0");
}

TEST_F(RulesTest, TheFloodNeverOpensAFlaggedCell) {
    Play play(layout_game(kLayoutA));
    play.moves({"f 4 1", "o 5 1"});
    // (4,1) is a zero under a flag: the flood from (5,1) stops there, so (3,1), reached
    // only through (4,1), stays covered too.
    EXPECT_EQ(play.board(), "###F.\n###1.\n###1.\n###21\n#####");
}

TEST_F(RulesTest, WonWhenEverySafeCellIsOpenAndTheMinesAreThenFlagged) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    // The second zero area, from (1,5): zeros (1,3), (1,4), (1,5), (2,5), (3,5) and their
    // numbers; with the first area that is all 22 safe cells.
    play.moves({"o 1 5"});
    EXPECT_EQ(play.board(), "F1...\n1211.\n.1F1.\n.1121\n...1F");
    EXPECT_EQ(play.result(), "1 won");
    EXPECT_EQ(play.status().turn, 0);
    EXPECT_EQ(play.info(), "mines_left=0 losses=0");
    EXPECT_EQ(play.status().message, "Cleared: every safe cell is open.");
}

TEST_F(RulesTest, OpeningAMineLosesAndShowsEveryMine) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 1 1"});
    EXPECT_EQ(play.board(), "*####\n#####\n##*##\n#####\n####*");
    EXPECT_EQ(play.result(), "1 lost");
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
    EXPECT_NE(play.status().message.find("column 1, row 1"), std::string::npos)
        << play.status().message;
}

TEST_F(RulesTest, AfterALossCorrectFlagsStayAndWrongFlagsAreCrossed) {
    Play play(layout_game(kLayoutA));
    play.moves({"f 3 3", "f 4 1", "o 5 5"});
    // (3,3) was flagged right: F. (4,1) holds no mine: X. (1,1) and (5,5) unflagged: *.
    EXPECT_EQ(play.board(), "*##X#\n#####\n##F##\n#####\n####*");
    EXPECT_EQ(play.result(), "1 lost");
}

TEST_F(RulesTest, ChordingOpensTheOtherNeighboursOfASatisfiedNumber) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1", "f 3 3", "c 4 3"});
    // (4,3) shows 1 with the flag on (3,3) beside it: its one other covered neighbour,
    // (3,4), opens and shows 1.
    EXPECT_EQ(play.board(), "#1...\n#211.\n##F1.\n##121\n#####");
    EXPECT_EQ(play.result(), "0 none");
}

TEST_F(RulesTest, AChordThatOpensAZeroFloodsAndCanWin) {
    Play play(layout_game(kLayoutD));
    play.moves({"o 2 2"});
    EXPECT_EQ(play.board(), "####\n#1##\n####\n####");
    play.moves({"f 1 1", "c 2 2"});
    // The chord opens (3,2) and (2,3), both zeros: their flood reaches every safe cell.
    EXPECT_EQ(play.board(), "F1..\n11..\n..11\n..1F");
    EXPECT_EQ(play.result(), "1 won");
}

TEST_F(RulesTest, AChordWithAWrongFlagOpensTheMineAndLoses) {
    Play play(layout_game(kLayoutD));
    play.moves({"o 2 2", "f 2 1", "c 2 2"});
    // (2,2) shows 1 and has the (wrong) flag on (2,1): the chord opens (1,1), a mine, and
    // the rest of its neighbours (whose zeros flood every other safe cell).
    EXPECT_EQ(play.board(), "*X..\n11..\n..11\n..1*");
    EXPECT_EQ(play.result(), "1 lost");
    EXPECT_EQ(play.info(), "mines_left=1 losses=1");
}

TEST_F(RulesTest, AFiftyByFiftyBoardWithOneMineFloodsWithoutRecursion) {
    // 2,499 safe cells in one zero area: a recursive flood would go 2,500 calls deep.
    std::vector<std::string> lines(50, std::string(50, '.'));
    lines[49][49] = '*';
    Play play(layout_game(lines));
    play.moves({"o 1 1"});
    // Everything opens at once; the three neighbours of the mine at (50,50) show 1, and the
    // win flags the mine.
    std::string expected;
    for (int row = 1; row <= 48; ++row) expected.append(50, '.').append("\n");
    expected.append(48, '.').append("11\n").append(48, '.').append("1F");
    EXPECT_EQ(play.board(), expected);
    EXPECT_EQ(play.result(), "1 won");
}

}  // namespace
}  // namespace minesweeper_test
