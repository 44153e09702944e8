// Loads one plugin file. The checks run in this order, the first that fails being the
// refusal, so no code of a file runs before the host knows it is a plugin library:
//   1. a regular, readable file that only this user or root can change, in a folder only
//      they can change (file_trust.hpp);
//   2. an ELF shared library of this host's class and machine whose dynamic symbol table
//      exports plateau_entry (read from the file, not loaded);
//   3. the library loads (the dynamic loader's message otherwise);
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
    // True once the library was opened (step 3 passed): its code has run and it stays in the
    // process, so the dynamic loader would hand back the same code for this path until the
    // program restarts, even if the file is replaced.
    bool library_opened = false;

    [[nodiscard]] bool loaded() const { return plugin != nullptr; }
};

[[nodiscard]] LoadOutcome load_plugin(const std::filesystem::path& file);

}  // namespace plateau::core
