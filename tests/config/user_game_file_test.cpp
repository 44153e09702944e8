// write_user_game_file: only what differs from the base, edited in place, written atomically.
#include "core/config/user_game_file.hpp"

#include <gtest/gtest.h>

#include "core/config/game_config.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/config/user_game_edit.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::read_file;
using testing::same_settings;
using testing::TempDir;
using testing::test_schema;
using testing::Texts;

void change(Settings& settings, const std::string& key, ParamValue value) {
    for (auto& setting : settings.values) {
        if (setting.key == key) {
            setting.value = std::move(value);
            return;
        }
    }
    ADD_FAILURE() << "no setting " << key;
}

class UserGameFile : public ::testing::Test {
  protected:
    UserGameFile()
        : game_(dir_.write("config/games/samegame.toml",
                           "# The game's own file\nrows = 12\nhints = false\n")),
          user_(dir_.path() / "user/games/samegame.toml"),
          base_(resolve_settings(test_schema(), load_game_config(test_schema(), {game_}), {}, {})) {
    }

    // What the game file and the user's file read back as.
    Settings reread() const {
        return resolve_settings(test_schema(), load_game_config(test_schema(), {game_, user_}), {},
                                {});
    }

    TempDir dir_;
    std::filesystem::path game_;
    std::filesystem::path user_;
    Settings base_;
};

TEST_F(UserGameFile, KeepsCommentsAndOtherLinesWhileEditing) {
    dir_.write("user/games/samegame.toml",
               "# My settings\n"
               "cols = 20  # a wide board\n"
               "rows = 14\n"
               "background = \"Navy\"\n"
               "\n"
               "# My own preset\n"
               "[presets.mine]\n"
               "rows = 3\n");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{25});                // present: changed in place
    change(wanted, "rows", std::int64_t{12});                // back at its base: removed
    change(wanted, "ratio", 0.3);                            // absent: added
    change(wanted, "colours", Texts{"#ff0000", "#00ff00"});  // absent: added
    change(wanted, "background", std::string("#1a5fb4"));    // what it says: untouched
    write_user_game_file(user_, test_schema(), wanted, base_);

    EXPECT_EQ(read_file(user_),
              "# My settings\n"
              "cols = 25  # a wide board\n"
              "background = \"Navy\"\n"
              "colours = [\"#ff0000\", \"#00ff00\"]\n"
              "ratio = 0.3\n"
              "\n"
              "# My own preset\n"
              "[presets.mine]\n"
              "rows = 3\n");
    EXPECT_TRUE(same_settings(reread(), wanted));
    EXPECT_EQ(load_game_config(test_schema(), {game_, user_}).find_preset("mine")->values.size(),
              1u);
}

TEST_F(UserGameFile, ANewFileHoldsOnlyWhatDiffers) {
    Settings wanted = base_;
    change(wanted, "player", std::string("Ann \"the\" Best"));
    change(wanted, "hints", true);  // the game file says false; the default true is not the base
    write_user_game_file(user_, test_schema(), wanted, base_);
    const std::string text = read_file(user_);
    EXPECT_TRUE(text.starts_with("# ")) << text;
    EXPECT_TRUE(text.ends_with("hints = true\nplayer = \"Ann \\\"the\\\" Best\"\n")) << text;
    EXPECT_TRUE(same_settings(reread(), wanted));
}

TEST_F(UserGameFile, NothingDiffersNothingIsWritten) {
    write_user_game_file(user_, test_schema(), base_, base_);
    EXPECT_FALSE(std::filesystem::exists(user_));
    EXPECT_FALSE(std::filesystem::exists(user_.parent_path()));
}

TEST_F(UserGameFile, MultiLineValuesAreReplacedAndRemovedWhole) {
    dir_.write("user/games/samegame.toml",
               "colours = [\n"
               "  \"red\",   # first\n"
               "  \"blue\",\n"
               "]\n"
               "names = [\n"
               "  \"Bob\",\n"
               "]\n"
               "# end\n");
    Settings wanted = base_;
    change(wanted, "colours", Texts{"#000000", "#ffffff"});
    write_user_game_file(user_, test_schema(), wanted, base_);  // names went back to []: removed
    EXPECT_EQ(read_file(user_), "colours = [\"#000000\", \"#ffffff\"]\n# end\n");
    EXPECT_TRUE(same_settings(reread(), wanted));
}

