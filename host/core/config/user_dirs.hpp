// The user's folders, as the XDG Base Directory specification names them.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

namespace plateau::core {

// $HOME, else the password database's entry; ConfigError if neither is known.
[[nodiscard]] std::filesystem::path home_dir();

// $XDG_DATA_HOME, or ~/.local/share when it is unset, empty or not absolute (as the XDG
// specification says).
[[nodiscard]] std::filesystem::path xdg_data_home();

// $XDG_CONFIG_HOME, or ~/.config when it is unset, empty or not absolute.
[[nodiscard]] std::filesystem::path xdg_config_home();

// The user's documents folder as xdg-user-dirs records it ($XDG_CONFIG_HOME/user-dirs.dirs,
// XDG_DOCUMENTS_DIR="$HOME/Documents"), when it names an existing folder other than the
// home folder itself (xdg-user-dirs' way of saying "none"); nullopt otherwise.
[[nodiscard]] std::optional<std::filesystem::path> documents_dir();

// $XDG_CONFIG_HOME/plateau: the user's own configuration files.
[[nodiscard]] std::filesystem::path user_config_dir();

// $XDG_DATA_HOME/plateau: the data folder when nothing else names one.
[[nodiscard]] std::filesystem::path default_data_dir();

// user_config_dir()/games/<id>.toml: the user's own settings of a game (the launcher's
// settings form writes it).
[[nodiscard]] std::filesystem::path user_game_file(std::string_view game_id);

// The files of a game, in the order they are read: <config_dir>/games/<id>.toml, then
// user_game_file(id). `config_dir` is the folder of plateau.toml.
[[nodiscard]] std::vector<std::filesystem::path> game_config_files(
    const std::filesystem::path& config_dir, std::string_view game_id);

}  // namespace plateau::core
