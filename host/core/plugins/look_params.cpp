#include "core/plugins/look_params.hpp"

#include <set>
#include <string_view>

#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

bool is_param_key(const plateau_plugin& table, std::string_view key) {
    for (std::uint32_t i = 0; table.params != nullptr && i < table.param_count; ++i) {
        if (table.params[i].key != nullptr && key == table.params[i].key) return true;
    }
    return false;
}

}  // namespace

std::vector<std::string> look_param_keys(const plateau_plugin& table) {
    std::vector<std::string> keys;
    for (std::uint32_t i = 0; table.look_params != nullptr && i < table.look_param_count; ++i) {
        if (table.look_params[i] != nullptr) keys.emplace_back(table.look_params[i]);
    }
    return keys;
}

std::string find_look_params_problem(const plateau_plugin& table) {
    if (table.look_param_count > 0 && table.look_params == nullptr) {
        return format(tr("look_param_count is {} but look_params is NULL"), table.look_param_count);
    }
    std::set<std::string_view> seen;
    for (std::uint32_t i = 0; table.look_params != nullptr && i < table.look_param_count; ++i) {
        if (table.look_params[i] == nullptr) {
            return format(tr("look_params entry {} is NULL"), i + 1);
        }
        const std::string_view key = table.look_params[i];
        if (!is_param_key(table, key)) {
            return format(tr("look_params: '{}' is not the key of one of its parameters"), key);
        }
        if (!seen.insert(key).second) {
            return format(tr("look_params: '{}' is given twice"), key);
        }
    }
    return {};
}

}  // namespace plateau::core
