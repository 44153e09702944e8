// Checks the table a plugin's plateau_entry returned and makes the host's copy of it, as
// abi.h says: the ABI major, the table's size, the required functions, the identity and the
// parameter schema, in that order, the first problem found being the refusal.
#pragma once

#include <plateau/abi.h>

#include <string>

namespace plateau::core {

struct PluginTableCheck {
    // The host's copy of the table; meaningful only when `refusal` is empty.
    plateau_plugin table{};
    // Why the host refuses the table ("ABI major 2, this host speaks 1"); empty: accepted.
    std::string refusal;
};

// `returned` is what plateau_entry returned: a table of `returned.struct_size` bytes, which may
// be shorter (an older plugin) or longer (a newer one) than this host's plateau_plugin.
[[nodiscard]] PluginTableCheck check_plugin_table(const plateau_plugin& returned);

// A zeroed table with min(struct_size, sizeof(plateau_plugin)) bytes of `returned` copied in,
// so the fields an older plugin does not know read as zero / NULL.
[[nodiscard]] plateau_plugin copy_plugin_table(const plateau_plugin& returned);

}  // namespace plateau::core
