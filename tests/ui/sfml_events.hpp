// SFML events as the window would receive them, for the ui tests that feed them to the
// screens' logic without a window.
#pragma once

#include <SFML/Window/Event.hpp>

namespace plateau::ui::test {

// A press or release (`type`) of the left button at (x, y).
inline sf::Event mouse_button(sf::Event::EventType type, int x, int y) {
    sf::Event e{};
    e.type = type;
    e.mouseButton.button = sf::Mouse::Left;
    e.mouseButton.x = x;
    e.mouseButton.y = y;
    return e;
}

// A key pressed, with Shift or not.
inline sf::Event key_pressed(sf::Keyboard::Key code, bool shift = false) {
    sf::Event e{};
    e.type = sf::Event::KeyPressed;
    e.key.code = code;
    e.key.shift = shift;
    return e;
}

}  // namespace plateau::ui::test
