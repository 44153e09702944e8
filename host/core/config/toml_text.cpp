#include "core/config/toml_text.hpp"

#include <type_traits>

namespace plateau::core {

std::string to_toml_value(const ParamValue& value) {
    return std::visit(
        [](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::int64_t>) {
                return std::to_string(v);
            } else if constexpr (std::is_same_v<T, double>) {
                return toml_number(v);
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? "true" : "false";
            } else if constexpr (std::is_same_v<T, std::string>) {
                return toml_string(v);
            } else {
                std::string out = "[";
                for (const auto& item : v) {
                    if (out.size() > 1) out += ", ";
                    out += toml_string(item);
                }
                return out + "]";
            }
        },
        value);
}

std::string to_toml_value(const Setting& setting) { return to_toml_value(setting.value); }

}  // namespace plateau::core
