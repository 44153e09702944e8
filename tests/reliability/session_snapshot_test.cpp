// A long session keeps only every kSnapshotEvery-th state and replays moves to reach the
// others: every position reached by undo and redo must be the one the moves made, move by
// move. Lights Out (the real plugin) on a 9x9 board: a press toggles the cell and its four
// neighbours, so each position is known from the moves alone; here each one is compared
// with the text form the game gave when the move was played.
#include <gtest/gtest.h>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"
#include "core/session/session.hpp"
#include "reliability_support.hpp"

namespace plateau::core {
namespace {

class LongSession : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        outcome_ = new LoadOutcome(load_plugin(reliability::build_plugin_dir() / "lightsout.so"));
        ASSERT_TRUE(outcome_->loaded()) << outcome_->refusal;
    }
    static void TearDownTestSuite() {
        delete outcome_;
        outcome_ = nullptr;
    }
    static std::shared_ptr<const GameInstance> game() {
        const plateau_plugin& t = outcome_->plugin->table();
        Settings settings =
            default_settings(schema_from_abi(t.params, t.param_count, t.presets, t.preset_count));
        for (Setting& s : settings.values) {
            if (s.key == "size") s.value = std::int64_t{9};
        }
        return std::make_shared<const GameInstance>(t, settings, 11, std::nullopt);
    }
    static LoadOutcome* outcome_;
};
LoadOutcome* LongSession::outcome_ = nullptr;

TEST_F(LongSession, UndoAndRedoReachEveryPositionAsItWasPlayed) {
    auto g = game();
    Session session(g);
    std::vector<std::string> boards = {g->text_form(session.state())};
    const int moves = static_cast<int>(Session::kSnapshotEvery) * 5 + 7;
    for (int i = 0; i < moves; ++i) {
        if (session.status().over) break;  // (not with these presses; kept honest)
        session.play(std::to_string((i * 7) % 9) + " " + std::to_string((i * 4) % 9));
        boards.push_back(g->text_form(session.state()));
    }
    ASSERT_EQ(static_cast<int>(boards.size()), moves + 1);
    for (int at = moves - 1; at >= 0; --at) {
        ASSERT_TRUE(session.undo());
        ASSERT_EQ(session.moves(), at);
        ASSERT_EQ(g->text_form(session.state()), boards[static_cast<std::size_t>(at)])
            << "undo to " << at;
    }
    EXPECT_FALSE(session.undo());
    for (int at = 1; at <= moves; ++at) {
        ASSERT_TRUE(session.redo());
        ASSERT_EQ(g->text_form(session.state()), boards[static_cast<std::size_t>(at)])
            << "redo to " << at;
    }
}

TEST_F(LongSession, APlayAfterUndoAnimatesFromTheRightPosition) {
    auto g = game();
    Session session(g);
    for (int i = 0; i < 70; ++i)
        session.play(std::to_string(i % 9) + " " + std::to_string(i / 9 % 9));
    for (int i = 0; i < 25; ++i) session.undo();  // to move 45, between two kept states
    const std::string before = g->text_form(session.state());
    session.play("4 4");
    ASSERT_NE(session.previous_state(), nullptr);
    EXPECT_EQ(g->text_form(*session.previous_state()), before);
    EXPECT_EQ(session.moves(), 46);
    EXPECT_FALSE(session.can_redo());  // the new move dropped the redo tail
}

TEST_F(LongSession, AReplayedRecordStopsAtItsPosition) {
    auto g = game();
    Session played(g);
    std::vector<std::string> boards = {g->text_form(played.state())};
    for (int i = 0; i < 100; ++i) {
        played.play(std::to_string(i * 5 % 9) + " " + std::to_string(i % 9));
        boards.push_back(g->text_form(played.state()));
    }
    for (int i = 0; i < 37; ++i) played.undo();
    const Session replayed = Session::replay(g, played.record());
    EXPECT_EQ(replayed.moves(), 63);
    EXPECT_EQ(g->text_form(replayed.state()), boards[63]);
}

}  // namespace
}  // namespace plateau::core
