// Undo, redo, restart, save and load of a game in progress, through the host's session
// and save files.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/saves/save_file.hpp"
#include "samegame_fixture.hpp"
#include "temp_folder.hpp"

namespace samegame_test {
namespace {

using plateau::core::Session;
namespace fs = std::filesystem;

class SessionTest : public SameGameTest {
  protected:
    static Session load(const fs::path& file) { return load_save(file); }

    const plateau::test::TempFolder folder_;
    const fs::path& dir_ = folder_.path();
};

TEST_F(SessionTest, UndoRedoAndRestartWalkTheHistory) {
    Session session(layout_game(kSmall));
    const std::string start = session.game().text_form(session.state());
    session.play("1 1");  // B pair: 1 point
    const std::string after_one = session.game().text_form(session.state());
    session.play("2 0");  // G three: 4 points
    EXPECT_EQ(session.status().score, 5);
    EXPECT_EQ(session.moves(), 2);

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.game().text_form(session.state()), after_one);
    EXPECT_EQ(session.status().score, 1);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.game().text_form(session.state()), start);
    EXPECT_EQ(session.status().score, 0);
    EXPECT_FALSE(session.undo());
    ASSERT_TRUE(session.redo());
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.status().score, 5);
    EXPECT_EQ(session.game().text_form(session.state()), "R...\nG...\nR...\nRB..");
    EXPECT_FALSE(session.redo());

    ASSERT_TRUE(session.restart());
    EXPECT_EQ(session.moves(), 0);
    EXPECT_EQ(session.game().text_form(session.state()), start);
    ASSERT_TRUE(session.undo());  // the restart itself is undone
    EXPECT_EQ(session.status().score, 5);
}

// Pieces as shapes instead of balls (a look parameter, abi.h): the same game goes on, its
// moves replayed, its score and its undo kept.
TEST_F(SessionTest, AnotherLookKeepsTheGameGoing) {
    Session session(layout_game(kSmall, {"style=balls"}));
    session.play("1 1");  // B pair: 1 point
    session.play("2 0");  // G three: 4 points
    ASSERT_TRUE(session.undo());
    Session shapes = session.with_game(layout_game(kSmall, {"style=shapes"}));
    EXPECT_EQ(shapes.game().settings().find("style")->value, plateau::core::ParamValue("shapes"));
    EXPECT_EQ(shapes.moves(), 1);
    EXPECT_EQ(shapes.status().score, 1);
    EXPECT_EQ(shapes.game().text_form(shapes.state()), session.game().text_form(session.state()));
    EXPECT_TRUE(shapes.can_redo());  // the redo tail is kept: "2 0" again gives 5
    ASSERT_TRUE(shapes.redo());
    EXPECT_EQ(shapes.status().score, 5);
    EXPECT_EQ(session.game().settings().find("style")->value, plateau::core::ParamValue("balls"));
}

TEST_F(SessionTest, ARefusedMoveChangesNothing) {
    Session session(layout_game(kSmall));
    session.play("1 1");
    EXPECT_THROW(session.play("3 3"), plateau::core::PluginError);  // an empty cell
    EXPECT_EQ(session.moves(), 1);
    EXPECT_EQ(session.status().score, 1);
    EXPECT_TRUE(session.undo());
    EXPECT_TRUE(session.redo());
}

TEST_F(SessionTest, AGameInProgressIsSavedAndLoadedWithItsHistory) {
    // A random game of the samegame preset: play three legal moves, undo one, save.
    Session session(game({}, std::nullopt, std::string("samegame"), 12345));
    for (int i = 0; i < 3; ++i) session.play(session.game().moves(session.state()).front());
    const std::string after_three = session.game().text_form(session.state());
    const auto score_three = session.status().score;
    ASSERT_TRUE(session.undo());
    const std::string after_two = session.game().text_form(session.state());
    const fs::path file = dir_ / "game.toml";
    plateau::core::write_save(file, session);

    Session loaded = load(file);
    EXPECT_EQ(loaded.game().seed(), 12345u);
    EXPECT_EQ(loaded.moves(), 2);
    EXPECT_EQ(loaded.game().text_form(loaded.state()), after_two);
    EXPECT_EQ(loaded.status().score, session.status().score);
    ASSERT_TRUE(loaded.redo());  // the undone move came along
    EXPECT_EQ(loaded.game().text_form(loaded.state()), after_three);
    EXPECT_EQ(loaded.status().score, score_three);
}

TEST_F(SessionTest, ALayoutGameIsSavedWithItsLayout) {
    Session session(layout_game(kSmall, {"min_group=1", "scoring=n-2"}));
    session.play("0 3");  // a single R: 0 points under n-2
    session.play("1 0");  // G three: (3-2)^2 = 1
    const fs::path file = dir_ / "layout.toml";
    plateau::core::write_save(file, session);
    Session loaded = load(file);
    EXPECT_EQ(loaded.game().text_form(loaded.state()), session.game().text_form(session.state()));
    EXPECT_EQ(loaded.status().score, 1);
    ASSERT_TRUE(loaded.restart());
    EXPECT_EQ(loaded.game().text_form(loaded.state()), "R...\nGB..\nRBG.\nRGGB");
}

TEST_F(SessionTest, ASaveWithAnIllegalMoveIsRefusedWithItsLine) {
    Session session(layout_game(kSmall));
    session.play("1 1");
    const fs::path file = dir_ / "bad.toml";
    plateau::core::write_save(file, session);
    // Replace the move by one on an empty cell.
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = text.find("\"1 1\"");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 5, "\"3 3\"");
    std::ofstream(file) << text;
    try {
        (void)load(file);
        FAIL() << "the save must be refused";
    } catch (const plateau::core::SaveError& e) {
        EXPECT_NE(std::string(e.what()).find("'3 3' is an empty cell"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace samegame_test
