// The window's colours: a light and a dark theme in the GNOME palette, each colour
// overridable in config/plateau.toml ([theme.light] / [theme.dark]).
#pragma once

#include <SFML/Graphics/Color.hpp>
#include <optional>
#include <string>

namespace plateau::core {
struct HostConfig;
}

namespace plateau::ui {

struct Theme {
    // The five colours a configuration can set.
    sf::Color background;  // the window behind everything
    sf::Color surface;     // cards, bars, panels
    sf::Color text;
    sf::Color accent;  // the main button, the focus ring, links
    sf::Color muted;   // secondary text, disabled things
    // Derived from the five.
    sf::Color border;       // thin lines between surfaces
    sf::Color hover;        // a control under the pointer
    sf::Color pressed;      // a button being pressed
    sf::Color accent_text;  // text on the accent colour
    sf::Color shadow;       // under a lifted card
    sf::Color dim;          // over the board behind a panel
    sf::Color error;        // an inline error
    sf::Color refused;      // the card of a plugin that did not load
    bool dark = false;
};

// The theme the configuration names, with its overrides. A colour that is not #rrggbb
// keeps the default (the configuration reader already refused bad ones).
[[nodiscard]] Theme theme_from_config(const core::HostConfig& config);

// "#rrggbb" to a colour; nullopt for anything else.
[[nodiscard]] std::optional<sf::Color> parse_hex_colour(const std::string& text);
// A colour as "#rrggbb".
[[nodiscard]] std::string hex_colour(sf::Color colour);

// a at t = 0, b at t = 1 (alpha too).
[[nodiscard]] sf::Color mix(sf::Color a, sf::Color b, float t);
[[nodiscard]] sf::Color with_alpha(sf::Color colour, sf::Uint8 alpha);

}  // namespace plateau::ui
