// The window's size when it last closed, kept in the data folder (`window.toml`), so that the
// next start opens it at that size, as the GNOME games do. The file also holds the size
// plateau.toml's [window] asked for when it was written: once that has changed, the
// configuration wins (an edit of the file is the user's latest word) and the file is not
// used. Plateau writes the file itself; nobody needs to edit it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/config/host_config.hpp"  // WindowSize

namespace plateau::core {

// <data_dir>/window.toml
[[nodiscard]] std::filesystem::path window_memory_file(const std::filesystem::path& data_dir);

struct RememberedWindow {
    bool present = false;            // the file is there (used or not)
    std::optional<WindowSize> size;  // the size to open at, when the file says one
    bool maximised = false;          // with it: it closed maximised (the size is the one before)
    // Why a file that is there cannot be used, naming it: where a value is wrong, the line,
    // the column and what is allowed ("FILE:3:10: height = 0 is out of range: an integer
    // from 1 to 16384 is allowed"); a key missing; TOML that does not parse. Empty
    // otherwise, a file written under another configured size included.
    std::string problem;
};

// What the file in `data_dir` says, for a window configured at `configured`. No file: no
// size and no problem.
[[nodiscard]] RememberedWindow read_window_memory(const std::filesystem::path& data_dir,
                                                  WindowSize configured);

// Writes the file (atomically: never half written), `size` (the window's size before it was
// maximised, when `maximised`) remembered under `configured`. Throws std::system_error naming
// the file when it cannot be written.
void write_window_memory(const std::filesystem::path& data_dir, WindowSize size, bool maximised,
                         WindowSize configured);

}  // namespace plateau::core
