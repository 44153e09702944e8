// The user's game file with problems: read leniently for the settings form, and its refused
// entries turned into comments before the form writes it.
#include "core/config/user_file_problems.hpp"

#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::TempDir;
using testing::test_schema;

TEST(LenientGameConfig, GoodValuesAreTakenAndEachProblemNamesItsKey) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 12\n");
    const auto user =
        dir.write("user/games/samegame.toml", "cols = 20\nrows = 0\nrwos = 3\nhints = false\n");
    const LenientGameConfig read = load_game_config_lenient(test_schema(), {game, user});
    const Settings values = resolve_settings(test_schema(), read.config, {}, {});
    // cols and hints from the user's file; rows = 0 refused: the game file's 12 stays.
    EXPECT_EQ(std::get<std::int64_t>(values.find("cols")->value), 20);
    EXPECT_EQ(std::get<std::int64_t>(values.find("rows")->value), 12);
    EXPECT_EQ(std::get<bool>(values.find("hints")->value), false);
    ASSERT_EQ(read.problems.size(), 2u);
    EXPECT_EQ(read.problems[0].key, "rows");
    EXPECT_EQ(
        read.problems[0].message,
        user.string() + ":2:8: rows = 0 is out of range: an integer from 1 to 100 is allowed");
    EXPECT_EQ(read.problems[0].brief,
              "line 2: rows = 0 is out of range: an integer from 1 to 100 is allowed");
    EXPECT_EQ(read.problems[1].key, "");  // an unknown key is no parameter's
    EXPECT_TRUE(read.problems[1].message.starts_with(user.string() + ":3:1: "))
        << read.problems[1].message;
}

TEST(LenientGameConfig, TextThatIsNotTomlGivesOneProblemAndNoValue) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 12\n");
    const auto user = dir.write("user/games/samegame.toml", "cols = 20\nrows = = 3\n");
    const LenientGameConfig read = load_game_config_lenient(test_schema(), {game, user});
    const Settings values = resolve_settings(test_schema(), read.config, {}, {});
    EXPECT_EQ(std::get<std::int64_t>(values.find("cols")->value), 15);  // the default
    ASSERT_EQ(read.problems.size(), 1u);
    EXPECT_TRUE(read.problems[0].message.starts_with(user.string() + ":2:"))
        << read.problems[0].message;
}

TEST(DisarmUserGameText, AGoodTextIsUnchanged) {
    const std::string text = "# mine\ncols = 20\n[presets.mine]\nrows = 3\n";
    EXPECT_EQ(disarm_user_game_text(text, "u.toml", test_schema()), text);
}

TEST(DisarmUserGameText, EachRefusedEntryBecomesCommentsUnderItsReason) {
    const std::string text =
        "cols = 20\n"
        "rows = 0  # too few\n"
        "names = [\n"
        "  \"a\",\n"
        "  3,\n"
        "]\n"
        "[presets.mine]\n"
        "hints = \"yes\"\n"
        "rows = 3\n";
    const std::string out = disarm_user_game_text(text, "u.toml", test_schema());
    EXPECT_EQ(out,
              "cols = 20\n"
              "# Left out by Plateau's settings (line 2: rows = 0 is out of range: an integer "
              "from 1 to 100 is allowed):\n"
              "# rows = 0  # too few\n" +
                  out.substr(out.find("# Left out by Plateau's settings (line 5")));
    // The whole list (lines 3 to 6) is out, the preset's good key stays.
    EXPECT_NE(out.find("# names = [\n#   \"a\",\n#   3,\n# ]\n"), std::string::npos) << out;
    EXPECT_NE(out.find("[presets.mine]\n# Left out by Plateau's settings (line 8: "),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("\n# hints = \"yes\"\nrows = 3\n"), std::string::npos) << out;
    // What is left reads without a problem.
    EXPECT_EQ(disarm_user_game_text(out, "u.toml", test_schema()), out);
}

TEST(DisarmUserGameText, TextThatIsNotTomlIsKeptWholeAsComments) {
    const std::string out =
        disarm_user_game_text("cols = 20\nrows = = 3\n", "u.toml", test_schema());
    EXPECT_TRUE(out.starts_with("# Plateau could not use this file (line 2: ")) << out;
    EXPECT_TRUE(
        out.ends_with(");\n# its old text is kept below as comments.\n"
                      "# cols = 20\n# rows = = 3\n"))
        << out;
}

}  // namespace
}  // namespace plateau::core
