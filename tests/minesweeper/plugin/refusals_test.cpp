// Every refused move, with its reason; a refused move changes nothing (Play::move checks
// the board and the move count are as before).
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

// Layout A (kLayoutA, minesweeper_fixture.hpp): mines at (1,1), (3,3), (5,5); numbers
//   *1000 / 12110 / 01*10 / 01121 / 0001*

using RefusalsTest = MinesweeperTest;

TEST_F(RefusalsTest, OpeningAnOpenOrAFlaggedCell) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    EXPECT_EQ(play.move("o 5 1"), "column 5, row 1 is already open");
    EXPECT_EQ(play.move("o 2 1"), "column 2, row 1 is already open");  // a number
    play.moves({"f 1 1"});
    EXPECT_EQ(play.move("o 1 1"), "column 1, row 1 is flagged: unflag it first (f 1 1)");
}

TEST_F(RefusalsTest, FlaggingAnOpenCell) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    EXPECT_EQ(play.move("f 5 1"), "column 5, row 1 is open: only a covered cell can be flagged");
}

TEST_F(RefusalsTest, ChordingACoveredOrFlaggedCell) {
    Play play(layout_game(kLayoutA));
    EXPECT_EQ(play.move("c 2 2"), "column 2, row 2 is covered: only an open number can be chorded");
    play.moves({"f 1 1"});
    EXPECT_EQ(play.move("c 1 1"), "column 1, row 1 is flagged: only an open number can be chorded");
}

TEST_F(RefusalsTest, ChordingANumberWhoseFlagsDoNotEqualIt) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 2 2"});  // shows 2
    EXPECT_EQ(play.move("c 2 2"),
              "column 2, row 2 shows 2 but has 0 flags around it: a chord needs as many flags as "
              "the number");
    play.moves({"f 1 1"});
    EXPECT_EQ(play.move("c 2 2"),
              "column 2, row 2 shows 2 but has 1 flag around it: a chord needs as many flags as "
              "the number");
    play.moves({"f 3 3", "f 1 2"});
    EXPECT_EQ(play.move("c 2 2"),
              "column 2, row 2 shows 2 but has 3 flags around it: a chord needs as many flags as "
              "the number");
}

TEST_F(RefusalsTest, AChordThatWouldOpenNothing) {
    Play play(layout_game(kLayoutA));
    play.moves({"o 5 1"});
    // (5,1) shows no number and every neighbour is open.
    EXPECT_EQ(play.move("c 5 1"),
              "a chord on column 5, row 1 would open nothing: every neighbour is open or flagged");
    // (4,2) shows 1; once (3,3) is flagged, its neighbours are all open or flagged.
    play.moves({"f 3 3"});
    EXPECT_EQ(play.move("c 4 2"),
              "a chord on column 4, row 2 would open nothing: every neighbour is open or flagged");
}

TEST_F(RefusalsTest, ChordingWhenItIsOff) {
    Play play(layout_game(kLayoutA, {"chording=false"}));
    play.moves({"o 5 1", "f 3 3"});
    EXPECT_EQ(play.move("c 4 3"), "chording is off in this game (chording = false)");
}

TEST_F(RefusalsTest, ACellOffTheBoard) {
    Play play(layout_game(kLayoutA));
    const std::string bounds = "columns 1 to 5, rows 1 to 5 (1 1 is the top left)";
    EXPECT_EQ(play.move("o 6 1"), "'o 6 1' is off the board: " + bounds);
    EXPECT_EQ(play.move("o 0 1"), "'o 0 1' is off the board: " + bounds);
    EXPECT_EQ(play.move("f 1 6"), "'f 1 6' is off the board: " + bounds);
    EXPECT_EQ(play.move("c 1 0"), "'c 1 0' is off the board: " + bounds);
    EXPECT_EQ(play.move("o -1 2"), "'o -1 2' is off the board: " + bounds);
}

TEST_F(RefusalsTest, SomethingThatIsNotAMove) {
    Play play(layout_game(kLayoutA));
    const std::string expected =
        "' is not a move: a move is o C R (open), f C R (flag or unflag) or c C R (chord), with "
        "columns 1 to 5, rows 1 to 5 (1 1 is the top left)";
    for (const std::string bad :
         {"x 1 1", "o 1", "o 1 1 1", "o a 1", "open 1 1", "o 1.5 2", "1 1"}) {
        EXPECT_EQ(play.move(bad), "'" + bad + expected);
    }
}

TEST_F(RefusalsTest, AnyMoveOnceTheGameIsOver) {
    auto g = layout_game(kLayoutA);
    Play lost(g);
    lost.moves({"o 1 1"});
    // The session refuses first; the plugin refuses too, whoever asks.
    EXPECT_EQ(lost.move("o 5 1"), "the game is over");
    for (const std::string m : {"o 5 1", "f 2 2", "c 2 1"}) {
        try {
            (void)g->apply(lost.session().state(), m);
            ADD_FAILURE() << m << " was accepted";
        } catch (const plateau::core::PluginError& e) {
            EXPECT_STREQ(e.what(), "the game is over: it was lost");
        }
    }
    Play won(g);
    won.moves({"o 5 1", "o 1 5"});
    ASSERT_EQ(won.result(), "1 won");
    try {
        (void)g->apply(won.session().state(), "f 1 1");
        ADD_FAILURE() << "accepted";
    } catch (const plateau::core::PluginError& e) {
        EXPECT_STREQ(e.what(), "the game is over: it was won");
    }
}

TEST_F(RefusalsTest, TheGameDoesNotListItsMoves) {
    EXPECT_EQ(table().list_moves, nullptr);
    auto g = layout_game(kLayoutA);
    EXPECT_FALSE(g->lists_moves());
    EXPECT_THROW((void)g->moves(g->initial()), plateau::core::PluginError);
}

}  // namespace
}  // namespace minesweeper_test
