// Session over the real Lights Out plugin: the history of states and the moves between
// them, undo, redo, restart, new game, refused moves, record and replay.
//
// The boards (kB0, kB1, ...) are worked out by hand in core_test_support.hpp.
#include "core/session/session.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core_test_support.hpp"

namespace plateau::core::testing {
namespace {

TEST(Session, StartsAtTheInitialPosition) {
    const Session s(game_from_layout(kB0));
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_FALSE(s.can_undo());
    EXPECT_FALSE(s.can_redo());
    EXPECT_EQ(s.status().turn, 1);
    EXPECT_FALSE(s.status().over);
}

TEST(Session, PlayUndoRedo) {
    Session s(game_from_layout(kB0));
    EXPECT_TRUE(s.play("0 0").empty());  // Lights Out forces no move
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    s.play("2 2");
    EXPECT_EQ(text(s), board(kB1_22));
    EXPECT_EQ(s.moves(), 2);
    EXPECT_EQ(s.last_move(), "2 2");

    EXPECT_TRUE(s.undo());
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    EXPECT_TRUE(s.can_redo());
    EXPECT_TRUE(s.undo());
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_FALSE(s.can_undo());
    EXPECT_FALSE(s.undo());
    EXPECT_EQ(s.moves(), 0);

    EXPECT_TRUE(s.redo());
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    EXPECT_TRUE(s.redo());
    EXPECT_EQ(text(s), board(kB1_22));
    EXPECT_EQ(s.moves(), 2);
    EXPECT_FALSE(s.can_redo());
    EXPECT_FALSE(s.redo());
    EXPECT_EQ(s.moves(), 2);
}

TEST(Session, PreviousStateIsThePositionBeforeTheMove) {
    Session s(game_from_layout(kB0));
    EXPECT_EQ(s.previous_state(), nullptr);
    s.play("0 0");
    ASSERT_NE(s.previous_state(), nullptr);
    EXPECT_EQ(s.game().text_form(*s.previous_state()), board(kB0));
}

TEST(Session, RestartIsAnUndoableStepBackToZeroMoves) {
    Session s(game_from_layout(kB0));
    EXPECT_FALSE(s.restart());  // already at the start: nothing happens
    EXPECT_FALSE(s.can_undo());

    s.play("0 0");
    s.play("2 2");
    EXPECT_TRUE(s.restart());
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_FALSE(s.restart());  // at a restart: already at the start
    EXPECT_FALSE(s.can_redo());

    // Undo goes back to where the restart came from, with its move count.
    EXPECT_TRUE(s.undo());
    EXPECT_EQ(text(s), board(kB1_22));
    EXPECT_EQ(s.moves(), 2);
    EXPECT_TRUE(s.redo());
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);

    // Moves count from the start again.
    s.play("2 0");
    EXPECT_EQ(text(s), board(kB0_20));
    EXPECT_EQ(s.moves(), 1);
    s.undo();
    EXPECT_EQ(s.moves(), 0);
    s.undo();
    EXPECT_EQ(s.moves(), 2);
    s.undo();
    EXPECT_EQ(s.moves(), 1);
    EXPECT_EQ(text(s), board(kB1));
}

TEST(Session, RestartAfterUndoingToTheStartDoesNothing) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.undo();
    EXPECT_FALSE(s.restart());
    EXPECT_TRUE(s.can_redo());  // the redo tail is still there
    EXPECT_TRUE(s.redo());
    EXPECT_EQ(text(s), board(kB1));
}

TEST(Session, ANewMoveAfterUndoDropsTheRedoTail) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("2 2");
    s.undo();
    s.play("0 2");
    EXPECT_EQ(text(s), board(kB1_02));
    EXPECT_EQ(s.moves(), 2);
    EXPECT_FALSE(s.can_redo());
    s.undo();
    EXPECT_EQ(text(s), board(kB1));
    s.redo();
    EXPECT_EQ(text(s), board(kB1_02));  // not B1 + 2 2: that branch is gone
}

