// The SameGame plugin loaded as the host loads it, and games made from it with settings
// given the way the command line gives them (--preset, --set KEY=VALUE, --layout).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/session/session.hpp"

namespace samegame_test {

using plateau::core::GameInstance;
using plateau::core::StateRef;

class SameGameTest : public ::testing::Test {
  protected:
    static const plateau_plugin& table();
    static const plateau::core::ParamSchema& schema();
    static plateau::core::Settings settings(const std::vector<std::string>& sets,
                                            const std::optional<std::string>& preset = {});
    // A game; throws PluginError when the plugin refuses it.
    static std::shared_ptr<const GameInstance> game(const std::vector<std::string>& sets,
                                                    const std::optional<std::string>& layout = {},
                                                    const std::optional<std::string>& preset = {},
                                                    std::uint64_t seed = 1);
    // A game from a layout (lines joined with '\n') and extra settings.
    static std::shared_ptr<const GameInstance> layout_game(
        const std::vector<std::string>& lines, const std::vector<std::string>& sets = {});
    // The plugin's refusal when making this game ("" if it was made).
    static std::string refusal(const std::vector<std::string>& sets,
                               const std::optional<std::string>& layout = {});
    // The session a save file holds, loaded as the host loads it (SaveError if refused).
    static plateau::core::Session load_save(const std::filesystem::path& file);
    // The reason a move is refused ("" if it was accepted).
    static std::string move_refusal(const GameInstance& g, const StateRef& s,
                                    const std::string& move);
};

// Lines joined with '\n'.
std::string join(const std::vector<std::string>& lines);

// A hand-drawn 4x4 board, columns bottom up: 0: R R G R; 1: G B B; 2: G G; 3: B.
inline const std::vector<std::string> kSmall = {"R...", "GB..", "RBG.", "RGGB"};

}  // namespace samegame_test
