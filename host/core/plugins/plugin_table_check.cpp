#include "core/plugins/plugin_table_check.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "core/i18n/translate.hpp"
#include "core/plugins/look_params.hpp"
#include "core/plugins/name_words.hpp"
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
        if (!is_set) return format(tr("required function '{}' is NULL"), name);
    }
    return {};
}

// Pointers that contradict the table's own declarations: a hint or a command the host could
// not run, half a ui, half a job.
std::string find_declaration_problem(const plateau_plugin& table) {
    if ((table.new_ui == nullptr) != (table.free_ui == nullptr)) {
        return table.new_ui != nullptr ? tr("new_ui is set but free_ui is NULL")
                                       : tr("free_ui is set but new_ui is NULL");
    }
    if (table.job_start != nullptr && (table.job_poll == nullptr || table.job_free == nullptr)) {
        return tr("job_start is set but job_poll or job_free is NULL");
    }
    if (table.has_hint != 0 && table.job_start == nullptr) {
        return tr("has_hint is 1 but job_start is NULL: the hint could not be asked for");
    }
    for (std::uint32_t i = 0; table.commands != nullptr && i < table.command_count; ++i) {
        const plateau_command_def& command = table.commands[i];
        const char* name = command.name != nullptr ? command.name : "?";
        if (command.is_job != 0 && table.job_start == nullptr) {
            return format(tr("command '{}' is a job but job_start is NULL"), name);
        }
        if (command.is_job == 0 && table.run_command == nullptr) {
            return format(tr("command '{}' is not a job but run_command is NULL"), name);
        }
    }
    return {};
}

std::string find_identity_problem(const plateau_plugin& table) {
    if (table.id == nullptr || *table.id == '\0') return tr("the plugin has no id");
    if (!is_plain_word(table.id)) {
        return format(tr("id '{}' is not one word of a-z, 0-9, '_' and '-'"), table.id);
    }
    if (table.name == nullptr || *table.name == '\0') return tr("the plugin has no name");
    return {};
}

// ABI 1.2: 0, or a lower-case letter (the window could not tell a digit or a named key
// from the game's own input).
std::string find_menu_key_problem(const plateau_plugin& table) {
    if (table.menu_key == 0 || (table.menu_key >= 'a' && table.menu_key <= 'z')) return {};
    return format(tr("menu_key {} is not 0 or a lower-case letter"), table.menu_key);
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
        check.refusal =
            format(tr("ABI major {}, this host speaks {}"), returned.abi_major, PLATEAU_ABI_MAJOR);
        return check;
    }
    if (returned.struct_size < PLATEAU_PLUGIN_V1_SIZE) {
        check.refusal =
            format(tr("struct_size {} is smaller than the {} bytes of a version 1 plugin table"),
                   returned.struct_size, PLATEAU_PLUGIN_V1_SIZE);
        return check;
    }
    check.table = copy_plugin_table(returned);
    check.refusal = find_required_function_missing(check.table);
    if (check.refusal.empty()) check.refusal = find_identity_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_menu_key_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_schema_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_declaration_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_name_words_problem(check.table);
    if (check.refusal.empty()) check.refusal = find_look_params_problem(check.table);
    return check;
}

}  // namespace plateau::core
