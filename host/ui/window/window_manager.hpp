// What the window manager is told and asked, through Xlib: SFML 2.5 can do neither. The one
// place outside SFML that speaks X11. Without a window manager both do nothing.
#pragma once

#include <SFML/Window/WindowHandle.hpp>

namespace plateau::ui {

// Tells the window manager the least size the window may be dragged to (the X11 size hints'
// minimum; 0 on a side: none). The window manager keeps a drag there; without one, nothing
// does, and the window's own resize handling grows it back.
void ask_least_size(sf::WindowHandle window, unsigned width, unsigned height);

// Whether a window manager runs (an EWMH one: _NET_SUPPORTING_WM_CHECK on the root window).
// Without one nobody places a new window: SFML's own placement of it is off by the height
// of nothing in particular (a window the screen's size opened 100 pixels down under Xvfb).
[[nodiscard]] bool window_manager_runs();

// Whether the window manager has the window maximised (either way) or full screen
// (_NET_WM_STATE): its size then is the screen's, not one the player chose.
[[nodiscard]] bool is_maximised(sf::WindowHandle window);

}  // namespace plateau::ui
