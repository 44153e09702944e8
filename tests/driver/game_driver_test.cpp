// The game driver's moves: a human's, the forced moves after it, the computer's turn, the
// host's refusals and the game's, the fault policy, settle() and input(). The duel's rules
// are in duel_plugin.cpp; every number below is worked out from them by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <thread>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"
#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

using Lines = std::vector<std::string>;
using Job = GameDriver::Job;
using Reason = Refused::Reason;

TEST(GameDriver, HumanMoveForcedPassesAndTheComputersTurn) {
    // Target 10, passes at multiples of 3, player 2 the computer (+1, at once).
    Rig rig(Duel().pass_every(3).player2("computer"));
    GameDriver& d = rig.driver;
    EXPECT_EQ(rig.events(), Lines{});  // a fresh game: nothing to report at start()

    // 0 -> 1: player 2, the computer, is to move, and its job runs.
    d.play("+1");
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 human"});
    EXPECT_EQ(d.job(), Job::computer_move);
    EXPECT_TRUE(d.busy());
    EXPECT_TRUE(d.status().computer_turn);
    EXPECT_EQ(d.status().turn, 2);

    // The computer answers +1: 1 -> 2, player 1 to move; no job then.
    ASSERT_TRUE(advance_until(d, [&] { return d.session().moves() == 2; }));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
    EXPECT_EQ(d.job(), Job::none);
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(position(d), "counter 2 of 10, player 1 to move");

    // 2 -> 3, a multiple of 3: player 2 passes, then player 1, then player 2 (the computer)
    // is to move. Moves: 2 + 1 + 2 passes = 5.
    d.play("+1");
    EXPECT_EQ(rig.events(),
              (Lines{"played 1 +1 human", "played 2 pass forced", "played 1 pass forced"}));
    EXPECT_EQ(d.session().moves(), 5);
    EXPECT_EQ(d.job(), Job::computer_move);
    EXPECT_EQ(position(d), "counter 3 of 10, player 2 to move");

    // The computer: 3 -> 4 (move 6), player 1 to move.
    ASSERT_TRUE(advance_until(d, [&] { return d.session().moves() == 6; }));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
    EXPECT_EQ(position(d), "counter 4 of 10, player 1 to move");

    // 4 -> 5 (move 7); the computer 5 -> 6 (move 8), a multiple of 3: player 1 passes, then
    // player 2 (moves 9, 10), and player 1 is to move. The forced moves come with the move
    // before them, in the same advance().
    d.play("+1");
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 human"});
    ASSERT_TRUE(advance_until(d, [&] { return d.session().moves() >= 8; }));
    EXPECT_EQ(d.session().moves(), 10);
    EXPECT_EQ(rig.events(),
              (Lines{"played 2 +1 computer", "played 1 pass forced", "played 2 pass forced"}));
    EXPECT_EQ(position(d), "counter 6 of 10, player 1 to move");
    EXPECT_FALSE(d.status().computer_turn);
    EXPECT_EQ(d.job(), Job::none);
}

TEST(GameDriver, StartPlaysTheForcedMovesTheGameBeginsWith) {
    // A layout at 3 with passes at multiples of 3: player 1 passes, then player 2; player 1
    // is to move after 2 moves. The position changed: one autosave.
    Rig rig(Duel().pass_every(3).layout("3"));
    EXPECT_EQ(rig.events(), (Lines{"played 1 pass forced", "played 2 pass forced"}));
    EXPECT_EQ(rig.driver.session().moves(), 2);
    EXPECT_EQ(position(rig.driver), "counter 3 of 10, player 1 to move");
    EXPECT_EQ(rig.saves.count, 1);
}

TEST(GameDriver, StartBeginsTheComputersTurn) {
    // Layout "0 2": player 2, the computer, opens.
    Rig rig(Duel().player2("computer").layout("0 2"));
    EXPECT_EQ(rig.driver.job(), Job::computer_move);
    ASSERT_TRUE(advance_until(rig.driver, [&] { return rig.driver.session().moves() == 1; }));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
    EXPECT_EQ(position(rig.driver), "counter 1 of 10, player 1 to move");
}

