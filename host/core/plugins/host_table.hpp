// The host's table (plateau_host): what every plugin's plateau_entry receives. It says which
// ABI this host speaks and gives the host's services to plugins (a log on standard error).
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace plateau::core {

// One table for every plugin, alive for the whole program.
[[nodiscard]] const plateau_host& host_table();

// One line of a plugin's log as the host writes it, newline included:
// "plateau: plugin warning: the text". `level` is the number the plugin sent, which may be
// none of plateau_log_level's values.
[[nodiscard]] std::string format_plugin_log_line(std::int32_t level, std::string_view text);

}  // namespace plateau::core
