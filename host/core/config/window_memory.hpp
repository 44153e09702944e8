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
    std::optional<WindowSize> size;  // the size to open at, when the file says one
    // Why a file that is there was not used, when it cannot be: "FILE:LINE:COLUMN: what is
    // wrong, what is allowed" (the window then opens at the configured size, and its next
    // close writes the file anew). Empty otherwise, a changed configuration included.
    std::string problem;
};

// What the file in `data_dir` says, for a window configured at `configured`. No file: no
// size and no problem.
[[nodiscard]] RememberedWindow read_window_memory(const std::filesystem::path& data_dir,
                                                  WindowSize configured);

// Writes the file (atomically: never half written), `size` remembered under `configured`.
// Throws std::system_error naming the file when it cannot be written.
void write_window_memory(const std::filesystem::path& data_dir, WindowSize size,
                         WindowSize configured);

}  // namespace plateau::core
