#include "core/plugins/plugin_manager.hpp"

#include <algorithm>
#include <set>
#include <system_error>
#include <tuple>
#include <utility>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

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

// Every plugin file of the folders, in folder order, each once (a folder may be listed twice).
std::vector<std::filesystem::path> plugin_files(const std::vector<std::filesystem::path>& folders) {
    std::vector<std::filesystem::path> files;
    std::set<std::filesystem::path> seen;
    for (const auto& folder : folders) {
        for (auto& path : plugin_files_in(folder)) {
            if (seen.insert(path).second) files.push_back(std::move(path));
        }
    }
    return files;
}

bool is_enabled(const std::string& id, const std::optional<std::vector<std::string>>& enabled) {
    return !enabled || std::find(enabled->begin(), enabled->end(), id) != enabled->end();
}

}  // namespace

std::string describe(const PluginChange& change) {
    const std::string path = change.path.string();
    switch (change.kind) {
        case PluginChange::Kind::added:
            return "plugin added: " + change.id + " " + change.version + " " + path;
        case PluginChange::Kind::replaced:
            return "plugin replaced: " + change.id + " " + change.version + " " + path;
        case PluginChange::Kind::removed:
            return "plugin removed: " + change.id + " " + path;
        case PluginChange::Kind::refused:
            return "plugin refused: " + path + ": " + change.reason;
    }
    return {};
}

LoadOutcome PluginManager::load(const std::filesystem::path& path) const {
    LoadOutcome outcome = load_plugin(path);
    if (!outcome.loaded()) return outcome;
    for (const auto& [other_path, other] : known_) {
        if (other_path != path && other.plugin && other.plugin->id() == outcome.plugin->id()) {
            outcome.refusal = format(tr("id '{}' is already provided by {}"), outcome.plugin->id(),
                                     other_path.string());
            outcome.plugin.reset();  // unloaded: nothing else holds it
            break;
        }
    }
    return outcome;
}

void PluginManager::scan(const std::vector<std::filesystem::path>& folders,
                         const std::optional<std::vector<std::string>>& enabled_ids) {
    (void)update(folders, enabled_ids, Clock::now(), Clock::duration::zero());
}

bool PluginManager::settled(const std::filesystem::path& path,
                            const std::optional<FileStamp>& stamp, Clock::time_point now,
                            Clock::duration settle) {
    const auto it = pending_.find(path);
    if (settle <= Clock::duration::zero()) {
        if (it != pending_.end()) pending_.erase(it);
        return true;
    }
    if (it == pending_.end() || it->second.stamp != stamp) {
        pending_[path] = {stamp, now};  // changed since the last look: wait for it to settle
        return false;
    }
    if (now - it->second.since < settle) return false;
    pending_.erase(it);
    return true;
}

std::vector<PluginChange> PluginManager::update(
    const std::vector<std::filesystem::path>& folders,
    const std::optional<std::vector<std::string>>& enabled_ids, Clock::time_point now,
    Clock::duration settle) {
    using Kind = PluginChange::Kind;
    std::vector<PluginChange> changes;
    const auto files = plugin_files(folders);
    std::vector<std::filesystem::path> order;  // the entries to show, in scan order
    for (const auto& path : files) {
        const std::optional<FileStamp> stamp = read_file_stamp(path);
        const auto known = known_.find(path);
        const bool seen_before = known != known_.end();
        if (seen_before && known->second.stamp == stamp) {
            pending_.erase(path);  // changed and back again
            order.push_back(path);
            continue;
        }
        if (!settled(path, stamp, now, settle)) {
            if (seen_before) order.push_back(path);  // shown as it was until it settles
            continue;
        }
        const LoadOutcome outcome = load(path);
        Known& entry = known_[path];
        const std::shared_ptr<const Plugin> before = entry.plugin;
        // The stamp of what was loaded; else what was seen (a refused file is tried again
        // only once it changes again).
        entry.stamp = outcome.stamp ? outcome.stamp : stamp;
        if (outcome.loaded()) {
            entry.plugin = outcome.plugin;
            entry.refusal.clear();
            if (before && before->id() != outcome.plugin->id()) {
                // Another game in the same file: the old one is gone, a new one is here.
                changes.push_back({Kind::removed, path, before->id(), {}, {}});
            }
            const bool same_game = before && before->id() == outcome.plugin->id();
            changes.push_back({same_game ? Kind::replaced : Kind::added,
                               path,
                               outcome.plugin->id(),
                               outcome.plugin->version(),
                               {}});
        } else {
            entry.refusal = outcome.refusal;  // a plugin loaded before stays in use
            changes.push_back({Kind::refused, path, {}, {}, outcome.refusal});
        }
        order.push_back(path);
    }
    // Files gone from the folders.
    const std::set<std::filesystem::path> present(files.begin(), files.end());
    for (auto it = known_.begin(); it != known_.end();) {
        if (present.contains(it->first)) {
            ++it;
            continue;
        }
        if (!settled(it->first, std::nullopt, now, settle)) {
            order.push_back(it->first);  // perhaps being replaced: shown until it settles
            ++it;
            continue;
        }
        if (it->second.plugin) {
            changes.push_back({Kind::removed, it->first, it->second.plugin->id(), {}, {}});
        }
        it = known_.erase(it);  // the plugin stays loaded while a game of it lives
    }
    // A new file that vanished before it settled is forgotten.
    for (auto it = pending_.begin(); it != pending_.end();) {
        it = !present.contains(it->first) && !known_.contains(it->first) ? pending_.erase(it)
                                                                         : std::next(it);
    }
    rebuild_entries(order, enabled_ids);
    return changes;
}

void PluginManager::rebuild_entries(const std::vector<std::filesystem::path>& order,
                                    const std::optional<std::vector<std::string>>& enabled) {
    entries_.clear();
    for (const auto& path : order) {
        const Known& known = known_.at(path);
        PluginEntry entry;
        entry.path = path;
        entry.plugin = known.plugin;
        if (known.plugin) {
            entry.state = is_enabled(known.plugin->id(), enabled) ? PluginState::loaded
                                                                  : PluginState::disabled;
            if (!known.refusal.empty()) {
                entry.reason = format(
                    tr("the file was rebuilt and refused ({}): the version loaded before stays "
                       "in use"),
                    known.refusal);
            }
        } else {
            entry.state = PluginState::refused;
            entry.reason = known.refusal;
        }
        entries_.push_back(std::move(entry));
    }
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
