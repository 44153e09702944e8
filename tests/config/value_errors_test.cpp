// A bad game file: the error names the file, the line and column, the key and what is
// allowed.
#include <gtest/gtest.h>
#include <toml++/toml.h>

#include "core/config/game_config.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::TempDir;
using testing::test_schema;

class BadGameFile : public ::testing::Test {
  protected:
    // The error of a game file holding `text`, with the file's name replaced by FILE.
    std::string error_of(std::string_view text) {
        const auto file = dir_.write("config/games/samegame.toml", text);
        std::string message =
            config_error_of([&] { (void)load_game_config(test_schema(), {file}); });
        const std::string name = file.string();
        if (message.starts_with(name)) message.replace(0, name.size(), "FILE");
        return message;
    }

  private:
    TempDir dir_;
};

TEST_F(BadGameFile, TheMessageStartsWithTheFileAsGiven) {
    TempDir dir;
    const auto file = dir.write("config/games/samegame.toml", "# SameGame\n\nrows = 0\n");
    EXPECT_EQ(
        config_error_of([&] { (void)load_game_config(test_schema(), {file}); }),
        file.string() + ":3:8: rows = 0 is out of range: an integer from 1 to 100 is allowed");
}

TEST_F(BadGameFile, IntegerOutOfRange) {
    EXPECT_EQ(error_of("rows = 101"),
              "FILE:1:8: rows = 101 is out of range: an integer from 1 to 100 is allowed");
}

TEST_F(BadGameFile, IntegerOfTheWrongType) {
    EXPECT_EQ(error_of("cols = 5\nrows = \"ten\"\n"),
              "FILE:2:8: rows = \"ten\": an integer from 1 to 100 is expected");
}

TEST_F(BadGameFile, AnIntegralFloatIsNotAnInteger) {
    EXPECT_EQ(error_of("rows = 10.0"),
              "FILE:1:8: rows = 10.0: an integer from 1 to 100 is expected");
}

TEST_F(BadGameFile, NumberOutOfRange) {
    EXPECT_EQ(error_of("ratio = 0.75"),
              "FILE:1:9: ratio = 0.75 is out of range: a number from 0.0 to 0.5 is allowed");
    EXPECT_EQ(error_of("ratio = -1"),
              "FILE:1:9: ratio = -1 is out of range: a number from 0.0 to 0.5 is allowed");
    EXPECT_EQ(error_of("ratio = nan"),
              "FILE:1:9: ratio = nan: a number from 0.0 to 0.5 is expected");
}

TEST_F(BadGameFile, Boolean) {
    EXPECT_EQ(error_of("hints = \"yes\""), "FILE:1:9: hints = \"yes\": true or false is expected");
}

TEST_F(BadGameFile, ChoiceListsTheChoices) {
    EXPECT_EQ(error_of("scoring = \"n-3\""), "FILE:1:11: scoring = \"n-3\": allowed: n-1, n-2");
    EXPECT_EQ(error_of("scoring = 1"), "FILE:1:11: scoring = 1: allowed: n-1, n-2");
}

TEST_F(BadGameFile, TextTooLong) {
    const std::string name(128, 'x');
    EXPECT_EQ(error_of("player = \"" + name + "\""),
              "FILE:1:10: player = \"" + name +
                  "\" is too long (128 bytes): a text of at most 127 bytes is allowed");
    EXPECT_EQ(error_of("player = 7"),
              "FILE:1:10: player = 7: a text of at most 127 bytes is expected");
}

TEST_F(BadGameFile, ListItemCount) {
    EXPECT_EQ(
        error_of("colours = [\"red\"]"),
        "FILE:1:11: colours = [\"red\"] has 1 item: a list of 2 to 8 colours (names or #rrggbb) "
        "is allowed");
}

TEST_F(BadGameFile, ListOfTheWrongType) {
    EXPECT_EQ(
        error_of("colours = \"red\""),
        "FILE:1:11: colours = \"red\": a list of 2 to 8 colours (names or #rrggbb) is expected");
    EXPECT_EQ(error_of("names = [\"Ann\", 2]"),
              "FILE:1:17: names = [\"Ann\", 2]: a list of texts is expected");
}

TEST_F(BadGameFile, ABadColourInAListIsPointedAt) {
    EXPECT_EQ(
        error_of("colours = [\"red\", \"bleu\"]"),
        "FILE:1:19: colours = [\"red\", \"bleu\"]: \"bleu\" is not a colour: a list of 2 to 8 "
        "colours (names or #rrggbb) is expected; did you mean \"blue\"?");
}

TEST_F(BadGameFile, ABadColour) {
    EXPECT_EQ(error_of("background = \"whit\""),
              "FILE:1:14: background = \"whit\": a colour name or #rrggbb is expected; did you "
              "mean \"white\"?");
    EXPECT_EQ(error_of("background = \"#fff\""),
              "FILE:1:14: background = \"#fff\": a colour name or #rrggbb is expected");
    // An alpha is refused, not dropped: plugins get opaque #rrggbb.
    EXPECT_EQ(error_of("background = \"#ffffff80\""),
              "FILE:1:14: background = \"#ffffff80\": a colour name or #rrggbb is expected");
}

TEST_F(BadGameFile, AnUnknownKeyCloseToAKnownOne) {
    EXPECT_EQ(error_of("rows = 5\ncolors = [\"red\", \"blue\"]\n"),
              "FILE:2:1: unknown key \"colors\": did you mean \"colours\"?");
}

TEST_F(BadGameFile, AnUnknownKeyFarFromEveryKnownOne) {
    EXPECT_EQ(
        error_of("speed = 3"),
        "FILE:1:1: unknown key \"speed\": allowed: rows, cols, colours, scoring, ratio, hints, "
        "player, names, background, presets");
}

TEST_F(BadGameFile, ProblemsInAPreset) {
    EXPECT_EQ(
        error_of("[presets.big]\nrows = 0\n"),
        "FILE:2:8: presets.big.rows = 0 is out of range: an integer from 1 to 100 is allowed");
    EXPECT_EQ(error_of("[presets.big]\nrosw = 3\n"),
              "FILE:2:1: unknown key \"rosw\": did you mean \"rows\"?");
    EXPECT_EQ(error_of("[presets.big]\nlabel = 3\n"),
              "FILE:2:9: presets.big.label = 3: a text is expected");
    EXPECT_EQ(error_of("[presets.Big]\nrows = 3\n"),
              "FILE:1:10: preset id \"Big\": an id is a word of [a-z0-9_-]");
    EXPECT_EQ(error_of("presets = 3\n"),
              "FILE:1:11: presets = 3: a table of presets ([presets.ID]) is expected");
}

TEST_F(BadGameFile, ATomlSyntaxErrorGivesTomlppsDescription) {
    const std::string_view text = "rows = 5\ncols = = 3\n";
    std::string description;
    try {
        (void)toml::parse(text);
    } catch (const toml::parse_error& error) {
        description = std::string(error.description());
    }
    ASSERT_FALSE(description.empty());
    EXPECT_EQ(error_of(text), "FILE:2:8: " + description);
}

TEST_F(BadGameFile, TheFirstProblemInTheFileIsThrown) {
    EXPECT_EQ(error_of("zeta = 1\nalpha = 2\n"), error_of("zeta = 1\n"));
}

}  // namespace
}  // namespace plateau::core
