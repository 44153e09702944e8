// A game's plugin loaded from its built .so as the host loads it, and games made from it
// as the command line would with no games/GAME.toml (the parameters' defaults, one of the
// plugin's own presets, --set KEY=VALUE, --layout): where every suite that tests a game
// through its plugin starts.
//
//     inline constexpr char kPluginPath[] = MYGAME_PLUGIN_PATH;
//     using Loaded = plateau::test::LoadedGame<kPluginPath>;
//     const auto game = Loaded::game({"size=6"});
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/saves/save_file.hpp"
#include "core/session/session.hpp"

namespace plateau::test {

// The plugin at `path`, loaded on first use and kept for the whole program, as the host
// keeps a plugin until it exits. A refused plugin throws std::runtime_error with the
// loader's reason, which fails the test that asked.
[[nodiscard]] const core::Plugin& loaded_plugin(const std::string& path);
// Its parameters, as the host reads them from its table.
[[nodiscard]] const core::ParamSchema& loaded_schema(const std::string& path);
// The schema's defaults, then the preset `preset` (the plugin's own presets), then each
// "KEY=VALUE" of `sets` as --set gives it; ConfigError for what the schema refuses.
[[nodiscard]] core::Settings settings_of(const std::string& path,
                                         const std::vector<std::string>& sets,
                                         const std::optional<std::string>& preset = {});

// The save file `file` read as the host reads it, the schema of this plugin's game given for
// its id (any other id unknown); SaveError for a save refused.
[[nodiscard]] core::SaveFile read_save_of(const std::string& path,
                                          const std::filesystem::path& file);
// The session of `save` (read from `file`) restored through this plugin, its moves replayed;
// SaveError naming the line of a refused move.
[[nodiscard]] core::Session restore_session_of(const std::string& path,
                                               const std::filesystem::path& file,
                                               const core::SaveFile& save);

// One plugin's suite: `Path` names its .so (a constant array of the program, see above).
template <const char* Path>
struct LoadedGame {
    static const core::Plugin& plugin() { return loaded_plugin(Path); }
    static const plateau_plugin& table() { return plugin().table(); }
    static const core::ParamSchema& schema() { return loaded_schema(Path); }
    static core::Settings settings(const std::vector<std::string>& sets = {},
                                   const std::optional<std::string>& preset = {}) {
        return settings_of(Path, sets, preset);
    }
    // A game of those settings dealt from `seed`, or from a layout file's text; throws
    // PluginError when the plugin refuses it.
    static std::shared_ptr<const core::GameInstance> game(
        const std::vector<std::string>& sets = {}, std::uint64_t seed = 1,
        std::optional<std::string> layout = std::nullopt,
        const std::optional<std::string>& preset = {}) {
        return std::make_shared<const core::GameInstance>(table(), settings(sets, preset), seed,
                                                          std::move(layout));
    }
    static core::SaveFile read_save(const std::filesystem::path& file) {
        return read_save_of(Path, file);
    }
    static core::Session restore(const std::filesystem::path& file, const core::SaveFile& save) {
        return restore_session_of(Path, file, save);
    }
    // Both: the session a save file holds, loaded as the host loads it.
    static core::Session load(const std::filesystem::path& file) {
        return restore(file, read_save(file));
    }
};

// Plays `moves` one after the other from the initial position of `game`.
[[nodiscard]] core::StateRef play_all(const core::GameInstance& game,
                                      const std::vector<std::string>& moves);
// The reason the game refuses `move` in `state` ("" when it accepts it).
[[nodiscard]] std::string move_refusal(const core::GameInstance& game, const core::StateRef& state,
                                       const std::string& move);
// Runs the job `name` to its end, polling as the host does, and returns its items.
[[nodiscard]] core::JobHandle::Result run_job(const core::GameInstance& game,
                                              const core::StateRef& state, const std::string& name,
                                              double budget = 0);
// The text of the first item of `kind` the job gave; "(none)" when it gave none.
[[nodiscard]] std::string job_item(const core::JobHandle::Result& result, plateau_output_kind kind);
// Plays the computers' turns of `session` the way the host does, until a person is to move or
// the game is over: the job "move", then play_for_player (which plays the forced moves
// after it); returns what was played.
std::vector<core::Played> play_computers(core::Session& session);
// Lines each ended by '\n': a layout file's text.
[[nodiscard]] std::string layout_text(const std::vector<std::string>& lines);

}  // namespace plateau::test