TEST_F(UserGameFile, NewKeysGoBeforeTheFirstTableAndItsComments) {
    dir_.write("user/games/samegame.toml",
               "# Mine\n"
               "\n"
               "# A preset of my own\n"
               "[presets.mine]\n"
               "rows = 3\n");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{9});
    write_user_game_file(user_, test_schema(), wanted, base_);
    EXPECT_EQ(read_file(user_),
              "# Mine\n"
              "\n"
              "cols = 9\n"
              "\n"
              "# A preset of my own\n"
              "[presets.mine]\n"
              "rows = 3\n");
    EXPECT_TRUE(same_settings(reread(), wanted));
}

TEST_F(UserGameFile, AFileWithoutAFinalNewline) {
    dir_.write("user/games/samegame.toml", "cols = 20");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{20});
    change(wanted, "ratio", 0.5);
    write_user_game_file(user_, test_schema(), wanted, base_);
    EXPECT_EQ(read_file(user_), "cols = 20\nratio = 0.5\n");
}

TEST_F(UserGameFile, KeepsWindowsLineEndingsAndNonAsciiText) {
    dir_.write("user/games/samegame.toml", "player = \"Zoë\" # é\r\ncols = 20\r\n");
    Settings wanted = base_;
    change(wanted, "player", std::string("Zoé"));
    change(wanted, "cols", std::int64_t{21});
    change(wanted, "ratio", 0.25);
    write_user_game_file(user_, test_schema(), wanted, base_);
    EXPECT_EQ(read_file(user_), "player = \"Zoé\" # é\r\ncols = 21\r\nratio = 0.25\r\n");
}

TEST_F(UserGameFile, ABrokenFileIsKeptAsCommentsAndTheNewValuesWritten) {
    dir_.write("user/games/samegame.toml", "rows = = 3\n");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{9});
    write_user_game_file(user_, test_schema(), wanted, base_);
    const std::string text = read_file(user_);
    EXPECT_TRUE(text.starts_with("# Plateau could not use this file (line 1: ")) << text;
    EXPECT_TRUE(
        text.ends_with("# its old text is kept below as comments.\n# rows = = 3\n"
                       "cols = 9\n"))
        << text;
    // It reads: the game file's rows, the new cols.
    EXPECT_TRUE(same_settings(reread(), wanted));
}

TEST_F(UserGameFile, ARefusedValueIsCommentedOutAndReplaced) {
    dir_.write("user/games/samegame.toml", "cols = 500\nhints = true\n");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{40});
    change(wanted, "hints", true);
    write_user_game_file(user_, test_schema(), wanted, base_);
    EXPECT_EQ(read_file(user_),
              "# Left out by Plateau's settings (line 1: cols = 500 is out of range: an integer "
              "from 1 to 100 is allowed):\n"
              "# cols = 500\n"
              "hints = true\n"
              "cols = 40\n");
}

TEST_F(UserGameFile, NoTemporaryFileIsLeftBehind) {
    dir_.write("user/games/samegame.toml", "cols = 20\n");
    Settings wanted = base_;
    change(wanted, "cols", std::int64_t{30});
    write_user_game_file(user_, test_schema(), wanted, base_);
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(user_.parent_path())) {
        names.push_back(entry.path().filename());
    }
    EXPECT_EQ(names, std::vector<std::string>{"samegame.toml"});
}

TEST(UserGameEdit, AnEmptyTextWithNothingToWriteStaysEmpty) {
    const Settings defaults = default_settings(test_schema());
    EXPECT_EQ(edit_user_game_text("", "x.toml", test_schema(), defaults, defaults), "");
}

}  // namespace
}  // namespace plateau::core
