// The plugins the host offers: every `*.so` file found in the plugin folders, each loaded
// (load_plugin) or refused with its reason.
//
// The folders are looked at again while the program runs (the window watches them, F5
// asks at once): a new file is loaded, a changed one is loaded again (its new code: each
// load opens a private copy) and replaces the old one, a file gone is dropped. A plugin
// replaced or dropped stays loaded for as long as a game, state or job made from it lives
// (GameInstance keeps it), and is unloaded after. A file is acted on only once it has
// stopped changing, so a file still being written or copied is never loaded half-written;
// a rebuilt file that is refused leaves the old plugin in use, marked with the refusal.
// Used from one thread (the UI's).
#pragma once

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/plugins/file_stamp.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::core {

enum class PluginState {
    loaded,    // loaded and offered
    disabled,  // loaded, but its id is not in the enabled list: not offered
    refused,   // not loaded: `reason` says why
};

// One plugin file of the folders.
struct PluginEntry {
    std::filesystem::path path;
    PluginState state = PluginState::refused;
    // Loaded and disabled entries: the plugin. Refused ones: null.
    std::shared_ptr<const Plugin> plugin;
    // Refused: why ("ABI major 2, this host speaks 1"). Loaded: why the file on disk now is
    // not the one in use (it was rebuilt and the new file was refused), else empty.
    std::string reason;
};

// A change of the plugin folders, as an author running the program from a terminal reads
// it (describe()).
struct PluginChange {
    enum class Kind { added, replaced, removed, refused };
    Kind kind = Kind::added;
    std::filesystem::path path;  // the file in the plugin folder (never a private copy)
    std::string id;              // added, replaced, removed
    std::string version;         // added, replaced
    std::string reason;          // refused
    friend bool operator==(const PluginChange&, const PluginChange&) = default;
};

// One line, never translated (programs read it): "plugin added: ID VERSION PATH",
// "plugin replaced: ID VERSION PATH", "plugin removed: ID PATH",
// "plugin refused: PATH: REASON".
[[nodiscard]] std::string describe(const PluginChange& change);

class PluginManager {
  public:
    using Clock = std::chrono::steady_clock;

    // update() at once, telling nothing (the program's start). Finds `*.so` files in each
    // folder (not in subfolders; a missing folder is skipped), in folder order and by path
    // within a folder. A plugin whose id an earlier one already has is refused. With
    // `enabled_ids`, plugins whose id is not listed are disabled.
    void scan(const std::vector<std::filesystem::path>& folders,
              const std::optional<std::vector<std::string>>& enabled_ids = std::nullopt);

    // Looks at the folders again and acts on what changed since the last look: new files are
    // loaded, changed files loaded again, files gone dropped. A file new, changed or gone is
    // acted on once two looks `settle` apart or more found it the same (0: at once, as F5
    // asks); until then the entries show it as it was. Returns what was done, in order.
    std::vector<PluginChange> update(const std::vector<std::filesystem::path>& folders,
                                     const std::optional<std::vector<std::string>>& enabled_ids,
                                     Clock::time_point now, Clock::duration settle);

    // Every file of the folders, in scan order.
    [[nodiscard]] const std::vector<PluginEntry>& entries() const { return entries_; }
    // The offered (loaded, not disabled) plugin with this id; null if none.
    [[nodiscard]] std::shared_ptr<const Plugin> find(std::string_view id) const;
    // The offered plugins, by name (then id).
    [[nodiscard]] std::vector<std::shared_ptr<const Plugin>> loaded() const;

  private:
    // What became of a file, as last acted on.
    struct Known {
        std::optional<FileStamp> stamp;        // the file's, when it was acted on
        std::shared_ptr<const Plugin> plugin;  // in use (also when a newer file was refused)
        std::string refusal;                   // why the file (or its newer version) was refused
    };
    // A file that changed since it was acted on, waiting to stop changing.
    struct Pending {
        std::optional<FileStamp> stamp;  // as last seen (empty: gone)
        Clock::time_point since;
    };

    [[nodiscard]] LoadOutcome load(const std::filesystem::path& path) const;
    void rebuild_entries(const std::vector<std::filesystem::path>& order,
                         const std::optional<std::vector<std::string>>& enabled);
    // Whether the change of `path` to `stamp` is settled (and no longer pending).
    bool settled(const std::filesystem::path& path, const std::optional<FileStamp>& stamp,
                 Clock::time_point now, Clock::duration settle);

    std::map<std::filesystem::path, Known> known_;
    std::map<std::filesystem::path, Pending> pending_;
    std::vector<PluginEntry> entries_;
};

}  // namespace plateau::core
