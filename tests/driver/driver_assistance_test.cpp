// Help keeps a game out of the high scores (issue 19): a hint given, moves a solver played,
// a lost game undone. The game ends as usual, its game_over says why it is not entered; the
// help outlives undo and restart (the same board), not a new game, and goes with the game
// into its record (a save, Continue). Duel, target 4 unless said: see duel_plugin.cpp.
#include <gtest/gtest.h>

#include "core/saves/save_file.hpp"
#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

using Lines = std::vector<std::string>;
using Job = GameDriver::Job;

TEST(GameDriverAssistance, AHintedGameEndsButIsNotEntered) {
    // From 0, 4 to go: +1 leaves 3, a multiple of 3: the hint is +1. Then player 1 +2
    // (-> 2), player 2 +1 (-> 3), player 1 +1 (-> 4): player 1 won with one +2: 110.
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    EXPECT_EQ(d.session().assistance(), Assistance::none);
    d.hint();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), Lines{"hint hint +1"});
    EXPECT_EQ(d.session().assistance(), Assistance::hint);
    d.play("+2");
    d.play("+1");
    d.play("+1");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +2 human", "played 2 +1 human", "played 1 +1 human",
                                   "game_over assisted 110 'a hint was used'"}));
}

TEST(GameDriverAssistance, AHintInWordsIsHelpToo) {
    // From 1 of 10: 9 to go, +1 leaves 8 and +2 leaves 7: no winning move, a message only.
    Rig rig(Duel().target(10));
    GameDriver& d = rig.driver;
    d.play("+1");
    rig.events();
    d.hint();
    ASSERT_TRUE(finish_job(d));
    EXPECT_EQ(rig.events(), (Lines{"message hint 'no move wins'", "no_hint hint ''"}));
    EXPECT_EQ(d.session().assistance(), Assistance::hint);
}

TEST(GameDriverAssistance, AFailedHintIsNoHelp) {
    Rig rig(Duel().target(4).hints_fail());
    rig.driver.hint();
    ASSERT_TRUE(finish_job(rig.driver));
    EXPECT_EQ(rig.driver.session().assistance(), Assistance::none);
}

TEST(GameDriverAssistance, MovesTheSolverPlayedAreNotEntered) {
    // solve: +1 to the target, for whoever is to move: 1, 2, 3, 4 - player 2's +1 reaches
    // it: player 2 won, no +2: 0 points.
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    d.command("solve", "");
    ASSERT_TRUE(advance_until(d, [&] { return d.status().over; }));
    const Lines events = rig.events();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back(), "game_over assisted 0 'the solver played'");
    EXPECT_EQ(d.session().assistance(), Assistance::solver);
}

TEST(GameDriverAssistance, HelpOutlivesUndoAndRestartButNotANewGame) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    d.play("+1");
    d.hint();
    ASSERT_TRUE(finish_job(d));
    d.undo();
    EXPECT_EQ(d.session().assistance(), Assistance::hint);
    d.play("+2");
    d.restart();
    EXPECT_EQ(d.session().assistance(), Assistance::hint);  // the same board, seen
    d.new_game(Duel().target(4).game());
    EXPECT_EQ(d.session().assistance(), Assistance::none);
    d.undo();  // back to the hinted game: its help is still there
    EXPECT_EQ(d.session().assistance(), Assistance::hint);
}

TEST(GameDriverAssistance, AnUndoneLossGoesWithTheGameIntoItsRecord) {
    // Solo, target 4: four +1, player 2's reaches 4: player 1 lost (0 points, entered).
    Rig rig(Duel().target(4).solo());
    GameDriver& d = rig.driver;
    for (int i = 0; i < 4; ++i) d.play("+1");
    EXPECT_EQ(rig.events().back(), "game_over enter 0");
    EXPECT_EQ(d.status().outcome, PLATEAU_OUTCOME_LOST);
    d.undo();
    d.undo();  // counter 2, player 1 to move
    EXPECT_EQ(position(d), "counter 2 of 4, player 1 to move");
    EXPECT_EQ(d.session().assistance(), Assistance::undo_after_loss);

    // Saved and opened again (Continue): the record keeps the help, so the win that
    // follows (+2: player 1 reaches 4 with one +2: 110) is not entered either.
    const Session::Record record = d.session().record();
    EXPECT_EQ(record.assistance, Assistance::undo_after_loss);
    EXPECT_NE(format_save(d.session(), 0).find("\nassisted = \"undo-after-loss\"\n"),
              std::string::npos);
    FakeClock clock;
    Saves saves;
    GameDriver reopened(Session::replay(Duel().target(4).solo().game(), record),
                        options(clock, saves));
    reopened.start();
    reopened.play("+2");
    EXPECT_EQ(describe(reopened.take_events()),
              (Lines{"played 1 +2 human", "game_over assisted 110 'a lost game was undone'"}));
}

TEST(GameDriverAssistance, AnUnhelpedGameStillEnters) {
    Rig rig(Duel().target(4).solo());
    GameDriver& d = rig.driver;
    d.play("+2");
    d.play("+1");
    d.play("+1");  // player 1 reaches 4: won, one +2: 110
    EXPECT_EQ(rig.events().back(), "game_over enter 110");
}

}  // namespace
}  // namespace plateau::core::testing
