#include "core/app/host_context.hpp"

#include <random>

#include "core/app/install_paths.hpp"
#include "core/config/config_error.hpp"
#include "core/config/data_dir.hpp"
#include "core/config/game_config.hpp"
#include "core/config/game_id.hpp"
#include "core/config/host_config.hpp"
#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/config/unknown_name.hpp"
#include "core/config/user_dirs.hpp"
#include "core/config/user_game_file.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/host_table.hpp"
#include "core/plugins/name_words.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "core/util/make_folder.hpp"

namespace plateau::core {

namespace fs = std::filesystem;

// A game's schema and files, read once for each plugin that provides the game.
struct HostContext::GameFiles {
    std::shared_ptr<const Plugin> plugin;  // the plugin the schema was read from
    ParamSchema schema;
    std::vector<fs::path> files;
};

HostContext::HostContext(const Options& options)
    // Absolute, so that folders named relative to it never depend on the current folder.
    : config_file_(fs::absolute(options.config_file.value_or(default_config_file()))),
      plugins_(std::make_unique<PluginManager>()) {
    export_builtin_plugin_dir();
    if (fs::exists(config_file_) || options.config_file) {
        config_ = std::make_unique<HostConfig>(load_host_config(config_file_));
    } else {
        config_ = std::make_unique<HostConfig>();  // no file: the built-in defaults
    }
    data_dir_ = resolve_data_dir(options.data_dir, *config_);
    set_cache_root(data_dir_ / "cache");
    plugins_->scan(plugin_dirs(), config_->plugins);
}

HostContext::~HostContext() = default;

std::vector<fs::path> HostContext::plugin_dirs() const {
    if (!config_->plugin_dirs.empty()) return config_->plugin_dirs;
    return {builtin_plugin_dir(), default_data_dir() / "plugins"};
}

std::vector<PluginChange> HostContext::rescan() {
    return plugins_->update(plugin_dirs(), config_->plugins, std::chrono::steady_clock::now(),
                            std::chrono::steady_clock::duration::zero());
}

std::vector<PluginChange> HostContext::watch_plugins(std::chrono::steady_clock::time_point now) {
    return plugins_->update(plugin_dirs(), config_->plugins, now, kPluginSettle);
}

std::vector<std::shared_ptr<const Plugin>> HostContext::games() const { return plugins_->loaded(); }

std::shared_ptr<const Plugin> HostContext::find_game(const std::string& id) const {
    return plugins_->find(id);
}

HostContext::GameFiles& HostContext::files_of(const std::string& id) {
    const auto plugin = find_game(id);
    auto it = games_.find(id);
    if (it != games_.end() && (!plugin || it->second->plugin == plugin)) return *it->second;
    if (!plugin) throw ConfigError(format(tr("unknown game \"{}\""), id));
    // A new plugin for the game (a rebuilt file) may have another schema. The old one is
    // kept: a settings form open on it may still read it.
    if (it != games_.end()) retired_.push_back(std::move(it->second));
    const plateau_plugin& t = plugin->table();
    auto files = std::make_unique<GameFiles>();
    files->plugin = plugin;
    files->schema = schema_from_abi(t);
    // The plugin's words for its choices, for the settings form (ABI 1.5).
    for (ParamSpec& spec : files->schema.params) {
        for (const std::string& choice : spec.choices) {
            spec.choice_words.push_back(choice_words(t, spec.key, choice));
        }
    }
    files->files = {game_config_file(id), user_game_config_file(id)};
    auto& kept = games_[id];
    kept = std::move(files);
    return *kept;
}

const ParamSchema& HostContext::schema(const std::string& id) { return files_of(id).schema; }

std::vector<PresetChoice> HostContext::presets(const std::string& id) {
    GameFiles& g = files_of(id);
    const GameConfig config = load_game_config(g.schema, g.files);
    std::vector<PresetChoice> out;
    for (const Preset& p : config.presets) out.push_back({p.id, p.label});
    return out;
}

Settings HostContext::resolve_settings(const std::string& id,
                                       const std::optional<std::string>& preset,
                                       const std::vector<std::string>& sets) {
    GameFiles& g = files_of(id);
    return core::resolve_settings(g.schema, load_game_config(g.schema, g.files), preset, sets);
}

std::optional<std::string> HostContext::game_id(const std::string& id, const GameInstance& game) {
    if (game.layout()) return std::nullopt;
    return format_game_id(id, schema(id), game.settings(), game.seed());
}

std::shared_ptr<const Plugin> HostContext::require_game(const std::string& id) const {
    if (auto plugin = find_game(id)) return plugin;
    std::vector<std::string> installed;
    for (const auto& plugin : games()) installed.push_back(plugin->id());
    if (installed.empty())
        throw ConfigError(format(tr("unknown game \"{}\": installed: none"), id));
    throw ConfigError(
        format(tr("unknown game \"{0}\": installed: {1}"), id, join_names(installed)));
}

HostContext::GameFromId HostContext::make_game_from_id(std::string_view text) {
    const GameIdText id = parse_game_id(text);
    (void)require_game(id.game);
    // The plugin's defaults and the ID's values only: the same game on any machine.
    const Settings settings = core::game_id_settings(schema(id.game), id, text);
    return {id.game, make_game_in_own_look(id.game, settings, id.seed, std::nullopt)};
}

Settings HostContext::base_settings(const std::string& id) {
    GameFiles& g = files_of(id);
    return core::resolve_settings(g.schema, load_game_config(g.schema, {g.files.front()}),
                                  std::nullopt, {});
}

void HostContext::save_user_settings(const std::string& id, const Settings& values) {
    const fs::path file = user_game_config_file(id);
    make_folder(file.parent_path());
    write_user_game_file(file, schema(id), values, base_settings(id));
}

HostContext::SettingsToEdit HostContext::settings_to_edit(const std::string& id) {
    GameFiles& g = files_of(id);
    LenientGameConfig read = load_game_config_lenient(g.schema, g.files);
    return {core::resolve_settings(g.schema, read.config, std::nullopt, {}), base_settings(id),
            std::move(read.problems)};
}

std::optional<std::string> HostContext::settings_refusal(const std::string& id,
                                                         const Settings& values) {
    try {
        (void)make_game(id, values, 1, std::nullopt);
    } catch (const PluginError& e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

std::shared_ptr<const GameInstance> HostContext::make_game(const std::string& id,
                                                           const Settings& settings,
                                                           std::uint64_t seed,
                                                           std::optional<std::string> layout) {
    const auto plugin = find_game(id);
    if (!plugin) throw PluginError(format(tr("unknown game \"{}\""), id));
    return std::make_shared<const GameInstance>(plugin->table(), settings, seed, std::move(layout),
                                                plugin);
}

Settings HostContext::with_own_look(const std::string& id, Settings settings) {
    const ParamSchema& game_schema = schema(id);
    if (!game_schema.has_look()) return settings;
    Settings own;
    try {
        own = settings_to_edit(id).current;
    } catch (const ConfigError&) {
        return settings;  // the game's file is broken: nothing of the player's to take
    }
    for (Setting& setting : settings.values) {
        const ParamSpec* spec = game_schema.find(setting.key);
        const Setting* mine = own.find(setting.key);
        if (spec != nullptr && spec->look && mine != nullptr) setting.value = mine->value;
    }
    return settings;
}

std::shared_ptr<const GameInstance> HostContext::make_game_in_own_look(
    const std::string& id, const Settings& settings, std::uint64_t seed,
    std::optional<std::string> layout) {
    const Settings looked = with_own_look(id, settings);
    if (looked.values != settings.values) {
        try {
            return make_game(id, looked, seed, layout);
        } catch (const PluginFault&) {
            throw;  // the plugin failed, not the look
        } catch (const PluginError&) {
            // The look does not fit this game's other values: the game as it came.
        }
    }
    return make_game(id, settings, seed, std::move(layout));
}

fs::path HostContext::game_config_file(const std::string& id) const {
    return config_file_.parent_path() / "games" / (id + ".toml");
}

fs::path HostContext::user_game_config_file(const std::string& id) const {
    return user_game_file(id);
}

fs::path HostContext::continue_file(const std::string& id) const {
    return data_dir_ / "continue" / (id + ".toml");
}

fs::path HostContext::text_autosave_file(const std::string& id) const {
    return data_dir_ / "text" / (id + ".toml");
}

fs::path HostContext::saves_dir(const std::string& id) const { return data_dir_ / "saves" / id; }

fs::path HostContext::scores_file() const { return data_dir_ / "scores.toml"; }

fs::path HostContext::statistics_file() const { return data_dir_ / "statistics.toml"; }

fs::path HostContext::export_dir() const {
    if (auto documents = documents_dir()) return *documents;
    return data_dir_ / "exports";
}

fs::path HostContext::screenshots_dir() const { return data_dir_ / "screenshots"; }

std::uint64_t draw_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace plateau::core
