// Loads one plugin file. The checks run in this order, the first that fails being the
// refusal, so no code of a file runs before the host knows it is a plugin library:
//   1. a regular, readable file that only this user or root can change, in a folder only
//      they can change (file_trust.hpp);
//   2. an ELF shared library of this host's class and machine whose dynamic symbol table
//      exports plateau_entry (read from a private copy of the file, not loaded);
//   3. the copy loads (the dynamic loader's message otherwise): each load opens a copy of its
//      own, so a rebuilt file at the same path loads its new code;
//   4. plateau_entry returns a table (not NULL, no exception);
//   5. the table: ABI major, size, required functions, id and name, parameter schema
//      (plugin_table_check.hpp).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "core/plugins/file_stamp.hpp"
#include "core/plugins/plugin.hpp"

namespace plateau::core {

struct LoadOutcome {
    // The plugin, when every check passed.
    std::shared_ptr<const Plugin> plugin;
    // Why the file was refused: a sentence fragment without the file's path
    // ("ABI major 2, this host speaks 1"). Empty when loaded.
    std::string refusal;
    // The file's size and modification time from before it was read; empty when unreadable.
    std::optional<FileStamp> stamp;
    // True once the library was opened (step 3 passed): some of its code has run.
    bool library_opened = false;

    [[nodiscard]] bool loaded() const { return plugin != nullptr; }
};

[[nodiscard]] LoadOutcome load_plugin(const std::filesystem::path& file);

}  // namespace plateau::core
