// Everything a front end (the window or the text mode) needs from the host core, in one
// place: the host configuration, the plugins found, each game's schema and configuration
// files, the data folder and the files in it.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/settings.hpp"
#include "core/config/user_file_problems.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin_manager.hpp"

namespace plateau::core {

class Plugin;
struct HostConfig;
struct ParamSchema;

// A preset as the launcher offers it: built into the plugin or from a TOML file.
struct PresetChoice {
    std::string id;
    std::string label;
};

class HostContext {
  public:
    struct Options {
        std::optional<std::filesystem::path> config_file;  // --config
        std::optional<std::filesystem::path> data_dir;     // --data-dir
    };

    // Reads the host configuration (throws ConfigError) and scans the plugin folders.
    explicit HostContext(const Options& options);
    ~HostContext();
    HostContext(const HostContext&) = delete;
    HostContext& operator=(const HostContext&) = delete;

    [[nodiscard]] const HostConfig& config() const { return *config_; }
    [[nodiscard]] const std::filesystem::path& config_file() const { return config_file_; }
    [[nodiscard]] const std::filesystem::path& data_dir() const { return data_dir_; }
    [[nodiscard]] PluginManager& plugins() { return *plugins_; }
    [[nodiscard]] const PluginManager& plugins() const { return *plugins_; }

    // Looks at the plugin folders again at once (F5): new files are loaded, changed files
    // replace their plugin, files gone are dropped. Returns what was done.
    std::vector<PluginChange> rescan();
    // The same as the folders are watched, a few times a second: a file is acted on once it
    // has stopped changing (kPluginSettle), so a file being copied is never loaded half-written.
    std::vector<PluginChange> watch_plugins(std::chrono::steady_clock::time_point now);
    static constexpr std::chrono::milliseconds kPluginSettle{300};
    // The folders scanned, in order.
    [[nodiscard]] std::vector<std::filesystem::path> plugin_dirs() const;

    // The games offered: loaded and enabled plugins, by name.
    [[nodiscard]] std::vector<std::shared_ptr<const Plugin>> games() const;
    [[nodiscard]] std::shared_ptr<const Plugin> find_game(const std::string& id) const;
    // The same, or ConfigError `unknown game "x": installed: a, b` (or "none").
    std::shared_ptr<const Plugin> require_game(const std::string& id) const;

    // A game's schema (checked when first asked; throws ConfigError for a broken schema).
    const ParamSchema& schema(const std::string& id);
    // The presets offered for a game: the built-in ones and those of its TOML files.
    std::vector<PresetChoice> presets(const std::string& id);
    // Values: defaults, the game's file, the user's file, a preset, --set items.
    // Throws ConfigError naming the file, line and what is allowed.
    Settings resolve_settings(const std::string& id, const std::optional<std::string>& preset,
                              const std::vector<std::string>& sets);
    // Values before the user's file (defaults + the game's file): the base the settings
    // form compares against when it writes the user's file.
    Settings base_settings(const std::string& id);
    // Writes the changed values to the user's file for this game (atomically).
    void save_user_settings(const std::string& id, const Settings& values);
    // What the settings form starts from: the values (defaults, the game's file, the good
    // values of the user's file), the base (without the user's file), and the problems of
    // the user's file, which does not stop the form from opening (its Save writes them out
    // as comments). The game's own file must be good: ConfigError otherwise.
    struct SettingsToEdit {
        Settings current;
        Settings base;
        std::vector<UserFileProblem> problems;
    };
    SettingsToEdit settings_to_edit(const std::string& id);
    // Whether the game accepts these values together: nothing, or the plugin's reason (it
    // is asked to make a game of them, as a start would).
    std::optional<std::string> settings_refusal(const std::string& id, const Settings& values);

    // The game ID of a game of `id` (core/config/game_id.hpp); nullopt for a game on a layout.
    std::optional<std::string> game_id(const std::string& id, const GameInstance& game);
    // The game an ID names: its game's id and the game made from the plugin's defaults, the
    // ID's values and its seed, in the player's own look. Throws ConfigError for a malformed ID, an
    // unknown game, key or bad value, PluginError when the plugin refuses the settings.
    struct GameFromId {
        std::string game;
        std::shared_ptr<const GameInstance> instance;
    };
    GameFromId make_game_from_id(std::string_view text);

    // Makes a game; throws PluginError with the plugin's reason.
    std::shared_ptr<const GameInstance> make_game(const std::string& id, const Settings& settings,
                                                  std::uint64_t seed,
                                                  std::optional<std::string> layout);
    // `settings` with the player's own values for the game's look parameters (abi.h, LOOK
    // PARAMETERS): those the settings form shows. Unchanged for a game without any, or when
    // the game's files cannot be read.
    Settings with_own_look(const std::string& id, Settings settings);
    // make_game for a game that comes from elsewhere (an ID, a saved game): in the player's
    // own look, or, should the game refuse that, as `settings` have it.
    std::shared_ptr<const GameInstance> make_game_in_own_look(const std::string& id,
                                                              const Settings& settings,
                                                              std::uint64_t seed,
                                                              std::optional<std::string> layout);

    // Files.
    [[nodiscard]] std::filesystem::path game_config_file(const std::string& id) const;
    [[nodiscard]] std::filesystem::path user_game_config_file(const std::string& id) const;
    // The launcher's Continue game for a game.
    [[nodiscard]] std::filesystem::path continue_file(const std::string& id) const;
    // The text mode's own autosave slot for a game.
    [[nodiscard]] std::filesystem::path text_autosave_file(const std::string& id) const;
    // Named save slots of a game.
    [[nodiscard]] std::filesystem::path saves_dir(const std::string& id) const;
    [[nodiscard]] std::filesystem::path scores_file() const;
    [[nodiscard]] std::filesystem::path statistics_file() const;
    // Where the window's exports go: the user's documents folder (documents_dir()), else the
    // data folder's exports/; never the current folder.
    [[nodiscard]] std::filesystem::path export_dir() const;
    [[nodiscard]] std::filesystem::path screenshots_dir() const;

  private:
    struct GameFiles;
    GameFiles& files_of(const std::string& id);

    std::filesystem::path config_file_;
    std::unique_ptr<HostConfig> config_;
    std::filesystem::path data_dir_;
    std::unique_ptr<PluginManager> plugins_;
    std::map<std::string, std::unique_ptr<GameFiles>> games_;
    std::vector<std::unique_ptr<GameFiles>> retired_;  // read from a plugin since replaced
};

// A seed drawn from the system's entropy, for a game started without --seed.
std::uint64_t draw_seed();

}  // namespace plateau::core
