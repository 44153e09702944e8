// Push Over in the host's Session and saved games: undo against the computer takes back
// its move and yours together; a match saved in the middle loads back the same.
#include "core/session/session.hpp"

#include <filesystem>

#include "core/saves/save_file.hpp"
#include "plugin_fixture.hpp"
#include "temp_folder.hpp"

namespace pushover::test {
namespace {

using plateau::test::play_computers;

TEST(PushOverSession, UndoAgainstTheComputerTakesBackBothMoves) {
    core::Session session(LoadedPlugin::game({"player2_kind=computer", "computer_level=easy"}, 77));
    session.play("G1");
    ASSERT_TRUE(session.computer_to_move());
    const auto played = play_computers(session);
    ASSERT_EQ(played.size(), 1U);
    EXPECT_EQ(played[0].player, 2);
    EXPECT_EQ(session.moves(), 2);
    EXPECT_EQ(session.status().turn, 1);
    const std::string after_reply = session.game().text_form(session.state());

    // One undo: back to the start, the human to move (the computer's turn is skipped).
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.moves(), 0);
    EXPECT_EQ(session.game().text_form(session.state()), ".....\n.....\n.....\n.....\n.....");
    EXPECT_EQ(session.status().turn, 1);
    EXPECT_FALSE(session.computer_to_move());
    // Redo brings both back.
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.moves(), 2);
    EXPECT_EQ(session.game().text_form(session.state()), after_reply);
}

// A match to 2 rounds saved during round 2 (after W won round 1 with H1..H5 and two moves
// of round 2), loaded back through the host's save file, replays to the same position and
// goes on the same.
TEST(PushOverSession, SaveAndLoadInTheMiddleOfAMatch) {
    const std::vector<std::string> sets = {"rounds_to_win=2", "player1=Ada", "size=5"};
    core::Session session(LoadedPlugin::game(sets, 2024));
    for (const char* m : {"H1", "B1", "H2", "B2", "H3", "B3", "H4", "B4", "H5", "G3", "D3"}) {
        session.play(m);
    }
    ASSERT_EQ(session.game().info_line(session.state(), nullptr), "round=2 lines=1,0");
    // Round 2, K started with G3 (K at (3,1)), W answered D3 (W at (3,5)); K to move.
    ASSERT_EQ(session.game().text_form(session.state()), ".....\n.....\nK...W\n.....\n.....");

    const plateau::test::TempFolder dir;
    const auto file = dir / "slot.toml";
    core::write_save(file, session);

    const core::SaveFile save = LoadedPlugin::read_save(file);
    EXPECT_EQ(save.game_id, "pushover");
    EXPECT_EQ(save.seed, 2024U);
    EXPECT_EQ(save.record.moves.size(), 11U);
    core::Session loaded = LoadedPlugin::restore(file, save);

    const auto& g = loaded.game();
    EXPECT_EQ(g.text_form(loaded.state()), ".....\n.....\nK...W\n.....\n.....");
    EXPECT_EQ(g.info_line(loaded.state(), nullptr), "round=2 lines=1,0");
    EXPECT_EQ(loaded.status().scores, (std::vector<std::int64_t>{1, 0}));
    EXPECT_EQ(loaded.status().turn, 2);
    EXPECT_EQ(loaded.moves(), 11);
    // The parameters came back too.
    const core::Setting* name = g.settings().find("player1");
    ASSERT_NE(name, nullptr);
    EXPECT_EQ(std::get<std::string>(name->value), "Ada");
    // Both go on the same: K G3 pushes its pawn to (3,2), K again at (3,1).
    session.play("G3");
    loaded.play("G3");
    EXPECT_EQ(g.text_form(loaded.state()), session.game().text_form(session.state()));
    EXPECT_EQ(g.text_form(loaded.state()), ".....\n.....\nKK..W\n.....\n.....");
    // Undo after loading goes back into round 1's end and further.
    ASSERT_TRUE(loaded.undo());
    ASSERT_TRUE(loaded.undo());
    ASSERT_TRUE(loaded.undo());
    EXPECT_EQ(g.info_line(loaded.state(), nullptr), "round=2 lines=1,0");
    ASSERT_TRUE(loaded.undo());
    EXPECT_EQ(g.info_line(loaded.state(), nullptr), "round=1 lines=0,0");
    EXPECT_EQ(g.text_form(loaded.state()), "WWWW.\n.....\n.....\n.....\nKKKK.");
}

}  // namespace
}  // namespace pushover::test
