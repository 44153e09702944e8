#include "ui/draw/theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/config/host_config.hpp"

namespace plateau::ui {

std::optional<sf::Color> parse_hex_colour(const std::string& text) {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    unsigned value = 0;
    for (std::size_t i = 1; i < 7; ++i) {
        const char c = text[i];
        unsigned digit = 0;
        if (c >= '0' && c <= '9') {
            digit = static_cast<unsigned>(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            digit = static_cast<unsigned>(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            digit = static_cast<unsigned>(c - 'A' + 10);
        } else {
            return std::nullopt;
        }
        value = value * 16 + digit;
    }
    return sf::Color(static_cast<sf::Uint8>(value >> 16), static_cast<sf::Uint8>(value >> 8),
                     static_cast<sf::Uint8>(value));
}

std::string hex_colour(sf::Color colour) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", colour.r, colour.g, colour.b);
    return text;
}

sf::Color mix(sf::Color a, sf::Color b, float t) {
    t = std::clamp(t, 0.0f, 1.0f);
    const auto channel = [t](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(
            std::lround(static_cast<float>(x) * (1 - t) + static_cast<float>(y) * t));
    };
    return sf::Color(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), channel(a.a, b.a));
}

sf::Color with_alpha(sf::Color colour, sf::Uint8 alpha) {
    colour.a = alpha;
    return colour;
}

namespace {

// Adwaita's colours (libadwaita's window, card, text, accent and dim label colours).
Theme light_defaults() {
    Theme t;
    t.background = sf::Color(0xf6, 0xf5, 0xf4);
    t.surface = sf::Color(0xff, 0xff, 0xff);
    t.text = sf::Color(0x24, 0x1f, 0x31);
    t.accent = sf::Color(0x35, 0x84, 0xe4);
    t.muted = sf::Color(0x6c, 0x6a, 0x74);
    return t;
}

Theme dark_defaults() {
    Theme t;
    t.background = sf::Color(0x24, 0x24, 0x24);
    t.surface = sf::Color(0x36, 0x36, 0x36);
    t.text = sf::Color(0xf6, 0xf5, 0xf4);
    t.accent = sf::Color(0x35, 0x84, 0xe4);
    t.muted = sf::Color(0xb0, 0xae, 0xb8);
    t.dark = true;
    return t;
}

void override_colour(sf::Color& colour, const std::optional<std::string>& text) {
    if (!text) return;
    if (const auto parsed = parse_hex_colour(*text)) colour = *parsed;
}

void derive(Theme& t) {
    t.border = mix(t.surface, t.text, t.dark ? 0.16f : 0.13f);
    t.hover = mix(t.surface, t.text, t.dark ? 0.10f : 0.06f);
    t.pressed = mix(t.surface, t.text, t.dark ? 0.18f : 0.12f);
    // White on the accent unless the accent is light.
    const float luma = 0.2126f * static_cast<float>(t.accent.r) +
                       0.7152f * static_cast<float>(t.accent.g) +
                       0.0722f * static_cast<float>(t.accent.b);
    t.accent_text = luma > 170 ? sf::Color(0x24, 0x1f, 0x31) : sf::Color::White;
    t.shadow = sf::Color(0, 0, 0, t.dark ? 90 : 38);
    t.dim = with_alpha(t.background, 170);
    t.error = t.dark ? sf::Color(0xff, 0x7b, 0x63) : sf::Color(0xc0, 0x1c, 0x28);
    t.refused = mix(t.background, t.surface, 0.45f);
}

}  // namespace

Theme theme_from_config(const core::HostConfig& config) {
    const bool dark = config.theme.name == core::ThemeName::dark;
    Theme t = dark ? dark_defaults() : light_defaults();
    const core::ThemeColours& overrides = dark ? config.theme.dark : config.theme.light;
    override_colour(t.background, overrides.background);
    override_colour(t.surface, overrides.surface);
    override_colour(t.text, overrides.text);
    override_colour(t.accent, overrides.accent);
    override_colour(t.muted, overrides.muted);
    derive(t);
    return t;
}

}  // namespace plateau::ui
