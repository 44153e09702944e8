// The game driver's jobs: a hint, a command's long work and the moves it gives (one per
// advance()), quick commands, and what cancels them: a move, undo, new game, replace; pause
// holds a finished job's answer. The duel's rules are in duel_plugin.cpp.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

using Lines = std::vector<std::string>;
using Job = GameDriver::Job;

TEST(GameDriverJobs, HintGivesTheMoveAndChangesNothing) {
    // Target 10 from 0: 10 to go. +1 leaves 9, a multiple of 3 (the opponent loses): "+1".
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.hint();
    EXPECT_EQ(d.job(), Job::hint);
    EXPECT_TRUE(d.busy());
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"hint hint +1"});
    EXPECT_EQ(d.session().moves(), 0);
    EXPECT_EQ(position(d), "counter 0 of 10, player 1 to move");
    EXPECT_EQ(rig.saves.count, 0);  // no change of position, no autosave

    // From 1: 9 to go. +1 leaves 8, +2 leaves 7, neither a multiple of 3: the job says so
    // in a message and gives no hint.
    d.play("+1");
    rig.events();
    d.hint();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), (Lines{"message hint 'no move wins'", "no_hint hint ''"}));
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(rig.saves.count, 1);  // the move's
}

TEST(GameDriverJobs, FailingHintGivesNoHintWithTheReason) {
    Rig rig(Duel().hints_fail());
    rig.driver.hint();
    ASSERT_TRUE(finish_job(rig.driver));
    EXPECT_EQ(rig.events(), Lines{"no_hint hint 'no hint today'"});
    EXPECT_EQ(rig.driver.session().moves(), 0);
    EXPECT_EQ(rig.saves.count, 0);
}

TEST(GameDriverJobs, AMoveDropsARunningHint) {
    // A hint for the position before a move would be wrong: the move cancels it.
    Rig rig(Duel().think_ms(60000));
    rig.driver.hint();
    ASSERT_EQ(rig.driver.job(), Job::hint);
    rig.driver.play("+1");
    EXPECT_EQ(rig.driver.job(), Job::none);
    EXPECT_FALSE(rig.driver.busy());
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 human"});
}

TEST(GameDriverJobs, CommandMovesArePlayedOnePerAdvance) {
    // solve 3: a message and +1 three times, for whoever is to move: 0 -> 1 -> 2 -> 3.
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("solve", "3");
    EXPECT_EQ(d.job(), Job::command);
    EXPECT_TRUE(d.busy());
    EXPECT_EQ(d.session().moves(), 0);

    // The advance that takes the job's result plays the first move.
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), (Lines{"message solve '3 moves'", "played 1 +1 job"}));
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_TRUE(d.busy());  // two to go

    EXPECT_TRUE(d.advance());
    EXPECT_EQ(d.session().moves(), 2);
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 job"});
    EXPECT_TRUE(d.busy());

    EXPECT_TRUE(d.advance());
    EXPECT_EQ(d.session().moves(), 3);
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 job"});
    EXPECT_FALSE(d.busy());

    EXPECT_FALSE(d.advance());  // nothing left
    EXPECT_EQ(d.session().moves(), 3);
    EXPECT_EQ(position(d), "counter 3 of 10, player 2 to move");
    EXPECT_EQ(rig.saves.count, 3);  // one per advance that played
}

TEST(GameDriverJobs, AHumanMoveClearsTheRestOfTheMoves) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("solve", "3");
    ASSERT_TRUE(finish_job(d));  // 0 -> 1 by the job, two +1 to go
    ASSERT_EQ(d.session().moves(), 1);
    d.play("+2");  // player 2: 1 -> 3
    EXPECT_FALSE(d.busy());
    EXPECT_FALSE(d.advance());
    EXPECT_EQ(d.session().moves(), 2);
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");
}

TEST(GameDriverJobs, AHumanMoveCancelsARunningCommand) {
    Rig rig(Duel().think_ms(60000));
    rig.driver.command("solve", "");
    ASSERT_EQ(rig.driver.job(), Job::command);
    rig.driver.play("+1");
    EXPECT_EQ(rig.driver.job(), Job::none);
    EXPECT_FALSE(rig.driver.busy());
}

