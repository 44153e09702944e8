#include "core/plugins/plugin_table_check.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "core/plugins/plugin_schema_check.hpp"

namespace plateau::core {
namespace {

std::string find_required_function_missing(const plateau_plugin& table) {
    const std::pair<const char*, bool> required[] = {
        {"create", table.create != nullptr},
        {"destroy", table.destroy != nullptr},
        {"initial_state", table.initial_state != nullptr},
        {"apply_move", table.apply_move != nullptr},
        {"free_state", table.free_state != nullptr},
        {"text_form", table.text_form != nullptr},
        {"status", table.status != nullptr},
        {"draw", table.draw != nullptr},
    };
    for (const auto& [name, is_set] : required) {
        if (!is_set) return std::string("required function '") + name + "' is NULL";
    }
    return {};
}

std::string find_identity_problem(const plateau_plugin& table) {
    if (table.id == nullptr || *table.id == '\0') return "the plugin has no id";
    if (!is_plain_word(table.id)) {
        return std::string("id '") + table.id + "' is not one word of a-z, 0-9, '_' and '-'";
    }
    if (table.name == nullptr || *table.name == '\0') return "the plugin has no name";
    return {};
}

// ABI 1.2: 0, or a lower-case letter (the window could not tell a digit or a named key
// from the game's own input).
std::string find_menu_key_problem(const plateau_plugin& table) {
    if (table.menu_key == 0 || (table.menu_key >= 'a' && table.menu_key <= 'z')) return {};
    return "menu_key " + std::to_string(table.menu_key) + " is not 0 or a lower-case letter";
}

}  // namespace

plateau_plugin copy_plugin_table(const plateau_plugin& returned) {
    plateau_plugin copy{};
    std::memcpy(&copy, &returned, std::min<std::size_t>(returned.struct_size, sizeof copy));
    return copy;
}

PluginTableCheck check_plugin_table(const plateau_plugin& returned) {
    PluginTableCheck check;
    // The three header fields come first in every version of the table.
    if (returned.abi_major != PLATEAU_ABI_MAJOR) {
        check.refusal = "ABI major " + std::to_string(returned.abi_major) + ", this host speaks " +
                        std::to_string(PLATEAU_ABI_MAJOR);
        return check;
    }
    if (returned.struct_size < PLATEAU_PLUGIN_V1_SIZE) {
        check.refusal = "struct_size " + std::to_string(returned.struct_size) +
                        " is smaller than the " + std::to_string(PLATEAU_PLUGIN_V1_SIZE) +
                        " bytes of a version 1 plugin table";
        return check;
    }
    check.table = copy_plugin_table(returned);
    check.refusal = find_required_function_missing(check.table);
    if (check.refusal.empty()) check.refusal = find_identity_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_menu_key_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_schema_problem(check.table);
    return check;
}

}  // namespace plateau::core
