// A game in progress saved and loaded through the host's save files: the board, the counter,
// the position in the history and the game to come are the same (the mines, placed at the
// first open from the seed and that click, are placed again the same way on replay).
#include <filesystem>
#include <fstream>

#include "core/saves/save_file.hpp"
#include "minesweeper_fixture.hpp"
#include "temp_folder.hpp"

namespace minesweeper_test {
namespace {

class SaveLoadTest : public MinesweeperTest {
  protected:
    Play save_and_load(const Play& play) {
        const auto path = dir_ / "game.toml";
        plateau::core::write_save(path, play.session(), 12.5);
        const auto save = read_save(path);
        EXPECT_EQ(save.game_id, "minesweeper");
        EXPECT_DOUBLE_EQ(save.elapsed, 12.5);
        return Play(restore(path, save));
    }

    // Opens every cell in reading order until the game ends, in both games at once, and
    // checks they stay the same.
    static void play_on_alike(Play& a, Play& b, int cols, int rows) {
        for (int row = 1; row <= rows && !a.status().over; ++row) {
            for (int col = 1; col <= cols && !a.status().over; ++col) {
                const std::string m = "o " + std::to_string(col) + " " + std::to_string(row);
                EXPECT_EQ(a.move(m), b.move(m));
                ASSERT_EQ(a.board(), b.board());
                ASSERT_EQ(a.info(), b.info());
            }
        }
        EXPECT_EQ(a.result(), b.result());
    }

    const plateau::test::TempFolder folder_;
    const std::filesystem::path& dir_ = folder_.path();
};

TEST_F(SaveLoadTest, AGameInProgressComesBackTheSame) {
    Play play(game({}, 2024));
    play.moves({"f 1 1", "f 9 9", "o 5 5", "f 1 1"});  // flags stay covered through the flood
    Play loaded = save_and_load(play);
    EXPECT_EQ(loaded.board(), play.board());
    EXPECT_EQ(loaded.info(), play.info());
    EXPECT_EQ(loaded.session().moves(), 4);
    EXPECT_EQ(loaded.session().game().seed(), 2024u);
    play_on_alike(play, loaded, 9, 9);
}

TEST_F(SaveLoadTest, ThePositionInTheHistoryAndTheRedoTailComeBack) {
    Play play(game({}, 7));
    play.moves({"f 9 1", "f 9 2", "o 3 3"});
    ASSERT_TRUE(play.session().undo());
    Play loaded = save_and_load(play);
    EXPECT_EQ(loaded.session().moves(), 2);
    EXPECT_EQ(loaded.board(), play.board());
    ASSERT_TRUE(loaded.session().redo());
    ASSERT_TRUE(play.session().redo());
    EXPECT_EQ(loaded.board(), play.board());
}

TEST_F(SaveLoadTest, ANoGuessGameIsMadeAgainTheSame) {
    Play play(game({"no_guess=true"}, 31, {}, "intermediate"));
    play.moves({"o 8 8", "f 1 16"});
    Play loaded = save_and_load(play);
    EXPECT_EQ(loaded.board(), play.board());
    play_on_alike(play, loaded, 16, 16);
}

TEST_F(SaveLoadTest, ALayoutGameAndItsLossesComeBack) {
    // Layout A: a loss on (1,1), undone, stays in the saved history after the position, so
    // the replay counts it again.
    Play play(layout_game({"*....", ".....", "..*..", ".....", "....*"}));
    play.moves({"o 5 1", "o 1 1"});
    ASSERT_TRUE(play.session().undo());
    Play loaded = save_and_load(play);
    EXPECT_EQ(loaded.board(), "#1...\n#211.\n###1.\n###21\n#####");
    EXPECT_EQ(loaded.info(), "mines_left=3 losses=1");
    EXPECT_EQ(loaded.session().game().layout(), play.session().game().layout());
    play_on_alike(play, loaded, 5, 5);
}

// The loss count is kept in the save itself: a loss undone and then replaced by another
// move is no longer in the history, yet it still counts after loading, and the game won
// afterwards still does not enter the best times.
TEST_F(SaveLoadTest, ALossUndoneAndReplacedStillCountsAfterLoading) {
    Play play(layout_game({"*....", ".....", "..*..", ".....", "....*"}));
    play.moves({"o 1 1"});  // the mine at (1,1): lost
    ASSERT_TRUE(play.session().undo());
    play.moves({"o 5 1"});  // another move: the loss leaves the history
    EXPECT_EQ(play.info(), "mines_left=3 losses=1");
    const auto text = plateau::core::format_save(play.session(), 0);
    EXPECT_NE(text.find("\nui = \"losses=1\"\n"), std::string::npos) << text;
    Play loaded = save_and_load(play);
    EXPECT_EQ(loaded.info(), "mines_left=3 losses=1");
    loaded.moves({"o 1 5"});  // the last safe cell: won
    EXPECT_EQ(loaded.result(), "1 won");
    EXPECT_NE(loaded.status().message.find("A loss was undone"), std::string::npos);
    EXPECT_FALSE(loaded.session().game().rankable(loaded.session().state(), loaded.session().ui()));
}

// A save whose loss count is not one is refused whole, naming its line.
TEST_F(SaveLoadTest, ABadLossCountIsRefused) {
    Play play(layout_game({"*....", ".....", "..*..", ".....", "....*"}));
    play.moves({"o 1 1"});
    std::string text = plateau::core::format_save(play.session(), 0);
    const auto at = text.find("ui = \"losses=1\"");
    ASSERT_NE(at, std::string::npos) << text;
    text.replace(at, std::string("ui = \"losses=1\"").size(), "ui = \"losses=many\"");
    const auto path = dir_ / "bad.toml";
    std::ofstream(path) << text;
    const auto save = read_save(path);
    try {
        (void)restore(path, save);
        ADD_FAILURE() << "a bad loss count was loaded";
    } catch (const plateau::core::SaveError& e) {
        EXPECT_NE(std::string(e.what()).find("losses=many"), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).rfind(path.string() + ":", 0), 0u) << e.what();
    }
}

// The window's timer starts at the first open: a flag before it does not start it.
TEST_F(SaveLoadTest, TheClockStartsAtTheFirstOpen) {
    Play play(game({}, 7));
    EXPECT_FALSE(play.session().game().clock_started(play.session().state()));
    play.moves({"f 1 1"});
    EXPECT_FALSE(play.session().game().clock_started(play.session().state()));
    play.moves({"o 5 5"});
    EXPECT_TRUE(play.session().game().clock_started(play.session().state()));
}

}  // namespace
}  // namespace minesweeper_test