TEST(GameDriverJobs, UndoCancelsTheComputersJob) {
    // The computer thinks for a minute; undo takes player 1's move back and stops it (the
    // job must stop promptly: it looks at its stop flag every millisecond).
    Rig rig(Duel().player2("computer").think_ms(60000));
    GameDriver& d = rig.driver;
    d.play("+1");
    ASSERT_EQ(d.job(), Job::computer_move);
    const auto before = std::chrono::steady_clock::now();
    d.undo();
    EXPECT_LT(std::chrono::steady_clock::now() - before, std::chrono::seconds(5));
    EXPECT_EQ(d.job(), Job::none);
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(d.session().moves(), 0);
    EXPECT_EQ(position(d), "counter 0 of 10, player 1 to move");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +1 human", "position"}));
}

// A change of look (abi.h, LOOK PARAMETERS; the duel has none, so the same settings stand
// for the game shown another way) leaves the moves as they are: a job running finishes and
// is taken in the new look, and a solver's moves still to play are played. The game in the
// new look would think for a minute: an answer within the 10 s finish_job waits is the
// running job's, not one started again on the new game.
TEST(GameDriverJobs, AChangeOfLookKeepsARunningHint) {
    Rig rig(Duel().think_ms(200));
    GameDriver& d = rig.driver;
    d.hint();
    d.change_look(Duel().think_ms(60000).game());
    EXPECT_EQ(d.job(), Job::hint);
    EXPECT_EQ(rig.events(), Lines{"position"});
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"hint hint +1"});  // 10 to go: +1 leaves 9
    EXPECT_EQ(d.session().moves(), 0);
}

TEST(GameDriverJobs, AChangeOfLookKeepsARunningCommandAndItsMoves) {
    Rig rig(Duel().think_ms(200));
    GameDriver& d = rig.driver;
    d.command("solve", "3");
    d.change_look(Duel().think_ms(60000).game());
    EXPECT_EQ(d.job(), Job::command);
    EXPECT_EQ(d.job_name(), "solve");
    rig.events();
    ASSERT_TRUE(finish_job(d));  // 0 -> 1 by the job, two to go
    EXPECT_EQ(rig.events(), (Lines{"message solve '3 moves'", "played 1 +1 job"}));
    d.change_look(Duel().think_ms(60000).game());
    EXPECT_TRUE(d.busy());
    EXPECT_EQ(rig.events(), Lines{"position"});
    EXPECT_TRUE(d.advance());
    EXPECT_TRUE(d.advance());
    EXPECT_EQ(rig.events(), (Lines{"played 2 +1 job", "played 1 +1 job"}));
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(position(d), "counter 3 of 10, player 2 to move");
}

TEST(GameDriverJobs, AChangeOfLookKeepsTheComputerThinking) {
    Rig rig(Duel().player2("computer").think_ms(200));
    GameDriver& d = rig.driver;
    d.play("+1");
    ASSERT_EQ(d.job(), Job::computer_move);
    d.change_look(Duel().player2("computer").think_ms(60000).game());
    EXPECT_EQ(d.job(), Job::computer_move);
    rig.events();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
    EXPECT_EQ(position(d), "counter 2 of 10, player 1 to move");
}

// The job that fails after a change of look says so as it would have.
TEST(GameDriverJobs, AJobFailingAfterAChangeOfLookIsReported) {
    Rig rig(Duel().player2("stuck").think_ms(200));
    GameDriver& d = rig.driver;
    d.play("+1");
    ASSERT_EQ(d.job(), Job::computer_move);
    d.change_look(Duel().player2("stuck").think_ms(60000).game());
    rig.events();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"computer_stuck 'the computer is stuck'"});
    EXPECT_FALSE(d.busy());
}

// A game that cannot take the moves played (here target 1, which +2 passes) is refused
// whole: the job runs on, its answer taken in the game as it was.
TEST(GameDriverJobs, ARefusedChangeOfLookLeavesTheJobRunning) {
    Rig rig(Duel().player2("computer").think_ms(200));
    GameDriver& d = rig.driver;
    d.play("+2");
    ASSERT_EQ(d.job(), Job::computer_move);
    EXPECT_ANY_THROW(d.change_look(Duel().target(1).player2("computer").game()));
    EXPECT_EQ(d.job(), Job::computer_move);
    rig.events();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");
}

