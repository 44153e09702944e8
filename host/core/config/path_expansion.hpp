// Paths written in configuration files.
#pragma once

#include <filesystem>
#include <string_view>

namespace plateau::core {

// `value` as written in `file`: an absolute path is kept, a relative one is taken from the
// file's folder (so `plugins` in config/plateau.toml is config/plugins wherever the program
// runs from).
[[nodiscard]] std::filesystem::path resolve_relative(const std::filesystem::path& file,
                                                     const std::filesystem::path& value);

// Expands a leading `~` (`~` or `~/...`: the home folder) and environment variables written
// `$NAME` or `${NAME}`. XDG_DATA_HOME and XDG_CONFIG_HOME take their XDG defaults when unset;
// HOME falls back to the password database. Any other variable that is not set is
// ConfigError "$NAME is not set". A `$` not followed by a name is kept.
[[nodiscard]] std::filesystem::path expand_path(std::string_view text);

// expand_path, then resolve_relative: how a path in a configuration file is read.
[[nodiscard]] std::filesystem::path path_in_file(const std::filesystem::path& file,
                                                 std::string_view text);

}  // namespace plateau::core