TEST(Session, ARestartAfterUndoDropsTheRedoTailToo) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("2 2");
    s.undo();
    EXPECT_TRUE(s.restart());
    EXPECT_FALSE(s.can_redo());
    s.undo();
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    s.redo();
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
}

TEST(Session, NewGameIsUndoable) {
    const auto first = game_from_layout(kB0);
    const auto second = game_from_layout(kB0_22, 9);
    Session s(first);
    s.play("0 0");
    s.new_game(second);
    EXPECT_EQ(s.game_ptr(), second);
    EXPECT_EQ(text(s), board(kB0_22));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_EQ(s.game().seed(), 9u);

    EXPECT_TRUE(s.undo());
    EXPECT_EQ(s.game_ptr(), first);
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    EXPECT_TRUE(s.redo());
    EXPECT_EQ(s.game_ptr(), second);
    EXPECT_EQ(text(s), board(kB0_22));

    // Restart in the new game goes back to its own start, not the first game's.
    s.play("2 2");  // B0_22 + 2 2 toggles the same three cells back: B0
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_TRUE(s.restart());
    EXPECT_EQ(text(s), board(kB0_22));
    EXPECT_EQ(s.game_ptr(), second);
}

TEST(Session, ANewGameAfterUndoDropsTheRedoTail) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("2 2");
    s.undo();
    s.new_game(game_from_layout(kB0_20));
    EXPECT_FALSE(s.can_redo());
    s.undo();
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
}

TEST(Session, ARefusedMoveChangesNothing) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("2 2");
    s.undo();  // a redo tail that a refused move must not drop
    const Session::Record before = s.record();
    for (const char* bad : {"3 0", "0 3", "x y", "1", "1 1 1", ""}) {
        EXPECT_THROW(s.play(bad), PluginError) << bad;
        EXPECT_EQ(text(s), board(kB1)) << bad;
        EXPECT_EQ(s.moves(), 1) << bad;
        EXPECT_TRUE(s.can_redo()) << bad;
        EXPECT_EQ(s.record().moves, before.moves) << bad;
        EXPECT_EQ(s.record().position, before.position) << bad;
    }
    s.redo();
    EXPECT_EQ(text(s), board(kB1_22));
}

TEST(Session, AWonGameRefusesMoves) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("1 1");
    EXPECT_EQ(text(s), board(kOff));
    EXPECT_TRUE(s.status().over);
    EXPECT_EQ(s.status().outcome, PLATEAU_OUTCOME_WON);
    EXPECT_EQ(s.status().turn, 0);
    EXPECT_THROW(s.play("0 0"), PluginError);
    EXPECT_EQ(s.moves(), 2);
    EXPECT_EQ(text(s), board(kOff));
    // Undo leaves the won position like any other.
    EXPECT_TRUE(s.undo());
    EXPECT_FALSE(s.status().over);
    EXPECT_EQ(s.status().turn, 1);
}

TEST(Session, RecordHoldsTheMovesRestartsAndThePosition) {
    Session s(game_from_layout(kB0));
    EXPECT_TRUE(s.record().moves.empty());
    EXPECT_EQ(s.record().position, 0u);
    s.play("0 0");
    s.play("2 2");
    s.restart();
    s.play("2 0");
    s.play("0 0");
    s.undo();
    const Session::Record r = s.record();
    EXPECT_EQ(r.moves, (std::vector<std::string>{"0 0", "2 2", "restart", "2 0", "0 0"}));
    EXPECT_EQ(r.position, 4u);  // four steps lead to B0 + 2 0; "0 0" is the redo tail
}