TEST(GameDriverJobs, UndoDropsTheQueuedMoves) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("solve", "3");
    ASSERT_TRUE(finish_job(d));  // 0 -> 1, two to go
    d.undo();                    // back to 0
    EXPECT_FALSE(d.busy());
    EXPECT_FALSE(d.advance());
    EXPECT_EQ(d.session().moves(), 0);
}

TEST(GameDriverJobs, NewGameDropsTheJobAndTheQueuedMoves) {
    Rig rig(Duel().think_ms(60000));
    GameDriver& d = rig.driver;
    d.command("solve", "");
    ASSERT_EQ(d.job(), Job::command);
    d.new_game(Duel().game());
    EXPECT_EQ(d.job(), Job::none);
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(rig.events(), Lines{"position"});

    Rig queued{Duel()};
    queued.driver.command("solve", "3");
    ASSERT_TRUE(finish_job(queued.driver));
    ASSERT_TRUE(queued.driver.busy());
    queued.driver.new_game(Duel().game());
    EXPECT_FALSE(queued.driver.busy());
    EXPECT_FALSE(queued.driver.advance());
    EXPECT_EQ(queued.driver.session().moves(), 0);
}

TEST(GameDriverJobs, ReplaceDropsTheJobAndTheQueuedMoves) {
    Rig rig(Duel().think_ms(60000));
    GameDriver& d = rig.driver;
    d.command("solve", "");
    ASSERT_EQ(d.job(), Job::command);
    d.replace(Duel().session(), 0);
    EXPECT_EQ(d.job(), Job::none);
    EXPECT_FALSE(d.busy());
    EXPECT_EQ(rig.events(), Lines{"position"});

    Rig queued{Duel()};
    queued.driver.command("solve", "3");
    ASSERT_TRUE(finish_job(queued.driver));
    ASSERT_TRUE(queued.driver.busy());
    queued.driver.replace(Duel().session(), 0);
    EXPECT_FALSE(queued.driver.busy());
    EXPECT_FALSE(queued.driver.advance());
    EXPECT_EQ(queued.driver.session().moves(), 0);
}

TEST(GameDriverJobs, PauseHoldsTheComputersAnswer) {
    // The computer answers at once; paused, the driver does not take the answer.
    Rig rig(Duel().player2("computer"));
    GameDriver& d = rig.driver;
    d.play("+1");
    rig.events();
    d.set_paused(true);
    EXPECT_TRUE(d.paused());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // the job has its answer
    for (int i = 0; i < 10; ++i) EXPECT_FALSE(d.advance());
    d.settle();  // returns at once while paused
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(d.job(), Job::computer_move);
    EXPECT_EQ(rig.events(), Lines{});

    d.set_paused(false);
    ASSERT_TRUE(advance_until(d, [&] { return d.session().moves() == 2; }));
    EXPECT_EQ(rig.events(), Lines{"played 2 +1 computer"});
}

TEST(GameDriverJobs, QuickCommandGivesLinesAndMessages) {
    Rig rig{Duel()};
    rig.driver.command("note", "");
    EXPECT_EQ(rig.driver.job(), Job::none);
    EXPECT_EQ(rig.events(),
              (Lines{"line note 'counter 0 of 10'", "message note 'player 1 to move'"}));
    EXPECT_FALSE(rig.driver.busy());
    EXPECT_EQ(rig.saves.count, 0);
}

TEST(GameDriverJobs, QuickCommandMovesArePlayedByAdvance) {
    // bump gives the move +1, played by the next advance(), not by the command itself.
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.command("bump", "");
    EXPECT_EQ(d.session().moves(), 0);
    EXPECT_TRUE(d.busy());
    EXPECT_TRUE(d.advance());
    EXPECT_EQ(d.session().moves(), 1);
    EXPECT_EQ(rig.events(), Lines{"played 1 +1 job"});
    EXPECT_FALSE(d.busy());
}

TEST(GameDriverJobs, CommandArgumentsTheGameRefuses) {
    // "solve x": the game refuses to start the job; nothing runs.
    Rig rig{Duel()};
    EXPECT_THROW(rig.driver.command("solve", "x"), PluginError);
    EXPECT_EQ(rig.driver.job(), GameDriver::Job::none);
    EXPECT_FALSE(rig.driver.busy());
}

}  // namespace
}  // namespace plateau::core::testing
