#include "core/plugins/plugin_manager.hpp"

#include <algorithm>
#include <set>
#include <system_error>
#include <tuple>
#include <utility>

namespace plateau::core {
namespace {

constexpr std::string_view changed_note =
    "the file changed after it was loaded; restart Plateau to load the new version";
constexpr std::string_view gone_note =
    "the file is no longer in the plugin folders; it stays loaded until Plateau restarts";
constexpr std::string_view changed_refused_note =
    "; the file has changed since, but its old library stays loaded: restart Plateau to try "
    "it again";

// The `*.so` files directly in `folder`, sorted; none when the folder cannot be listed.
// Paths are absolute: a relative one ("x.so", which "./x.so" normalises to) would make the
// dynamic loader search its own path list instead of the folder.
std::vector<std::filesystem::path> plugin_files_in(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    if (folder.empty()) return files;  // never the current folder by accident
    std::filesystem::directory_iterator it(std::filesystem::absolute(folder, error), error);
    for (; !error && it != std::filesystem::directory_iterator(); it.increment(error)) {
        std::error_code type_error;
        if (it->path().extension() != ".so" || it->is_directory(type_error)) continue;
        files.push_back(it->path().lexically_normal());
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool is_enabled(const std::string& id, const std::optional<std::vector<std::string>>& enabled) {
    return !enabled || std::find(enabled->begin(), enabled->end(), id) != enabled->end();
}

}  // namespace

void PluginManager::scan(const std::vector<std::filesystem::path>& folders,
                         const std::optional<std::vector<std::string>>& enabled_ids) {
    entries_.clear();
    std::set<std::filesystem::path> found;
    for (const auto& folder : folders) {
        for (auto& path : plugin_files_in(folder)) {
            if (!found.insert(path).second) continue;  // a folder listed twice
            entries_.push_back(entry_for(path, enabled_ids));
        }
    }
    // Loaded plugins whose file is gone stay loaded, and offered: games may be using them.
    for (const auto& [path, outcome] : tried_) {
        if (!outcome.loaded() || found.contains(path)) continue;
        PluginEntry& entry = entries_.emplace_back(entry_for(path, enabled_ids));
        entry.restart_needed = true;
        entry.reason = gone_note;
    }
}

LoadOutcome PluginManager::load_new(const std::filesystem::path& path) const {
    LoadOutcome outcome = load_plugin(path);
    if (!outcome.loaded()) return outcome;
    for (const auto& [other_path, other] : tried_) {
        if (other.loaded() && other.plugin->id() == outcome.plugin->id()) {
            outcome.refusal =
                "id '" + outcome.plugin->id() + "' is already provided by " + other_path.string();
            outcome.plugin.reset();  // its library stays open (RTLD_NODELETE), unused
            break;
        }
    }
    return outcome;
}

PluginEntry PluginManager::entry_for(const std::filesystem::path& path,
                                     const std::optional<std::vector<std::string>>& enabled) {
    auto known = tried_.find(path);
    if (known == tried_.end()) {
        known = tried_.emplace(path, load_new(path)).first;
    } else if (!known->second.loaded() && !known->second.library_opened &&
               read_file_stamp(path) != known->second.stamp) {
        // Refused before any of its code ran, and changed since: perhaps fixed.
        known->second = load_new(path);
    }
    const LoadOutcome& outcome = known->second;

    PluginEntry entry;
    entry.path = path;
    if (outcome.loaded()) {
        entry.plugin = outcome.plugin;
        entry.state =
            is_enabled(outcome.plugin->id(), enabled) ? PluginState::loaded : PluginState::disabled;
        entry.restart_needed = outcome.plugin->file_changed_since_load();
        if (entry.restart_needed) entry.reason = changed_note;
    } else {
        entry.state = PluginState::refused;
        entry.reason = outcome.refusal;
        // The dynamic loader would hand back the library it already has for this path.
        entry.restart_needed = outcome.library_opened && read_file_stamp(path) != outcome.stamp;
        if (entry.restart_needed) entry.reason += changed_refused_note;
    }
    return entry;
}

std::shared_ptr<const Plugin> PluginManager::find(std::string_view id) const {
    for (const PluginEntry& entry : entries_) {
        if (entry.state == PluginState::loaded && entry.plugin->id() == id) return entry.plugin;
    }
    return nullptr;
}

std::vector<std::shared_ptr<const Plugin>> PluginManager::loaded() const {
    std::vector<std::shared_ptr<const Plugin>> plugins;
    for (const PluginEntry& entry : entries_) {
        if (entry.state == PluginState::loaded) plugins.push_back(entry.plugin);
    }
    std::sort(plugins.begin(), plugins.end(), [](const auto& a, const auto& b) {
        return std::tie(a->name(), a->id()) < std::tie(b->name(), b->id());
    });
    return plugins;
}

}  // namespace plateau::core
