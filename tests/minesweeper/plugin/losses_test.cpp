// Undo after a loss: allowed, and counted in the ui (undo never takes a loss back); a game
// won after a loss was undone says it does not enter the best times.
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

// Layout A (kLayoutA, minesweeper_fixture.hpp): mines at (1,1), (3,3), (5,5); "o 5 1"
// then "o 1 5" wins.
const std::string kCovered = "#####\n#####\n#####\n#####\n#####";

using LossesTest = MinesweeperTest;

TEST_F(LossesTest, UndoAfterALossKeepsTheLossCounted) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 1 1"});
    EXPECT_EQ(play.result(), "1 lost");
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
    ASSERT_TRUE(play.session().undo());
    EXPECT_EQ(play.result(), "0 none");
    EXPECT_EQ(play.session().moves(), 0);
    EXPECT_EQ(play.board(), kCovered);
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
}

TEST_F(LossesTest, RedoDoesNotCountTheLossTwiceButANewLossCounts) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 1 1"});
    ASSERT_TRUE(play.session().undo());
    ASSERT_TRUE(play.session().redo());
    EXPECT_EQ(play.result(), "1 lost");
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
    ASSERT_TRUE(play.session().undo());
    play.moves({"o 3 3"});  // another mine
    EXPECT_EQ(play.info(), "mines_left=3 losses=2");
    ASSERT_TRUE(play.session().undo());
    EXPECT_EQ(play.info(), "mines_left=3 losses=2");
}

TEST_F(LossesTest, AWinAfterAnUndoneLossSaysItDoesNotEnterTheBestTimes) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1", "o 1 1"});
    ASSERT_TRUE(play.session().undo());
    play.moves({"o 1 5"});
    EXPECT_EQ(play.result(), "1 won");
    EXPECT_EQ(play.info(), "mines_left=0 losses=1");
    EXPECT_EQ(play.status().message,
              "Cleared: every safe cell is open. A loss was undone in this game, so its time "
              "does not enter the best times.");
    // And the host is told so (ABI 1.1 rankable): no best time for this game.
    ASSERT_NE(play.session().ui(), nullptr);
    EXPECT_FALSE(play.session().game().rankable(play.session().state(), play.session().ui()));
}

TEST_F(LossesTest, AWinWithoutALossMayEnterTheBestTimes) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1", "o 1 5"});
    EXPECT_EQ(play.result(), "1 won");
    EXPECT_EQ(play.status().message, "Cleared: every safe cell is open.");
    ASSERT_NE(play.session().ui(), nullptr);
    EXPECT_TRUE(play.session().game().rankable(play.session().state(), play.session().ui()));
}

TEST_F(LossesTest, ALossThenARestartStillCounts) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1", "o 5 5"});
    ASSERT_TRUE(play.session().restart());
    EXPECT_EQ(play.board(), kCovered);
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
    play.moves({"o 5 1", "o 1 5"});
    EXPECT_NE(play.status().message.find("A loss was undone"), std::string::npos);
}

}  // namespace
}  // namespace minesweeper_test
