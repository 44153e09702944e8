// The host's table (plateau_host): what every plugin's plateau_entry receives. It says which
// ABI and which language this host speaks, where the plugin's file was found, and gives the
// host's services to plugins: a log on standard error, the width of a text in the font the
// window draws with, and a folder of its own to keep files in between runs.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace plateau::core {

// The table for the plugins loaded from `plugin_folder` (its plugin_folder), alive for the
// whole program: one per folder, the same for every plugin of it. Its language is the one
// in use (core/i18n/language.hpp) when the folder's first plugin loads; the language is
// chosen before any plugin loads.
[[nodiscard]] const plateau_host& host_table(const std::filesystem::path& plugin_folder);

// How the table's text_width measures: the window sets its font's measure when it opens
// (UI thread only, like every plugin call that draws). Without one (the text mode, tests) a
// text is as wide as 0.56 of the size per character, a sans-serif face's average advance.
using TextMeasure = float (*)(float size, std::string_view utf8);
void set_text_measure(TextMeasure measure);

// Where cache_dir makes each plugin's folder (<root>/<plugin id>/): HostContext sets
// <data folder>/cache when it starts. Empty (the default): cache_dir writes nothing.
void set_cache_root(const std::filesystem::path& root);

// One line of a plugin's log as the host writes it, newline included:
// "plateau: plugin warning: the text". `level` is the number the plugin sent, which may be
// none of plateau_log_level's values.
[[nodiscard]] std::string format_plugin_log_line(std::int32_t level, std::string_view text);

}  // namespace plateau::core
