// plateau::Colour and the colour names a configuration file may use.
//
// A colour setting is written either as a name from the palette below (any case) or as
// #rrggbb / #rrggbbaa (hex digits in any case). The palette follows the GNOME HIG colours
// (softer than pure primaries, readable on light and dark themes); the few names GNOME
// has no colour for (cyan, olive, lime) use values chosen to sit well beside it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace plateau {

struct Colour {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;

    // 0xRRGGBBAA, as plateau_canvas takes it.
    [[nodiscard]] constexpr std::uint32_t rgba() const noexcept {
        return (std::uint32_t{r} << 24) | (std::uint32_t{g} << 16) | (std::uint32_t{b} << 8) |
               std::uint32_t{a};
    }
    [[nodiscard]] static constexpr Colour from_rgba(std::uint32_t v) noexcept {
        return {static_cast<std::uint8_t>(v >> 24), static_cast<std::uint8_t>(v >> 16),
                static_cast<std::uint8_t>(v >> 8), static_cast<std::uint8_t>(v)};
    }

    friend constexpr bool operator==(const Colour&, const Colour&) = default;
};

struct NamedColour {
    std::string_view name;  // lower case
    Colour colour;
};

// The palette, in the order error messages list it. Opaque colours; hex in comments.
inline constexpr std::array<NamedColour, 24> colour_palette{{
    {"black", {0x00, 0x00, 0x00}},      // #000000
    {"white", {0xff, 0xff, 0xff}},      // #ffffff
    {"red", {0xe0, 0x1b, 0x24}},        // #e01b24  GNOME red 3
    {"green", {0x33, 0xd1, 0x7a}},      // #33d17a  GNOME green 3
    {"blue", {0x35, 0x84, 0xe4}},       // #3584e4  GNOME blue 3
    {"yellow", {0xf6, 0xd3, 0x2d}},     // #f6d32d  GNOME yellow 3
    {"magenta", {0xc0, 0x61, 0xcb}},    // #c061cb  GNOME purple 2
    {"cyan", {0x33, 0xc7, 0xde}},       // #33c7de
    {"orange", {0xff, 0x78, 0x00}},     // #ff7800  GNOME orange 3
    {"purple", {0x91, 0x41, 0xac}},     // #9141ac  GNOME purple 3
    {"pink", {0xd5, 0x61, 0x99}},       // #d56199  libadwaita pink accent
    {"brown", {0x98, 0x6a, 0x44}},      // #986a44  GNOME brown 3
    {"grey", {0x9a, 0x99, 0x96}},       // #9a9996  GNOME light 5
    {"gray", {0x9a, 0x99, 0x96}},       // #9a9996  same as grey
    {"lightgrey", {0xde, 0xdd, 0xda}},  // #deddda  GNOME light 3
    {"lightgray", {0xde, 0xdd, 0xda}},  // #deddda  same as lightgrey
    {"darkgrey", {0x5e, 0x5c, 0x64}},   // #5e5c64  GNOME dark 2
    {"darkgray", {0x5e, 0x5c, 0x64}},   // #5e5c64  same as darkgrey
    {"navy", {0x1a, 0x5f, 0xb4}},       // #1a5fb4  GNOME blue 5
    {"teal", {0x21, 0x90, 0xa4}},       // #2190a4  libadwaita teal accent
    {"olive", {0x98, 0x97, 0x1a}},      // #98971a
    {"maroon", {0xa5, 0x1d, 0x2d}},     // #a51d2d  GNOME red 5
    {"lime", {0xa3, 0xe0, 0x48}},       // #a3e048
    {"silver", {0xc0, 0xbf, 0xbc}},     // #c0bfbc  GNOME light 4
}};