TEST(Session, RecordHoldsOnlyTheCurrentGame) {
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.new_game(game_from_layout(kB0_20));
    s.play("0 0");
    EXPECT_EQ(s.record().moves, (std::vector<std::string>{"0 0"}));
    EXPECT_EQ(s.record().position, 1u);
    s.undo();
    s.undo();  // back in the first game, after its one move
    EXPECT_EQ(s.record().moves, (std::vector<std::string>{"0 0"}));
    EXPECT_EQ(s.record().position, 1u);
    EXPECT_EQ(text(s), board(kB1));
}

TEST(Session, ReplayRestoresTheHistoryIncludingARestartAndTheRedoTail) {
    Session original(game_from_layout(kB0));
    original.play("0 0");
    original.play("2 2");
    original.restart();
    original.play("2 0");
    original.play("0 0");
    original.undo();
    const Session::Record record = original.record();

    Session s = Session::replay(game_from_layout(kB0), record);
    EXPECT_EQ(text(s), board(kB0_20));
    EXPECT_EQ(s.moves(), 1);
    EXPECT_EQ(s.record().moves, record.moves);
    EXPECT_EQ(s.record().position, record.position);

    // The redo tail was kept.
    ASSERT_TRUE(s.can_redo());
    s.redo();
    EXPECT_EQ(text(s), board(kB0_20_00));
    EXPECT_EQ(s.moves(), 2);
    EXPECT_FALSE(s.can_redo());
    // And every step back: 2 0, the restart, 2 2, 0 0, the start.
    s.undo();
    s.undo();
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    s.undo();
    EXPECT_EQ(text(s), board(kB1_22));
    EXPECT_EQ(s.moves(), 2);
    s.undo();
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
    s.undo();
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_FALSE(s.can_undo());
}

TEST(Session, ReplayAtTheStartOfARecord) {
    const Session s = Session::replay(game_from_layout(kB0), {{"0 0", "2 2"}, 0});
    EXPECT_EQ(text(s), board(kB0));
    EXPECT_EQ(s.moves(), 0);
    EXPECT_TRUE(s.can_redo());
}

TEST(Session, ReplayOfAWonGame) {
    const Session s = Session::replay(game_from_layout(kB0), {{"0 0", "1 1"}, 2});
    EXPECT_EQ(text(s), board(kOff));
    EXPECT_EQ(s.status().outcome, PLATEAU_OUTCOME_WON);
    EXPECT_EQ(s.moves(), 2);
}

// The index of the ReplayError replaying `record` throws; fails when none is thrown.
std::size_t replay_error_index(const Session::Record& record, std::string* what = nullptr) {
    try {
        (void)Session::replay(game_from_layout(kB0), record);
    } catch (const ReplayError& e) {
        if (what != nullptr) *what = e.what();
        return e.index();
    }
    ADD_FAILURE() << "no ReplayError";
    return 999;
}

TEST(Session, ReplayErrorNamesTheBadMovesIndex) {
    std::string what;
    EXPECT_EQ(replay_error_index({{"0 0", "9 9", "2 2"}, 3}, &what), 1u);
    EXPECT_NE(what.find("9 9"), std::string::npos) << what;
    EXPECT_EQ(replay_error_index({{"0 0", "2 2", "restart", "2 0", "nonsense"}, 5}), 4u);
    // A restart at the start is not a step.
    EXPECT_EQ(replay_error_index({{"restart"}, 1}), 0u);
    EXPECT_EQ(replay_error_index({{"0 0", "2 2", "restart", "restart"}, 4}), 3u);
    // 0 0 and 1 1 win; nothing may follow.
    EXPECT_EQ(replay_error_index({{"0 0", "1 1", "2 2"}, 3}), 2u);
}

TEST(Session, ReplayRefusesAPositionPastTheLastMove) {
    EXPECT_THROW((void)Session::replay(game_from_layout(kB0), {{"0 0"}, 2}), ReplayError);
    EXPECT_THROW((void)Session::replay(game_from_layout(kB0), {{}, 1}), ReplayError);
}

}  // namespace
}  // namespace plateau::core::testing
