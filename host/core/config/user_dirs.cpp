#include "core/config/user_dirs.hpp"

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>
#include <system_error>
#include <vector>

#include "core/config/config_error.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

std::filesystem::path xdg_dir(const char* variable, const char* fallback_under_home) {
    const char* value = std::getenv(variable);
    if (value != nullptr && *value != '\0') {
        std::filesystem::path dir(value);
        if (dir.is_absolute()) return dir;
    }
    return home_dir() / fallback_under_home;
}

std::string game_file_name(std::string_view game_id) { return std::string(game_id) + ".toml"; }

}  // namespace

std::filesystem::path home_dir() {
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') return home;
    long size = ::sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buffer(size > 0 ? static_cast<std::size_t>(size) : 16384);
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 &&
        found != nullptr && found->pw_dir != nullptr && *found->pw_dir != '\0') {
        return found->pw_dir;
    }
    throw ConfigError(tr("cannot find the home folder: HOME is not set"));
}

std::filesystem::path xdg_data_home() { return xdg_dir("XDG_DATA_HOME", ".local/share"); }

std::filesystem::path xdg_config_home() { return xdg_dir("XDG_CONFIG_HOME", ".config"); }

std::optional<std::filesystem::path> documents_dir() {
    std::ifstream in(xdg_config_home() / "user-dirs.dirs");
    std::string line;
    std::optional<std::filesystem::path> found;
    const std::string key = "XDG_DOCUMENTS_DIR=";
    while (std::getline(in, line)) {
        const auto start = line.find_first_not_of(" \t");
        if (start == std::string::npos || line.compare(start, key.size(), key) != 0) continue;
        std::string value = line.substr(start + key.size());
        // A shell-quoted value: "$HOME/Documents", or an absolute path.
        if (value.size() < 2 || value.front() != '"' || value.back() != '"') continue;
        value = value.substr(1, value.size() - 2);
        std::filesystem::path path;
        if (value.starts_with("$HOME/") || value == "$HOME") {
            path = home_dir() / value.substr(std::min<std::size_t>(value.size(), 6));
        } else if (value.starts_with("/")) {
            path = value;
        } else {
            continue;
        }
        found = path.lexically_normal();
    }
    if (!found) return std::nullopt;
    std::error_code error;
    const auto home = std::filesystem::weakly_canonical(home_dir(), error);
    if (!std::filesystem::is_directory(*found, error) ||
        std::filesystem::weakly_canonical(*found, error) == home) {
        return std::nullopt;
    }
    return found;
}

std::filesystem::path user_config_dir() { return xdg_config_home() / "plateau"; }

std::filesystem::path default_data_dir() { return xdg_data_home() / "plateau"; }

std::filesystem::path user_game_file(std::string_view game_id) {
    return user_config_dir() / "games" / game_file_name(game_id);
}

std::vector<std::filesystem::path> game_config_files(const std::filesystem::path& config_dir,
                                                     std::string_view game_id) {
    return {config_dir / "games" / game_file_name(game_id), user_game_file(game_id)};
}

}  // namespace plateau::core