TEST(GameDriver, AnimationLengthOnTheLastMoveOfACall) {
    // The duel animates +1 for 0.25 s, +2 for 0.5 s, a pass for 0.125 s.
    Rig rig(Duel().pass_every(3), true);
    GameDriver& d = rig.driver;
    d.play("+2");  // 0 -> 2
    auto events = d.take_events();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].anim_length, 0.5f);

    // 2 -> 3 and two passes: only the call's last move (the second pass) is animated.
    d.play("+1");
    events = d.take_events();
    ASSERT_EQ(describe(events),
              (Lines{"played 2 +1 human", "played 1 pass forced", "played 2 pass forced"}));
    EXPECT_EQ(events[0].anim_length, 0.0f);
    EXPECT_EQ(events[1].anim_length, 0.0f);
    EXPECT_EQ(events[2].anim_length, 0.125f);

    // Without animations the game is not asked.
    Rig still{Duel()};
    still.driver.play("+2");
    events = still.driver.take_events();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].anim_length, 0.0f);
}

// ---- Refusals ---------------------------------------------------------------------------

TEST(GameDriver, MoveAndHintWhenOverAreRefused) {
    Rig rig(Duel().target(1));
    rig.driver.play("+1");  // 0 -> 1 = the target: player 1 won
    ASSERT_TRUE(rig.driver.status().over);
    rig.events();
    EXPECT_EQ(refusal([&] { rig.driver.play("+1"); }), Reason::game_over);
    EXPECT_EQ(refusal([&] { rig.driver.hint(); }), Reason::game_over);
    EXPECT_EQ(rig.driver.session().moves(), 1);
    EXPECT_EQ(rig.events(), Lines{});
    EXPECT_EQ(rig.saves.count, 1);  // the winning move's only
}

TEST(GameDriver, MoveOnTheComputersTurnIsRefused) {
    // The computer thinks for a minute: its job is still running when the test looks.
    Rig rig(Duel().player2("computer").think_ms(60000));
    rig.driver.play("+1");
    rig.events();
    EXPECT_EQ(refusal([&] { rig.driver.play("+1"); }), Reason::computer_to_move);
    EXPECT_EQ(rig.driver.session().moves(), 1);
    EXPECT_EQ(rig.driver.job(), Job::computer_move);  // still thinking
    EXPECT_EQ(rig.events(), Lines{});
}

TEST(GameDriver, UndoRedoAndRestartWithNothingToDo) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    EXPECT_EQ(refusal([&] { d.undo(); }), Reason::nothing_to_undo);
    EXPECT_EQ(refusal([&] { d.redo(); }), Reason::nothing_to_redo);
    EXPECT_EQ(refusal([&] { d.restart(); }), Reason::at_start);
    d.play("+1");
    EXPECT_EQ(refusal([&] { d.redo(); }), Reason::nothing_to_redo);  // at the newest move
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 human"});
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(rig.saves.count, 1);  // the move's only: refusals change nothing
}

TEST(GameDriver, HintOrCommandWhileBusyIsRefused) {
    // A solve that takes a minute is running.
    Rig rig(Duel().think_ms(60000));
    rig.driver.command("solve", "");
    ASSERT_EQ(rig.driver.job(), Job::command);
    EXPECT_EQ(refusal([&] { rig.driver.hint(); }), Reason::busy);
    EXPECT_EQ(refusal([&] { rig.driver.command("solve", "2"); }), Reason::busy);
    EXPECT_EQ(rig.driver.job(), Job::command);
}

