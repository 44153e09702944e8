#pragma once

#include <SFML/Window/WindowHandle.hpp>

namespace plateau::ui {

// Tells the window manager the least size the window may be dragged to (the X11 size hints'
// minimum, which SFML 2.5 cannot set). The window manager keeps a drag there; without one,
// nothing does, and the window's own resize handling grows it back.
void ask_least_size(sf::WindowHandle window, unsigned width, unsigned height);

}  // namespace plateau::ui
