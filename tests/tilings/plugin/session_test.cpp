// Tilings in the host's Session and saved games: undo takes the human back to their
// previous turn (the computers' turns since undone too), a game saved in the middle loads
// back the same, and the same seed plays the same game.
#include "core/session/session.hpp"

#include <filesystem>

#include "core/saves/save_file.hpp"
#include "plugin_fixture.hpp"
#include "temp_folder.hpp"

namespace tilings::test {
namespace {

using plateau::test::play_computers;

struct Snapshot {
    std::string text;
    std::string info;
    int moves = 0;
    int turn = 0;
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snapshot(const core::Session& s) {
    return {s.game().text_form(s.state()), s.game().info_line(s.state(), nullptr), s.moves(),
            s.status().turn};
}

TEST(TilingsSession, UndoTakesTheHumanBackToTheirPreviousTurn) {
    // Player 1 human, 2 and 3 greedy; every tile is RRRR, so nobody ever skips and the
    // game goes on for these few turns.
    core::Session session(LoadedPlugin::game(
        hand_built(6, 6, 3, "2 2", {"R R R R x30"}, {"player2_kind=greedy", "player3_kind=greedy"}),
        21));
    session.play_forced();
    play_computers(session);
    ASSERT_EQ(session.status().turn, 1);
    const Snapshot before = snapshot(session);
    EXPECT_EQ(before.moves, 2);  // players 2 and 3 moved

    const auto cells = session.game().moves(session.state());
    ASSERT_FALSE(cells.empty());
    session.play(cells.front());
    play_computers(session);
    ASSERT_EQ(session.status().turn, 1);
    EXPECT_EQ(session.moves(), before.moves + 3);

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(snapshot(session), before);
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.moves(), before.moves + 3);
    EXPECT_EQ(session.status().turn, 1);
}

TEST(TilingsSession, SaveAndLoadMidGame) {
    const Sets sets = {"width=8", "height=6", "player1_name=Ada", "player3_kind=random"};
    core::Session session(LoadedPlugin::game(sets, 77));
    session.play_forced();
    play_computers(session);
    for (int turn = 0; turn < 3 && !session.status().over; ++turn) {
        session.play(session.game().moves(session.state()).front());
        play_computers(session);
    }
    ASSERT_FALSE(session.status().over);
    const Snapshot saved = snapshot(session);

    const plateau::test::TempFolder dir;
    const auto file = dir / "slot.toml";
    core::write_save(file, session);
    const core::SaveFile save = LoadedPlugin::read_save(file);
    EXPECT_EQ(save.game_id, "tilings");
    EXPECT_EQ(save.seed, 77U);
    core::Session loaded = LoadedPlugin::restore(file, save);
    EXPECT_EQ(snapshot(loaded), saved);
    // And it goes on the same: the same move, the same computers' answers.
    const std::string next = session.game().moves(session.state()).front();
    session.play(next);
    play_computers(session);
    loaded.play(next);
    play_computers(loaded);
    EXPECT_EQ(snapshot(loaded), snapshot(session));
}

// Three computers (greedy, random, first) play a whole game by themselves; the same seed
// plays the same game, move for move, to the same end.
TEST(TilingsSession, TheSameSeedPlaysTheSameGame) {
    const Sets sets = {"player1_kind=greedy", "player2_kind=random", "player3_kind=first",
                       "scoring=zones"};
    const auto play = [&](std::uint64_t seed) {
        core::Session session(LoadedPlugin::game(sets, seed));
        session.play_forced();
        play_computers(session);
        EXPECT_TRUE(session.status().over);
        return std::make_pair(session.record().moves, snapshot(session));
    };
    const auto a = play(31);
    const auto b = play(31);
    EXPECT_EQ(a, b);
    EXPECT_GT(a.first.size(), 10U);
    EXPECT_NE(play(32).first, a.first);
}

}  // namespace
}  // namespace tilings::test
