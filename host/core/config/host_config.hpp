// The host's own settings: config/plateau.toml (or the file named with --config).
//
//   plugin_dirs = ["../plugins", "~/.local/share/plateau/plugins"]  # folders scanned for plugins
//   plugins = ["samegame", "lightsout"]  # enabled ids; absent: every plugin found
//   font = ""            # a .ttf file; empty: the system's DejaVu Sans
//   data_dir = "..."     # saves, scores, the last game; see resolve_data_dir
//   animations = true
//   theme = "light"      # or "dark"
//   language = "fr"      # or "en"; absent: from the environment (core/i18n/language.hpp)
//   [window]
//   width = 1024         # at least 640
//   height = 720         # at least 480
//
// Paths are relative to the file's folder, and may start with `~` and use $HOME,
// $XDG_DATA_HOME (and other environment variables).
//
// Colour overrides of a theme go in [theme.light] and [theme.dark] (keys background,
// surface, text, accent, muted). TOML cannot have both `theme = "dark"` and a [theme.dark]
// table, so with overrides the choice is written in the [theme] table as `name`:
//   [theme]
//   name = "dark"
//   [theme.dark]
//   accent = "#ff8800"
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace plateau::core {

enum class ThemeName { light, dark };

// Colours a theme's defaults give way to, each "#rrggbb" when set.
struct ThemeColours {
    std::optional<std::string> background;
    std::optional<std::string> surface;
    std::optional<std::string> text;
    std::optional<std::string> accent;
    std::optional<std::string> muted;
};

struct ThemeConfig {
    ThemeName name = ThemeName::light;
    ThemeColours light;
    ThemeColours dark;
};

struct WindowSize {
    int width = 1024;
    int height = 720;
    bool operator==(const WindowSize&) const = default;
};

// The largest side [window] allows (and the remembered size, core/config/window_memory.hpp).
inline constexpr int kLargestWindowSide = 16384;

// Default-constructed: the built-in defaults (no file).
struct HostConfig {
    std::filesystem::path file;                       // the file read; empty for the defaults
    std::vector<std::filesystem::path> plugin_dirs;   // resolved; none given: empty
    std::optional<std::vector<std::string>> plugins;  // enabled ids; nullopt: all found
    WindowSize window;
    ThemeConfig theme;
    std::filesystem::path font;                     // empty: the system's DejaVu Sans
    std::optional<std::filesystem::path> data_dir;  // resolved; see resolve_data_dir
    bool animations = true;
    std::optional<std::string> language;  // one of available_languages(); nullopt: the
                                          // environment's
};

// Reads and checks the file. Its first problem is ConfigError naming the file, line and
// column; an unknown key says what was meant (`unknown key "widht": did you mean "width"?`).
[[nodiscard]] HostConfig load_host_config(const std::filesystem::path& file);

}  // namespace plateau::core
