// Plugins built by other toolchains than the host's, loaded and played through the game
// driver as the window plays them: Fifteen in C built with clang (its clicks reach `input`
// though it has no ui), and Lights Out built with clang++ and libc++.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/driver/game_driver.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::core {
namespace {

std::shared_ptr<const Plugin> load(const std::string& file) {
    LoadOutcome outcome = load_plugin(std::filesystem::path(TOOLCHAIN_PLUGIN_DIR) / file);
    if (!outcome.loaded()) throw std::runtime_error(file + " refused: " + outcome.refusal);
    return outcome.plugin;
}

// A game of `plugin` from a layout, its settings at the schema's defaults.
std::shared_ptr<const GameInstance> from_layout(const std::shared_ptr<const Plugin>& plugin,
                                                const std::string& layout) {
    const plateau_plugin& t = plugin->table();
    const ParamSchema schema = schema_from_abi(t.params, t.param_count, t.presets, t.preset_count);
    return std::make_shared<const GameInstance>(t, default_settings(schema), 1, layout, plugin);
}

plateau_input left_press(float x, float y, float size) {
    plateau_input in{};
    in.type = PLATEAU_INPUT_POINTER_DOWN;
    in.button = PLATEAU_BUTTON_LEFT;
    in.x = x;
    in.y = y;
    in.width = size;
    in.height = size;
    return in;
}

TEST(Toolchains, TheCPluginBuiltWithClangIsPlayedWithClicks) {
    const auto plugin = load("fifteen-c.so");
    EXPECT_EQ(plugin->id(), "fifteen-c");
    EXPECT_EQ(plugin->table().new_ui, nullptr);  // no ui: the host passes NULL to `input`
    // One slide from solved: tile 8 left of the hole. On a 300 px board of 3 x 3 cells of
    // 100 px, tile 8 is at column 1, row 2: its centre (150, 250).
    GameDriver driver(Session(from_layout(plugin, "1 2 3\n4 5 6\n7 0 8\n")), {});
    driver.start();
    EXPECT_EQ(driver.session().game().text_form(driver.session().state()),
              " 1  2  3\n 4  5  6\n 7  .  8");
    // A click away from the hole plays nothing; a click on tile 8 slides it.
    EXPECT_EQ(driver.input(left_press(50, 50, 300)), InputOutcome::unused);
    EXPECT_EQ(driver.input(left_press(250, 250, 300)), InputOutcome::played);
    EXPECT_EQ(driver.session().last_move(), "8");
    EXPECT_EQ(driver.session().game().text_form(driver.session().state()),
              " 1  2  3\n 4  5  6\n 7  8  .");
    EXPECT_TRUE(driver.status().over);
    EXPECT_EQ(driver.status().outcome, PLATEAU_OUTCOME_WON);
    EXPECT_EQ(driver.status().turn, 0);
    // Its moves are listed: from the start, the tiles beside the hole (row 2, column 1):
    // 5 above it, 7 left of it, 8 right of it.
    GameDriver fresh(Session(from_layout(plugin, "1 2 3\n4 5 6\n7 0 8\n")), {});
    EXPECT_EQ(fresh.game().moves(fresh.session().state()),
              (std::vector<std::string>{"5", "7", "8"}));
    EXPECT_THROW(fresh.play("1"), PluginError);  // not beside the hole
}

TEST(Toolchains, TheSdkPluginBuiltWithClangAndLibcxxIsPlayedToAWin) {
    const auto plugin = load("lightsout-libcxx.so");
    EXPECT_EQ(plugin->id(), "lightsout");
    // The plus sign around the centre: one press there turns every light off.
    GameDriver driver(Session(from_layout(plugin, ".#.\n###\n.#.\n")), {});
    driver.start();
    EXPECT_EQ(driver.game().moves(driver.session().state()).size(), 9u);
    EXPECT_THROW(driver.play("3 0"), PluginError);  // off the 3x3 board: refused by libc++ code
    driver.play("1 1");
    EXPECT_EQ(driver.session().game().text_form(driver.session().state()), "...\n...\n...");
    EXPECT_TRUE(driver.status().over);
    EXPECT_EQ(driver.status().outcome, PLATEAU_OUTCOME_WON);
}

}  // namespace
}  // namespace plateau::core
