// plateau::format: a message with its values put in, for texts that are translated.
//
//   plateau::format(tr("Column {} is full"), column)
//   plateau::format(tr("{0} beats {1}"), winner, loser)   // a translation may swap them
//
// A translated sentence cannot be glued from pieces (word order differs between
// languages), so a message is one pattern with places for its values: `{}` takes the next
// value, `{N}` the value numbered N (from 0), and `{{` and `}}` are the braces themselves.
// Values are texts (std::string, std::string_view, const char*), characters, whole numbers
// and floating-point numbers (written shortest, with a '.': "2.5"). A place with no value
// (or a stray brace) is left as written, so a faulty translation shows, and never crashes.
// GCC 12, the compiler of Debian 12, has no std::format: this is the small part of it a
// message needs.
#pragma once

#include <array>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

namespace plateau {

namespace detail {

// One value, written as text.
template <class T>
std::string format_value(const T& value) {
    using V = std::remove_cvref_t<T>;
    if constexpr (std::is_same_v<V, bool>) {
        return value ? "true" : "false";
    } else if constexpr (std::is_same_v<V, char>) {
        return std::string(1, value);
    } else if constexpr (std::is_integral_v<V> || std::is_floating_point_v<V>) {
        std::array<char, 64> buffer{};
        const auto [end, error] =
            std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
        return error == std::errc{} ? std::string(buffer.data(), end) : std::string("?");
    } else {
        static_assert(std::is_convertible_v<const T&, std::string_view>,
                      "plateau::format takes texts, characters and numbers");
        return std::string(std::string_view(value));
    }
}

}  // namespace detail

// `pattern` with its `{}` / `{N}` places filled from `values` (see the top of this file).
template <class... Values>
[[nodiscard]] std::string format(std::string_view pattern, const Values&... values) {
    const std::array<std::string, sizeof...(Values)> texts{detail::format_value(values)...};
    std::string out;
    out.reserve(pattern.size() + 16 * sizeof...(Values));
    std::size_t next = 0;  // the value an empty `{}` takes
    for (std::size_t at = 0; at < pattern.size(); ++at) {
        const char c = pattern[at];
        if ((c == '{' || c == '}') && at + 1 < pattern.size() && pattern[at + 1] == c) {
            out += c;  // `{{` or `}}`
            ++at;
            continue;
        }
        if (c == '{') {
            const std::size_t close = pattern.find('}', at);
            const std::string_view inside = close == std::string_view::npos
                                                ? std::string_view{}
                                                : pattern.substr(at + 1, close - at - 1);
            std::size_t index = next;
            bool readable = close != std::string_view::npos;
            if (readable && !inside.empty()) {
                const auto [end, error] =
                    std::from_chars(inside.data(), inside.data() + inside.size(), index);
                readable = error == std::errc{} && end == inside.data() + inside.size();
            }
            if (readable && index < texts.size()) {
                out += texts[index];
                if (inside.empty()) ++next;
                at = close;
                continue;
            }
        }
        out += c;
    }
    return out;
}

}  // namespace plateau
