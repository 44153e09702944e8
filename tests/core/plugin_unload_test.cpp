// A plugin's code stays loaded while anything made from it lives, and no longer: a rebuilt
// plugin replaces the old one in the running program (PluginManager), and the old code is
// unloaded once its last game, state and job are freed. What is mapped is read from the
// dynamic loader (dl_iterate_phdr): each load maps a private copy named
// <temp>/plateau-plugins-XXXXXX/N-lightsout.so.
#include <gtest/gtest.h>
#include <link.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/game/game_instance.hpp"
#include "core/plugins/plugin_loader.hpp"
#include "core_test_support.hpp"

namespace plateau::core::testing {
namespace {

// The paths of the private copies of lightsout.so mapped in this process.
std::vector<std::string> mapped_copy_paths() {
    std::vector<std::string> paths;
    dl_iterate_phdr(
        [](dl_phdr_info* info, std::size_t, void* data) {
            const std::string_view name = info->dlpi_name != nullptr ? info->dlpi_name : "";
            if (name.find("plateau-plugins-") != std::string_view::npos &&
                name.ends_with("-lightsout.so")) {
                static_cast<std::vector<std::string>*>(data)->emplace_back(name);
            }
            return 0;
        },
        &paths);
    return paths;
}

int mapped_copies() { return static_cast<int>(mapped_copy_paths().size()); }

TEST(PluginUnload, ALibraryIsUnloadedOnceNothingMadeFromItLives) {
    (void)lightsout();  // the suite's own copy, loaded for good
    const int before = mapped_copies();

    LoadOutcome outcome =
        load_plugin(std::filesystem::path(PLATEAU_BUILD_PLUGIN_DIR) / "lightsout.so");
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    EXPECT_EQ(mapped_copies(), before + 1);

    // A game made from it keeps the code (a replaced plugin whose game is still open).
    std::shared_ptr<const Plugin> plugin = std::move(outcome.plugin);
    auto game = std::make_shared<const GameInstance>(plugin->table(), lightsout_defaults(), 7,
                                                     std::nullopt, plugin);
    StateRef state = game->initial();
    const std::weak_ptr<const Plugin> watch = plugin;
    plugin.reset();
    EXPECT_FALSE(watch.expired());
    EXPECT_EQ(mapped_copies(), before + 1);
    EXPECT_EQ(game->text_form(state).size(), 5u * 5u + 4u);  // the default 5x5 board, 4 breaks

    // The last state and the game freed: unloaded.
    game.reset();
    EXPECT_EQ(mapped_copies(), before + 1);  // the state still holds the game
    state.reset();
    EXPECT_TRUE(watch.expired());
    EXPECT_EQ(mapped_copies(), before);
}

// The copy a load opens is removed with the folder made for it once the library is open: a
// process killed later leaves nothing in the temporary folder (its mapping stays).
TEST(PluginUnload, TheCopyLoadedAndItsFolderAreGoneOnceOpen) {
    LoadOutcome outcome =
        load_plugin(std::filesystem::path(PLATEAU_BUILD_PLUGIN_DIR) / "lightsout.so");
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    const std::vector<std::string> paths = mapped_copy_paths();
    ASSERT_FALSE(paths.empty());
    for (const std::string& path : paths) {
        const std::filesystem::path copy(path);
        EXPECT_FALSE(std::filesystem::exists(copy)) << path;
        EXPECT_FALSE(std::filesystem::exists(copy.parent_path())) << copy.parent_path();
    }
}

}  // namespace
}  // namespace plateau::core::testing
