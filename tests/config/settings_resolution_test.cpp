// resolve_settings: defaults < game file < user file < preset < --set.
#include "core/config/settings_resolution.hpp"

#include <gtest/gtest.h>

#include "core/config/game_config.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::TempDir;
using testing::test_schema;
using testing::value_of;

TEST(ResolveSettings, EachSourceOverridesTheOneBefore) {
    TempDir dir;
    const auto game = dir.write("config/games/samegame.toml",
                                "rows = 11\ncols = 11\nratio = 0.1\nhints = false\n");
    const auto user = dir.write("user/games/samegame.toml", "rows = 12\ncols = 12\nratio = 0.3\n");
    const GameConfig config = load_game_config(test_schema(), {game, user});
    // small sets rows and cols; --set then changes rows.
    const Settings settings = resolve_settings(test_schema(), config, "small", {"rows=7"});
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 7);        // --set
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 5);        // preset
    EXPECT_EQ(value_of<double>(settings, "ratio"), 0.3);           // user file
    EXPECT_EQ(value_of<bool>(settings, "hints"), false);           // game file
    EXPECT_EQ(value_of<std::string>(settings, "scoring"), "n-2");  // default
}

TEST(ResolveSettings, APresetAppliesOnlyItsKeys) {
    const GameConfig config = load_game_config(test_schema(), {});
    const Settings settings = resolve_settings(test_schema(), config, "large", {});
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 20);
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 30);
    EXPECT_EQ(value_of<std::string>(settings, "scoring"), "n-1");
    EXPECT_EQ(value_of<double>(settings, "ratio"), 0.2);
}

TEST(ResolveSettings, SetItemsApplyInOrderAfterThePreset) {
    const GameConfig config = load_game_config(test_schema(), {});
    const Settings settings =
        resolve_settings(test_schema(), config, "large", {"cols=9", "scoring=n-2", "cols=8"});
    EXPECT_EQ(value_of<std::int64_t>(settings, "rows"), 20);
    EXPECT_EQ(value_of<std::int64_t>(settings, "cols"), 8);
    EXPECT_EQ(value_of<std::string>(settings, "scoring"), "n-2");
}

TEST(ResolveSettings, AnUnknownPresetListsTheKnownOnes) {
    const GameConfig config = load_game_config(test_schema(), {});
    EXPECT_EQ(config_error_of([&] { (void)resolve_settings(test_schema(), config, "huge", {}); }),
              "unknown preset \"huge\": allowed: small, large");
    EXPECT_EQ(config_error_of([&] { (void)resolve_settings(test_schema(), config, "Large", {}); }),
              "unknown preset \"Large\": allowed: small, large");
}

TEST(ResolveSettings, AnUnknownPresetListsTheFilesPresetsToo) {
    TempDir dir;
    const auto game = dir.write("games/samegame.toml", "[presets.tiny]\nrows = 2\n");
    const GameConfig config = load_game_config(test_schema(), {game});
    EXPECT_EQ(config_error_of([&] { (void)resolve_settings(test_schema(), config, "x", {}); }),
              "unknown preset \"x\": allowed: small, large, tiny");
}

}  // namespace
}  // namespace plateau::core
