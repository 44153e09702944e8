// load_game_config: the game's file, then the user's, and the presets they hold.
#include "core/config/game_config.hpp"

#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::TempDir;
using testing::test_schema;
using testing::Texts;
using testing::value_of;

Settings resolved(const GameConfig& config) {
    return resolve_settings(test_schema(), config, {}, {});
}

TEST(GameConfig, NoFilesGiveTheDefaultsAndTheBuiltInPresets) {
    const GameConfig config = load_game_config(test_schema(), {});
    EXPECT_TRUE(config.values.empty());
    EXPECT_EQ(config.preset_ids(), (Texts{"small", "large"}));
    EXPECT_TRUE(testing::same_settings(resolved(config), default_settings(test_schema())));
}

TEST(GameConfig, MissingFilesAreSkipped) {
    TempDir dir;
    const GameConfig config = load_game_config(test_schema(), {dir.path() / "games/none.toml"});
    EXPECT_TRUE(config.values.empty());
    EXPECT_TRUE(config.files.empty());
}

TEST(GameConfig, TheGameFileOverridesTheDefaults) {
    TempDir dir;
    const auto file = dir.write("games/samegame.toml",
                                "# SameGame\n"
                                "rows = 12\n"
                                "colours = [\"#FF0000\", \"Navy\"]\n"
                                "ratio = 0\n");
    const GameConfig config = load_game_config(test_schema(), {file});
    const Settings settings = resolved(config);
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 12);
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 15);  // default
    EXPECT_EQ(value_of<Texts>(settings, "colours"), (Texts{"#ff0000", "#1a5fb4"}));
    EXPECT_EQ(value_of<double>(settings, "ratio"), 0.0);  // an integer is a number too
    EXPECT_EQ(config.files, (std::vector<std::filesystem::path>{file}));

    ASSERT_EQ(config.values.size(), 3u);  // schema order, not file order
    EXPECT_EQ(config.values[0].setting.key, "rows");
    EXPECT_EQ(config.values[1].setting.key, "colours");
    EXPECT_EQ(config.values[0].origin.file, file);
    EXPECT_EQ(config.values[0].origin.line, 2u);
    EXPECT_EQ(config.values[0].origin.column, 8u);
}

TEST(GameConfig, TheUserFileIsReadAfterTheGameFile) {
    TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 12\ncols = 20\n");
    const auto user = dir.write("home/plateau/games/samegame.toml", "rows = 14\n");
    const GameConfig config = load_game_config(test_schema(), {game, user});
    const Settings settings = resolved(config);
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 14);
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 20);
    EXPECT_EQ(config.find("rows")->origin.file, user);
    EXPECT_EQ(config.find("cols")->origin.file, game);
}

TEST(GameConfig, AFileAddsPresetsAndChangesBuiltInOnes) {
    TempDir dir;
    const auto game = dir.write("games/samegame.toml",
                                "[presets.large]\n"
                                "label = \"Huge\"\n"
                                "rows = 25\n"
                                "\n"
                                "[presets.tiny]\n"
                                "rows = 2\n"
                                "cols = 3\n");
    const GameConfig config = load_game_config(test_schema(), {game});
    EXPECT_EQ(config.preset_ids(), (Texts{"small", "large", "tiny"}));
    const Preset* large = config.find_preset("large");
    EXPECT_EQ(large->label, "Huge");
    const Settings with_large = resolve_settings(test_schema(), config, "large", {});
    EXPECT_EQ(value_of<std::int64_t>(with_large, "rows"), 25);       // the file's
    EXPECT_EQ(value_of<std::int64_t>(with_large, "cols"), 30);       // the built-in's
    EXPECT_EQ(value_of<std::string>(with_large, "scoring"), "n-1");  // the built-in's
    EXPECT_EQ(config.find_preset("tiny")->label, "tiny");            // no label: the id
    const Settings with_tiny = resolve_settings(test_schema(), config, "tiny", {});
    EXPECT_EQ(value_of<std::int64_t>(with_tiny, "rows"), 2);
    EXPECT_EQ(value_of<std::int64_t>(with_tiny, "cols"), 3);
}

TEST(GameConfig, TheUserFileChangesAPresetOfTheGameFile) {
    TempDir dir;
    const auto game = dir.write("a/samegame.toml", "[presets.tiny]\nrows = 2\ncols = 3\n");
    const auto user = dir.write("b/samegame.toml", "presets.tiny.cols = 4\n");
    const GameConfig config = load_game_config(test_schema(), {game, user});
    const Settings settings = resolve_settings(test_schema(), config, "tiny", {});
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 2);
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 4);
}

}  // namespace
}  // namespace plateau::core
