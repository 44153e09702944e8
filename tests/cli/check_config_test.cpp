// `plateau check-config`: 0 for good files; for a broken one, FILE:LINE:COLUMN and exit 1.
#include <gtest/gtest.h>

#include <cctype>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

namespace fs = std::filesystem;

// A configuration folder of the sandbox: a copy of the repository's plateau.toml whose
// plugin_dirs names the build's plugin folder, and games/lightsout.toml as given.
fs::path config_with_game_file(const Sandbox& box, const std::string& lightsout_toml) {
    std::string host = read_file(source_config_file());
    const std::string key = "plugin_dirs = [";
    const auto at = host.find("\n" + key);
    if (at == std::string::npos) {
        ADD_FAILURE() << "no plugin_dirs line in " << source_config_file();
    } else {
        const auto end = host.find('\n', at + 1);
        host.replace(at + 1, end - at - 1, key + "\"" + build_plugin_dir().string() + "\"]");
    }
    box.write("config/games/lightsout.toml", lightsout_toml);
    return box.write("config/plateau.toml", host);
}

// The error line naming `file` at `line`, with a column after it: FILE:LINE:COLUMN: ...
// Returns the column, or 0 when there is no such line.
int column_of_error(const std::string& err, const fs::path& file, int line) {
    const std::string prefix = "error: " + file.string() + ":" + std::to_string(line) + ":";
    for (const auto& l : lines_of(err)) {
        if (!starts_with(l, prefix)) continue;
        std::size_t i = prefix.size();
        int column = 0;
        while (i < l.size() && std::isdigit(static_cast<unsigned char>(l[i]))) {
            column = column * 10 + (l[i++] - '0');
        }
        if (i < l.size() && l[i] == ':' && column > 0) return column;
    }
    return 0;
}

TEST(CliCheckConfig, TheRepositorysConfigurationIsGood) {
    // The host's file and Lights Out's (other games' files need their plugins built).
    const Sandbox box;
    const Result r = box.plateau(
        {"--config", source_config_file().string(), "check-config", source_config_file().string(),
         (source_config_file().parent_path() / "games" / "lightsout.toml").string()});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_FALSE(r.out.empty());
}

TEST(CliCheckConfig, AGoodCopyIsGood) {
    const Sandbox box;
    const auto config =
        config_with_game_file(box, "size = 7\ncolours = [\"black\", \"#ffcc00\"]\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
}

TEST(CliCheckConfig, AValueOutOfRangeIsReportedWithFileLineAndColumn) {
    const Sandbox box;
    // Line 3; the value 12 starts at column 8 ("size = " is 7 characters).
    const auto config = config_with_game_file(box, "# Lights Out\n\nsize = 12\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    const fs::path game_file = box.path() / "config" / "games" / "lightsout.toml";
    EXPECT_EQ(column_of_error(r.err, game_file, 3), 8) << r.err;
    EXPECT_NE(r.err.find("size"), std::string::npos) << r.err;
}

TEST(CliCheckConfig, ATomlSyntaxErrorIsReportedWithFileLineAndColumn) {
    const Sandbox box;
    const auto config = config_with_game_file(box, "size = 5\n\ncolours = [\"red\",\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    const fs::path game_file = box.path() / "config" / "games" / "lightsout.toml";
    bool named = false;
    for (const auto& l : lines_of(r.err)) {
        named = named || starts_with(l, "error: " + game_file.string() + ":");
    }
    EXPECT_TRUE(named) << r.err;
}

TEST(CliCheckConfig, AnUnknownKeyIsReportedWithFileLineAndColumn) {
    const Sandbox box;
    // Line 2, column 1: the misspelt key.
    const auto config = config_with_game_file(box, "size = 5\nsise = 4\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    const fs::path game_file = box.path() / "config" / "games" / "lightsout.toml";
    EXPECT_EQ(column_of_error(r.err, game_file, 2), 1) << r.err;
    EXPECT_NE(r.err.find("size"), std::string::npos) << r.err;  // did you mean size?
}

TEST(CliCheckConfig, ANamedFileIsCheckedAlone) {
    const Sandbox box;
    const auto config = config_with_game_file(box, "\nsize = 1\n");
    const fs::path game_file = box.path() / "config" / "games" / "lightsout.toml";
    const Result r = box.plateau({"--config", config.string(), "check-config", game_file.string()});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    EXPECT_EQ(column_of_error(r.err, game_file, 2), 8) << r.err;  // "size = 1": the value
    // The host's own file alone is fine.
    const Result good = box.plateau({"--config", config.string(), "check-config", config.string()});
    EXPECT_EQ(good.status, 0) << good.err;
}

// A game file beside the configuration whose game is not installed is read by no one: the
// whole check says so and still succeeds; named on the command line, it cannot be checked.
TEST(CliCheckConfig, AGameFileWithoutItsPluginIsANoteNotAnError) {
    const Sandbox box;
    const auto config = config_with_game_file(box, "size = 7\n");
    const fs::path orphan = box.write("config/games/nosuchgame.toml", "size = 3\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    EXPECT_NE(
        r.out.find("note: " + orphan.string() + ": no enabled plugin has the id \"nosuchgame\""),
        std::string::npos)
        << r.out;
    const Result named =
        box.plateau({"--config", config.string(), "check-config", orphan.string()});
    EXPECT_EQ(named.status, 1) << named.out;
    EXPECT_NE(named.err.find("nosuchgame"), std::string::npos) << named.err;
}

// Values good one by one, refused together by the game: check-config agrees with the game.
// Minesweeper holds at most floor(0.2 x cells) mines: 16 on a 9x9 board (81 cells).
TEST(CliCheckConfig, ValuesTheGameRefusesTogetherAreNamedAtTheLineThatSetThem) {
    const Sandbox box;
    const auto config = config_with_game_file(box, "size = 5\n");
    box.write("config/games/minesweeper.toml", "cols = 9\nrows = 9\nmax_mine_ratio = 0.2\n");
    const fs::path user =
        box.write("xdg-config/plateau/games/minesweeper.toml", "# mine\nmines = 50\n");
    const Result r = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(r.status, 1) << r.out << r.err;
    // Line 2, the value at column 9 ("mines = " is 8 characters).
    EXPECT_EQ(column_of_error(r.err, user, 2), 9) << r.err;
    EXPECT_NE(r.err.find(":2:9: mines = 50: the game refuses it with the other values: "),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("; with the other values, 1 to 16 is allowed\n"), std::string::npos)
        << r.err;
    // The game itself refuses to start on them.
    const Result play =
        box.plateau({"--config", config.string(), "play", "minesweeper", "--text"}, "quit\n");
    EXPECT_EQ(play.status, 2) << play.out << play.err;
    // 16 mines: both accept.
    box.write("xdg-config/plateau/games/minesweeper.toml", "# mine\nmines = 16\n");
    const Result fixed = box.plateau({"--config", config.string(), "check-config"});
    EXPECT_EQ(fixed.status, 0) << fixed.err;
    const Result plays =
        box.plateau({"--config", config.string(), "play", "minesweeper", "--text"}, "quit\n");
    EXPECT_EQ(plays.status, 0) << plays.out << plays.err;
}

}  // namespace
}  // namespace cli_test
