// Where saves, high scores and the last game live.
#pragma once

#include <filesystem>
#include <optional>

#include "core/config/host_config.hpp"

namespace plateau::core {

// The first of: --data-dir (`cli`), the environment variable PLATEAU_DATA_DIR (when not
// empty), `data_dir` in plateau.toml, $XDG_DATA_HOME/plateau (XDG_DATA_HOME defaulting to
// ~/.local/share). The folder is not created here.
[[nodiscard]] std::filesystem::path resolve_data_dir(
    const std::optional<std::filesystem::path>& cli, const HostConfig& host);

}  // namespace plateau::core
