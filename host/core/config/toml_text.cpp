#include "core/config/toml_text.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <type_traits>

namespace plateau::core {

std::string toml_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\f':
                out += "\\f";
                break;
            case '\r':
                out += "\\r";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                    out += escaped;
                } else {
                    out += c;
                }
        }
    }
    out += '"';
    return out;
}

std::string toml_number(double number) {
    if (std::isnan(number)) return "nan";
    if (std::isinf(number)) return number > 0 ? "inf" : "-inf";
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    std::string out(buffer, result.ptr);
    // "1" would read back as an integer: keep it a float.
    if (out.find_first_of(".e") == std::string::npos) out += ".0";
    return out;
}

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
