// The plugins the host offers: every `*.so` file found in the plugin folders, each loaded
// (load_plugin) or refused with its reason. Scanned again whenever the launcher is shown, so
// a plugin dropped into a folder while the program runs appears. Libraries are never
// unloaded: a loaded file that changes on disk keeps its old code and asks for a restart.
// Used from one thread (the UI's).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::core {

enum class PluginState {
    loaded,    // loaded and offered
    disabled,  // loaded, but its id is not in the enabled list: not offered
    refused,   // not loaded: `reason` says why
};

// One plugin file found by the last scan (or a loaded plugin whose file is gone).
struct PluginEntry {
    std::filesystem::path path;
    PluginState state = PluginState::refused;
    // Loaded and disabled entries: the plugin. Refused ones: null.
    std::shared_ptr<const Plugin> plugin;
    // Refused: why ("ABI major 2, this host speaks 1"). Otherwise empty, unless
    // restart_needed, when it says what changed.
    std::string reason;
    // The file changed or went away after its library was opened. The old code stays in use
    // (or, for a refused file, stays refused) until the program restarts.
    bool restart_needed = false;
};

class PluginManager {
  public:
    // Finds `*.so` files in each folder (not in subfolders; a missing folder is skipped),
    // in folder order and by path within a folder, and loads those not seen before. A plugin
    // whose id an earlier one already has is refused. With `enabled_ids`, plugins whose id
    // is not listed are disabled. Files refused before their library was opened are tried
    // again when they change; files loaded or opened before are not (see restart_needed).
    void scan(const std::vector<std::filesystem::path>& folders,
              const std::optional<std::vector<std::string>>& enabled_ids = std::nullopt);

    // Every file found by the last scan, in scan order, then loaded plugins whose file it
    // did not find.
    [[nodiscard]] const std::vector<PluginEntry>& entries() const { return entries_; }

    // The offered (loaded, not disabled) plugin with this id; null if none.
    [[nodiscard]] std::shared_ptr<const Plugin> find(std::string_view id) const;

    // The offered plugins, by name (then id).
    [[nodiscard]] std::vector<std::shared_ptr<const Plugin>> loaded() const;

  private:
    [[nodiscard]] LoadOutcome load_new(const std::filesystem::path& path) const;
    [[nodiscard]] PluginEntry entry_for(const std::filesystem::path& path,
                                        const std::optional<std::vector<std::string>>& enabled);

    // Every file ever tried, by path as found, with what came of it. Loaded plugins stay
    // here, and so stay loaded, for the manager's whole life.
    std::map<std::filesystem::path, LoadOutcome> tried_;
    std::vector<PluginEntry> entries_;
};

}  // namespace plateau::core
