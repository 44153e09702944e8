// Values written as TOML text: a game's parameter defaults and presets (plateau/params.hpp),
// and the host's own files. One implementation for both sides, so that a text a plugin
// writes reads back the same in the host.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace plateau {

// A TOML basic string: "..." with \" \\ and every control character escaped.
[[nodiscard]] inline std::string toml_string(std::string_view text) {
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

namespace detail {

// ["a", "b"]: a TOML array of basic strings (the defaults of Param's list factories).
[[nodiscard]] inline std::string toml_string_list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += ", ";
        out += toml_string(items[i]);
    }
    return out + "]";
}

}  // namespace detail

// The shortest text that reads back as the same double, always a TOML float: 0.2, 1.0, 1e+20.
[[nodiscard]] inline std::string toml_number(double number) {
    if (std::isnan(number)) return "nan";
    if (std::isinf(number)) return number > 0 ? "inf" : "-inf";
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    std::string out(buffer, result.ptr);
    // "1" would read back as an integer: keep it a float.
    if (out.find_first_of(".e") == std::string::npos) out += ".0";
    return out;
}

}  // namespace plateau
