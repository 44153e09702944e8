#include "core/plugins/plugin_schema_check.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <set>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// The number a C plugin stored in an enum field. Read as bytes: loading a value outside the
// enumerators' range through the C++ enum type is undefined behaviour.
template <class Enum>
std::int32_t raw_enum_value(const Enum& field) {
    static_assert(sizeof(Enum) == sizeof(std::int32_t));
    std::int32_t value = 0;
    std::memcpy(&value, &field, sizeof value);
    return value;
}

std::string quoted(const char* text) { return std::string("'") + text + "'"; }

std::string find_param_problem(const plateau_param_def& param, std::uint32_t position,
                               std::set<std::string_view>& keys) {
    if (param.key == nullptr) return format(tr("parameter {} has no key"), position);
    const std::string key = quoted(param.key);
    if (!is_plain_word(param.key)) {
        return format(tr("parameter key {} is not one word of a-z, 0-9, '_' and '-'"), key);
    }
    if (!keys.insert(param.key).second) return format(tr("parameter key {} appears twice"), key);
    if (param.label == nullptr) return format(tr("parameter {} has no label"), key);
    if (param.default_toml == nullptr) return format(tr("parameter {} has no default_toml"), key);
    if (const std::int32_t type = raw_enum_value(param.type);
        type < 0 || type > std::int32_t{PLATEAU_PARAM_COLOUR_LIST}) {
        return format(tr("parameter {} has an unknown type {}"), key, type);
    }
    if (param.type == PLATEAU_PARAM_CHOICE) {
        if (param.choices == nullptr || param.choice_count == 0) {
            return format(tr("choice parameter {} has no choices"), key);
        }
        const auto* const end = param.choices + param.choice_count;
        if (std::find(param.choices, end, nullptr) != end) {
            return format(tr("choice parameter {} has a NULL choice"), key);
        }
    }
    return {};
}

std::string find_params_problem(const plateau_plugin& table) {
    if (table.param_count > 0 && table.params == nullptr) {
        return format(tr("param_count is {} but params is NULL"), table.param_count);
    }
    std::set<std::string_view> keys;
    for (std::uint32_t i = 0; i < table.param_count; ++i) {
        std::string problem = find_param_problem(table.params[i], i + 1, keys);
        if (!problem.empty()) return problem;
    }
    return {};
}

std::string find_presets_problem(const plateau_plugin& table) {
    if (table.preset_count > 0 && table.presets == nullptr) {
        return format(tr("preset_count is {} but presets is NULL"), table.preset_count);
    }
    for (std::uint32_t i = 0; i < table.preset_count; ++i) {
        const plateau_preset_def& preset = table.presets[i];
        if (preset.id == nullptr) return format(tr("preset {} has no id"), i + 1);
        if (preset.label == nullptr) return format(tr("preset {} has no label"), quoted(preset.id));
        if (preset.values_toml == nullptr) {
            return format(tr("preset {} has no values_toml"), quoted(preset.id));
        }
    }
    return {};
}

std::string find_commands_problem(const plateau_plugin& table) {
    if (table.command_count > 0 && table.commands == nullptr) {
        return format(tr("command_count is {} but commands is NULL"), table.command_count);
    }
    for (std::uint32_t i = 0; i < table.command_count; ++i) {
        const plateau_command_def& command = table.commands[i];
        if (command.name == nullptr) return format(tr("command {} has no name"), i + 1);
        if (command.args == nullptr || command.help == nullptr) {
            return format(tr("command {} has no args or no help text"), quoted(command.name));
        }
    }
    return {};
}

}  // namespace

bool is_plain_word(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

std::string find_schema_problem(const plateau_plugin& table) {
    std::string problem = find_params_problem(table);
    if (problem.empty()) problem = find_presets_problem(table);
    if (problem.empty()) problem = find_commands_problem(table);
    return problem;
}

}  // namespace plateau::core
