// The game driver's clock (with a clock the test moves by hand, Options::now) and its
// autosave hook (called once per call that changed the position, with the seconds played).
#include <gtest/gtest.h>

#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

using Lines = std::vector<std::string>;

TEST(GameDriverClock, StartsWithTheFirstMoveAndStopsAtTheEnd) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    rig.clock.pass(5);  // no move yet: no time
    EXPECT_EQ(d.seconds_played(), 0.0);
    EXPECT_FALSE(d.clock().running());

    d.play("+2");  // 0 -> 2: the clock starts now
    EXPECT_TRUE(d.clock().running());
    rig.clock.pass(3);
    EXPECT_EQ(d.seconds_played(), 3.0);
    d.play("+1");  // 2 -> 3
    rig.clock.pass(4);
    EXPECT_EQ(d.seconds_played(), 7.0);  // 3 + 4

    d.play("+1");  // 3 -> 4: player 1 won, the clock stops at 7
    ASSERT_TRUE(d.status().over);
    EXPECT_FALSE(d.clock().running());
    rig.clock.pass(10);
    EXPECT_EQ(d.seconds_played(), 7.0);
}

TEST(GameDriverClock, StartsWhereTheGameSays) {
    // clock_from 3: the duel's clock_started says yes from a counter of 3.
    Rig rig(Duel().clock_from(3));
    GameDriver& d = rig.driver;
    d.play("+1");  // 0 -> 1: not yet
    EXPECT_FALSE(d.clock().running());
    rig.clock.pass(4);
    EXPECT_EQ(d.seconds_played(), 0.0);
    d.play("+2");  // 1 -> 3: now
    EXPECT_TRUE(d.clock().running());
    rig.clock.pass(2);
    EXPECT_EQ(d.seconds_played(), 2.0);
}

TEST(GameDriverClock, PauseStopsIt) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.play("+1");
    rig.clock.pass(5);
    d.set_paused(true);
    rig.clock.pass(10);  // not counted
    EXPECT_EQ(d.seconds_played(), 5.0);
    d.set_paused(false);
    rig.clock.pass(1);
    EXPECT_EQ(d.seconds_played(), 6.0);  // 5 + 1
}

TEST(GameDriverClock, RestartAndNewGameResetIt) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    d.play("+1");
    rig.clock.pass(5);
    d.restart();  // 0 s, stopped until the next first move
    EXPECT_EQ(d.seconds_played(), 0.0);
    rig.clock.pass(3);
    EXPECT_EQ(d.seconds_played(), 0.0);
    EXPECT_FALSE(d.clock().running());

    d.play("+1");
    rig.clock.pass(2);
    EXPECT_EQ(d.seconds_played(), 2.0);
    d.new_game(Duel().game());
    EXPECT_EQ(d.seconds_played(), 0.0);
    rig.clock.pass(3);
    EXPECT_EQ(d.seconds_played(), 0.0);
}

TEST(GameDriverClock, ReplaceResumesFromTheSecondsGiven) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    Session loaded = Duel().session();
    loaded.play("+1");  // a game under way
    d.replace(std::move(loaded), 12.5);
    EXPECT_EQ(d.seconds_played(), 12.5);
    EXPECT_TRUE(d.clock().running());
    rig.clock.pass(2);
    EXPECT_EQ(d.seconds_played(), 14.5);  // 12.5 + 2
}

TEST(GameDriverClock, ADriverOpenedWithTimeKeepsCounting) {
    // A game continued with 30 s played: its clock runs from start(), before any move.
    FakeClock clock;
    Saves saves;
    Session session = Duel().session();
    session.play("+1");
    GameDriver d(std::move(session), options(clock, saves), 30);
    d.start();
    clock.pass(1);
    EXPECT_EQ(d.seconds_played(), 31.0);
}

TEST(GameDriverAutosave, OncePerCallThatChangedThePosition) {
    Rig rig{Duel()};
    GameDriver& d = rig.driver;
    EXPECT_EQ(rig.saves.count, 0);  // start() of a fresh game: nothing changed

    d.play("+1");  // 1, at 0 s (the clock starts with it)
    rig.clock.pass(2);
    d.play("+1");                             // 2, at 2 s
    d.undo();                                 // 3
    d.redo();                                 // 4
    d.restart();                              // 5, at 0 s: restart resets the clock
    EXPECT_THROW(d.play("+3"), PluginError);  // refused: none
    d.hint();
    ASSERT_TRUE(finish_job(d));       // a hint: none
    EXPECT_THROW(d.redo(), Refused);  // after a restart, nothing to redo: none
    EXPECT_EQ(rig.saves.count, 5);
    EXPECT_EQ(rig.saves.seconds, (std::vector<double>{0, 2, 2, 2, 0}));

    d.close();  // 6: leaving saves with the time played
    EXPECT_EQ(rig.saves.count, 6);
}

TEST(GameDriverAutosave, OnceForAMoveAndTheMovesThatFollowIt) {
    // Passes at multiples of 3, player 2 the computer. 0 -> 1 (one save); the computer
    // 1 -> 2 (one save); 2 -> 3 and two forced passes, in one call (one save).
    Rig rig(Duel().pass_every(3).player2("computer"));
    GameDriver& d = rig.driver;
    d.play("+1");
    EXPECT_EQ(rig.saves.count, 1);
    ASSERT_TRUE(advance_until(d, [&] { return d.session().moves() == 2; }));
    EXPECT_EQ(rig.saves.count, 2);
    d.play("+1");
    EXPECT_EQ(d.session().moves(), 5);
    EXPECT_EQ(rig.saves.count, 3);
}

TEST(GameDriverAutosave, AThrowingHookIsReportedAndTheGameGoesOn) {
    Rig rig{Duel()};
    rig.saves.fail = true;
    GameDriver& d = rig.driver;
    d.play("+1");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +1 human", "autosave_failed 'the disk is full'"}));
    d.play("+2");  // 1 -> 3
    EXPECT_EQ(rig.events(), (Lines{"played 2 +2 human", "autosave_failed 'the disk is full'"}));
    EXPECT_EQ(d.session().moves(), 2);
    EXPECT_EQ(position(d), "counter 3 of 10, player 1 to move");
    EXPECT_EQ(rig.saves.count, 2);
}

}  // namespace
}  // namespace plateau::core::testing
