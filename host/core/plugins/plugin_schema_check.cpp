#include "core/plugins/plugin_schema_check.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <set>

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
    if (param.key == nullptr) return "parameter " + std::to_string(position) + " has no key";
    const std::string key = quoted(param.key);
    if (!is_plain_word(param.key)) {
        return "parameter key " + key + " is not one word of a-z, 0-9, '_' and '-'";
    }
    if (!keys.insert(param.key).second) return "parameter key " + key + " appears twice";
    if (param.label == nullptr) return "parameter " + key + " has no label";
    if (param.default_toml == nullptr) return "parameter " + key + " has no default_toml";
    if (const std::int32_t type = raw_enum_value(param.type);
        type < 0 || type > std::int32_t{PLATEAU_PARAM_COLOUR_LIST}) {
        return "parameter " + key + " has an unknown type " + std::to_string(type);
    }
    if (param.type == PLATEAU_PARAM_CHOICE) {
        if (param.choices == nullptr || param.choice_count == 0) {
            return "choice parameter " + key + " has no choices";
        }
        const auto* const end = param.choices + param.choice_count;
        if (std::find(param.choices, end, nullptr) != end) {
            return "choice parameter " + key + " has a NULL choice";
        }
    }
    return {};
}

std::string find_params_problem(const plateau_plugin& table) {
    if (table.param_count > 0 && table.params == nullptr) {
        return "param_count is " + std::to_string(table.param_count) + " but params is NULL";
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
        return "preset_count is " + std::to_string(table.preset_count) + " but presets is NULL";
    }
    for (std::uint32_t i = 0; i < table.preset_count; ++i) {
        const plateau_preset_def& preset = table.presets[i];
        if (preset.id == nullptr) return "preset " + std::to_string(i + 1) + " has no id";
        if (preset.label == nullptr) return "preset " + quoted(preset.id) + " has no label";
        if (preset.values_toml == nullptr) {
            return "preset " + quoted(preset.id) + " has no values_toml";
        }
    }
    return {};
}

std::string find_commands_problem(const plateau_plugin& table) {
    if (table.command_count > 0 && table.commands == nullptr) {
        return "command_count is " + std::to_string(table.command_count) + " but commands is NULL";
    }
    for (std::uint32_t i = 0; i < table.command_count; ++i) {
        const plateau_command_def& command = table.commands[i];
        if (command.name == nullptr) return "command " + std::to_string(i + 1) + " has no name";
        if (command.args == nullptr || command.help == nullptr) {
            return "command " + quoted(command.name) + " has no args or no help text";
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