TEST(GameDriver, HintInAGameWithoutHintsIsRefused) {
    // Lights Out declares no hint (has_hint 0).
    const auto path = std::filesystem::path(PLATEAU_BUILD_PLUGIN_DIR) / "lightsout.so";
    LoadOutcome loaded = load_plugin(path);
    ASSERT_TRUE(loaded.loaded()) << loaded.refusal;
    const plateau_plugin& table = loaded.plugin->table();
    ASSERT_EQ(table.has_hint, 0);
    const Settings settings = default_settings(
        schema_from_abi(table.params, table.param_count, table.presets, table.preset_count));
    auto game = std::make_shared<const GameInstance>(table, settings, 1, "#..\n.##\n.#.\n");
    FakeClock clock;
    Saves saves;
    GameDriver d(Session(game), options(clock, saves));
    d.start();
    EXPECT_FALSE(d.has_hints());
    EXPECT_EQ(refusal([&] { d.hint(); }), Reason::no_hints);
    EXPECT_EQ(d.job(), Job::none);
}

TEST(GameDriver, UnknownCommandIsRefused) {
    Rig rig{Duel()};
    EXPECT_EQ(refusal([&] { rig.driver.command("nope", ""); }), Reason::no_command);
}

TEST(GameDriver, MoveTheGameRefusesChangesNothing) {
    Rig rig(Duel().target(10));
    GameDriver& d = rig.driver;
    d.play("+1");  // 0 -> 1
    rig.events();
    const std::string before = position(d);  // counter 1 of 10, player 2 to move
    // +3 is no move; "x" neither. The game's refusal is a PluginError, not the host's
    // Refused, and not a fault: the player typed it.
    for (const char* move : {"+3", "x"}) {
        try {
            d.play(move);
            ADD_FAILURE() << move << " was played";
        } catch (const PluginFault& e) {
            ADD_FAILURE() << move << " is a fault: " << e.what();
        } catch (const PluginError&) {
        }
    }
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(position(d), before);
    EXPECT_EQ(rig.events(), Lines{});
    EXPECT_EQ(rig.saves.count, 1);
}

// The header: a refusal changes nothing. A running job is part of what the driver is.
TEST(GameDriver, RefusedUndoKeepsTheRunningJob) {
    Rig rig(Duel().think_ms(60000));
    rig.driver.command("solve", "");  // at the start: nothing to undo
    ASSERT_EQ(rig.driver.job(), Job::command);
    EXPECT_EQ(refusal([&] { rig.driver.undo(); }), Reason::nothing_to_undo);
    EXPECT_EQ(rig.driver.job(), Job::command);
}

TEST(GameDriver, RefusedMoveKeepsTheQueuedMoves) {
    // solve 3 gives +1 three times; the advance that takes them plays the first.
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("solve", "3");
    ASSERT_TRUE(finish_job(d));
    ASSERT_EQ(d.session().moves(), 1);
    ASSERT_TRUE(d.busy());  // two to go
    EXPECT_THROW(d.play("+3"), PluginError);
    EXPECT_TRUE(d.busy());
    d.advance();
    EXPECT_EQ(d.session().moves(), 2);  // the second +1 of the solve
}

// ---- The fault policy -------------------------------------------------------------------

TEST(GameDriver, ComputerAnsweringAMoveItsGameRefusesIsAFault) {
    // The cheat answers +3, which the duel refuses.
    Rig rig(Duel().player2("cheat"));
    GameDriver& d = rig.driver;
    d.play("+1");  // 0 -> 1
    ASSERT_EQ(d.job(), Job::computer_move);
    EXPECT_THROW(advance_until(d, [&] { return d.job() == Job::none; }), PluginFault);
    // At the last good position: after player 1's +1.
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(position(d), "counter 1 of 10, player 2 to move");
    EXPECT_EQ(rig.saves.count, 1);  // player 1's move only
}

TEST(GameDriver, SolveWithAMoveItsGameRefusesIsAFault) {
    // solve bad gives +1 +3 +1: the first is played, the second refused.
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("solve", "bad");
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_THROW(d.advance(), PluginFault);
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(position(d), "counter 1 of 10, player 2 to move");
}