namespace detail {

inline constexpr auto colour_name_list = [] {
    std::array<std::string_view, colour_palette.size()> names{};
    for (std::size_t i = 0; i < names.size(); ++i) names[i] = colour_palette[i].name;
    return names;
}();

[[nodiscard]] constexpr char ascii_lower(char c) noexcept {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

[[nodiscard]] constexpr int hex_digit(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    c = ascii_lower(c);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Two hex digits at text[i], or -1.
[[nodiscard]] constexpr int hex_byte(std::string_view text, std::size_t i) noexcept {
    const int hi = hex_digit(text[i]);
    const int lo = hex_digit(text[i + 1]);
    return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

[[nodiscard]] constexpr bool equal_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
    }
    return true;
}

// t clamped to [0, 1]; NaN counts as 0.
[[nodiscard]] constexpr float unit_clamp(float t) noexcept {
    return t > 0.0f ? (t < 1.0f ? t : 1.0f) : 0.0f;
}

[[nodiscard]] constexpr std::uint8_t round_channel(float v) noexcept {
    // v is within [0, 255], so adding 0.5 and truncating rounds to nearest (std::lround is
    // not constexpr).
    return static_cast<std::uint8_t>(v + 0.5f);  // NOLINT(bugprone-incorrect-roundings)
}

}  // namespace detail

// The palette's names, for error messages and settings forms.
[[nodiscard]] constexpr std::span<const std::string_view> colour_names() noexcept {
    return detail::colour_name_list;
}

// A palette name (any case), #rrggbb (opaque) or #rrggbbaa; nothing else (no spaces, no
// #rgb shorthand). std::nullopt when the text is not a colour.
[[nodiscard]] constexpr std::optional<Colour> parse_colour(std::string_view text) noexcept {
    if (!text.empty() && text[0] == '#') {
        if (text.size() != 7 && text.size() != 9) return std::nullopt;
        int channels[4] = {0, 0, 0, 255};
        for (std::size_t i = 0; 1 + 2 * i < text.size(); ++i) {
            channels[i] = detail::hex_byte(text, 1 + 2 * i);
            if (channels[i] < 0) return std::nullopt;
        }
        return Colour{
            static_cast<std::uint8_t>(channels[0]), static_cast<std::uint8_t>(channels[1]),
            static_cast<std::uint8_t>(channels[2]), static_cast<std::uint8_t>(channels[3])};
    }
    for (const NamedColour& named : colour_palette) {
        if (detail::equal_ignoring_case(text, named.name)) return named.colour;
    }
    return std::nullopt;
}

namespace detail {

inline void append_hex_byte(std::string& out, std::uint8_t v) {
    constexpr std::string_view digits = "0123456789abcdef";
    out += digits[v >> 4];
    out += digits[v & 0x0f];
}

}  // namespace detail

// "#rrggbb", lower case; alpha is left out.
[[nodiscard]] inline std::string to_hex(Colour c) {
    std::string out = "#";
    detail::append_hex_byte(out, c.r);
    detail::append_hex_byte(out, c.g);
    detail::append_hex_byte(out, c.b);
    return out;
}

// Mixes towards white by `amount` (0: unchanged, 1: white; clamped), keeping alpha.
[[nodiscard]] constexpr Colour lighten(Colour c, float amount) noexcept {
    const float t = detail::unit_clamp(amount);
    const auto mix = [t](std::uint8_t v) {
        return detail::round_channel(static_cast<float>(v) + (255.0f - static_cast<float>(v)) * t);
    };
    return {mix(c.r), mix(c.g), mix(c.b), c.a};
}

// Mixes towards black by `amount` (0: unchanged, 1: black; clamped), keeping alpha.
[[nodiscard]] constexpr Colour darken(Colour c, float amount) noexcept {
    const float t = detail::unit_clamp(amount);
    const auto mix = [t](std::uint8_t v) {
        return detail::round_channel(static_cast<float>(v) * (1.0f - t));
    };
    return {mix(c.r), mix(c.g), mix(c.b), c.a};
}

[[nodiscard]] constexpr Colour with_alpha(Colour c, std::uint8_t alpha) noexcept {
    c.a = alpha;
    return c;
}

// The colour `t` of the way from `from` to `to` (0: from, 1: to; clamped), alpha too.
[[nodiscard]] constexpr Colour mix(Colour from, Colour to, float t) noexcept {
    const float u = detail::unit_clamp(t);
    const auto channel = [u](std::uint8_t a, std::uint8_t b) {
        return detail::round_channel(static_cast<float>(a) +
                                     (static_cast<float>(b) - static_cast<float>(a)) * u);
    };
    return {channel(from.r, to.r), channel(from.g, to.g), channel(from.b, to.b),
            channel(from.a, to.a)};
}

}  // namespace plateau
