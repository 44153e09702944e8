// The game driver at the end of a game: one game_over event, and the score decision in it
// (enter, from_layout, not_rankable, scored_before). The duel's points, once over: 100 if
// player 1 won, plus 10 for each +2 of the game.
#include <gtest/gtest.h>

#include <algorithm>

#include "driver_test_support.hpp"

namespace plateau::core::testing {
namespace {

using Lines = std::vector<std::string>;

// Target 4: player 1 +2 (0 -> 2), player 2 +1 (-> 3), player 1 +1 (-> 4): player 1 won,
// with one +2: 100 + 10 = 110 points.
void play_to_the_end(GameDriver& d) {
    d.play("+2");
    d.play("+1");
    d.play("+1");
}

TEST(GameDriverGameOver, OneEventThatEntersThePoints) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    d.play("+2");
    d.play("+1");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +2 human", "played 2 +1 human"}));
    d.play("+1");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +1 human", "game_over enter 110"}));
    EXPECT_TRUE(d.status().over);
    EXPECT_EQ(d.status().winner, 1);
    EXPECT_FALSE(d.advance());  // nothing more to say
    EXPECT_EQ(rig.events(), Lines{});
}

TEST(GameDriverGameOver, UndoThenRedoToTheSameEndIsScoredBefore) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    play_to_the_end(d);
    rig.events();
    d.undo();  // back to 3, player 1 to move
    EXPECT_EQ(rig.events(), Lines{"position"});
    EXPECT_EQ(position(d), "counter 3 of 4, player 1 to move");
    d.redo();  // the end again
    EXPECT_EQ(rig.events(), (Lines{"position", "game_over scored_before 0"}));
}

TEST(GameDriverGameOver, AGameFromALayoutIsNotEntered) {
    // Layout 2, target 4: player 1 +2 wins with one +2: 110, not entered.
    Rig rig(Duel().target(4).layout("2"));
    rig.driver.play("+2");
    EXPECT_EQ(rig.events(), (Lines{"played 1 +2 human", "game_over from_layout 110"}));
}

TEST(GameDriverGameOver, AGameThatSaysNoIsNotRankable) {
    Rig rig(Duel().target(4).unrankable());
    play_to_the_end(rig.driver);
    const Lines events = rig.events();
    EXPECT_EQ(events.back(), "game_over not_rankable 110");
    EXPECT_EQ(std::count_if(events.begin(), events.end(),
                            [](const std::string& e) { return e.starts_with("game_over"); }),
              1);
}

TEST(GameDriverGameOver, PlayerTwosWinEntersItsPoints) {
    // Target 3: player 1 +1 (-> 1), player 2 +2 (-> 3): player 2 won, one +2: 0 + 10.
    Rig rig(Duel().target(3));
    rig.driver.play("+1");
    rig.driver.play("+2");
    EXPECT_EQ(rig.events(),
              (Lines{"played 1 +1 human", "played 2 +2 human", "game_over enter 10"}));
}

TEST(GameDriverGameOver, TheComputersWinningMoveEndsTheGameInAdvance) {
    // Target 2: player 1 +1 (-> 1); the computer +1 (-> 2) wins; no +2: 0 points.
    Rig rig(Duel().target(2).player2("computer"));
    GameDriver& d = rig.driver;
    d.play("+1");
    ASSERT_TRUE(advance_until(d, [&] { return d.status().over; }));
    EXPECT_EQ(rig.events(),
              (Lines{"played 1 +1 human", "played 2 +1 computer", "game_over enter 0"}));
    EXPECT_EQ(d.job(), GameDriver::Job::none);
}

TEST(GameDriverGameOver, StartOfAGameAlreadyOverIsScoredBefore) {
    // A loaded game that had ended: its end was decided when it ended.
    Session over = Duel().target(1).session();
    over.play("+1");
    ASSERT_TRUE(over.status().over);
    FakeClock clock;
    Saves saves;
    GameDriver d(std::move(over), options(clock, saves));
    d.start();
    EXPECT_EQ(describe(d.take_events()), Lines{"game_over scored_before 0"});
    EXPECT_EQ(saves.count, 0);  // nothing changed
}

TEST(GameDriverGameOver, ReplaceWithAGameOverIsScoredBefore) {
    Rig rig{Duel()};
    Session over = Duel().target(1).session();
    over.play("+1");
    rig.driver.replace(std::move(over), 3);
    EXPECT_EQ(rig.events(), (Lines{"position", "game_over scored_before 0"}));
}

// A change of look (abi.h, LOOK PARAMETERS: the same game, its look parameters changed;
// the duel has none, so the same settings stand for it) at the undone end: the redo
// reaches an end already decided, which is not entered again.
TEST(GameDriverGameOver, AChangeOfLookKeepsTheEndDecided) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    play_to_the_end(d);
    EXPECT_EQ(rig.events().back(), "game_over enter 110");
    d.undo();
    rig.clock.pass(2);
    const double played = d.seconds_played();
    rig.events();
    d.change_look(Duel().target(4).game());
    EXPECT_EQ(rig.events(), Lines{"position"});
    EXPECT_EQ(position(d), "counter 3 of 4, player 1 to move");
    EXPECT_EQ(d.seconds_played(), played);  // the clock goes on
    d.redo();
    EXPECT_EQ(rig.events(), (Lines{"position", "game_over scored_before 0"}));
}

// At the end itself: the end is not announced again, and the game is saved in its look.
TEST(GameDriverGameOver, AChangeOfLookAtTheEndAnnouncesNothing) {
    Rig rig(Duel().target(4));
    GameDriver& d = rig.driver;
    play_to_the_end(d);
    rig.events();
    const int saved = rig.saves.count;
    d.change_look(Duel().target(4).game());
    EXPECT_EQ(rig.events(), Lines{"position"});
    EXPECT_TRUE(d.status().over);
    EXPECT_EQ(rig.saves.count, saved + 1);
}

TEST(GameDriverGameOver, ANewGameIsDecidedAgain) {
    Rig rig(Duel().target(4));
    play_to_the_end(rig.driver);
    EXPECT_EQ(rig.events().back(), "game_over enter 110");
    rig.driver.new_game(Duel().target(4).game());
    play_to_the_end(rig.driver);
    EXPECT_EQ(rig.events().back(), "game_over enter 110");
}

}  // namespace
}  // namespace plateau::core::testing