TEST(GameDriver, ForcedMoveItsGameRefusesIsAFault) {
    // With bad_pass the forced move is "skip", which the duel refuses. 0 -> 1 -> 3: a pass
    // is due, refused. The session keeps player 2's move (counter 3), a position the game
    // made; the refused pass is not played.
    Rig rig(Duel().pass_every(3).bad_pass());
    GameDriver& d = rig.driver;
    d.play("+1");
    EXPECT_THROW(d.play("+2"), PluginFault);
    EXPECT_EQ(d.session().moves(), 2);
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");

    // At the start too: a layout at 3.
    FakeClock clock;
    Saves saves;
    GameDriver at_start(Duel().pass_every(3).bad_pass().layout("3").session(),
                        options(clock, saves));
    EXPECT_THROW(at_start.start(), PluginFault);
    EXPECT_EQ(at_start.session().moves(), 0);
}

// ---- The computer that finds no move ------------------------------------------------------

TEST(GameDriver, ComputerStuckIsReportedOnce) {
    // The stuck computer's job fails. The driver says so, and does not ask again by itself:
    // otherwise busy() never ends and settle() never returns.
    Rig rig(Duel().player2("stuck"));
    GameDriver& d = rig.driver;
    d.play("+1");
    Lines seen;
    const auto stuck_seen = [&] {
        for (const auto& line : rig.events()) seen.push_back(line);
        return std::find(seen.begin(), seen.end(), "computer_stuck 'the computer is stuck'") !=
               seen.end();
    };
    ASSERT_TRUE(advance_until(d, stuck_seen));
    EXPECT_EQ(seen, (Lines{"played 1 +1 human", "computer_stuck 'the computer is stuck'"}));
    EXPECT_EQ(d.job(), Job::none);
    EXPECT_FALSE(d.busy());
    for (int i = 0; i < 20; ++i) {
        d.advance();
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    EXPECT_EQ(rig.events(), Lines{});
    EXPECT_EQ(d.session().moves(), 1);
}

// ---- settle() and input() ----------------------------------------------------------------

TEST(GameDriver, SettlePlaysTheComputerUntilAHumanIsToMove) {
    // 0 -> 2 (player 1); the computer 2 -> 3, a multiple of 3: player 1, to move, passes,
    // then player 2, and player 1 is to move: settle() stops there. Moves: 1 + 1 + 2 = 4.
    Rig rig(Duel().pass_every(3).player2("computer"));
    GameDriver& d = rig.driver;
    d.play("+2");
    d.settle();
    EXPECT_EQ(rig.events(), (Lines{"played 1 +2 human", "played 2 +1 computer",
                                   "played 1 pass forced", "played 2 pass forced"}));
    EXPECT_EQ(d.session().moves(), 4);
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(d.job(), Job::none);

    // And again: 3 -> 4, the computer 4 -> 5.
    d.play("+1");
    d.settle();
    EXPECT_EQ(rig.events(), (Lines{"played 1 +1 human", "played 2 +1 computer"}));
    EXPECT_EQ(position(d), "counter 5 of 10, player 1 to move");
}

plateau_input pointer(plateau_input_type type, int button, float x = 10) {
    plateau_input in{};
    in.type = type;
    in.button = button;
    in.x = x;
    in.y = 10;
    in.width = 100;
    in.height = 100;
    return in;
}

TEST(GameDriver, InputPlaysTheMoveTheGameMakesOfIt) {
    // The duel: a left press is +1, a right press +2, a pointer move changes the hover.
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_DOWN, PLATEAU_BUTTON_LEFT)),
              InputOutcome::played);  // 0 -> 1
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_DOWN, PLATEAU_BUTTON_RIGHT)),
              InputOutcome::played);  // 1 -> 3
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_DOWN, PLATEAU_BUTTON_MIDDLE)),
              InputOutcome::unused);
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_UP, PLATEAU_BUTTON_LEFT)),
              InputOutcome::unused);
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_MOVE, 0, 40)), InputOutcome::ui_changed);
    EXPECT_EQ(d.input(pointer(PLATEAU_INPUT_POINTER_MOVE, 0, 40)), InputOutcome::unused);
    EXPECT_EQ(rig.events(), (Lines{"played 1 +1 human", "played 2 +2 human"}));
    EXPECT_EQ(d.session().moves(), 2);
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");
    EXPECT_EQ(rig.saves.count, 2);  // the two moves; the hover is no change of position
}

}  // namespace
}  // namespace plateau::core::testing
