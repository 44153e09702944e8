// What the window manager is told and asked about the window, through Xlib: SFML 2.5 can do
// none of it. The one place outside SFML that speaks X11. Without a window manager (or an X
// connection) each call does nothing, or answers no.
#pragma once

#include <SFML/Window/WindowHandle.hpp>

struct _XDisplay;  // NOLINT(bugprone-reserved-identifier): Xlib's Display, kept from callers

namespace plateau::ui {

class WindowManager {
  public:
    // A connection of its own to the X server (SFML keeps its display to itself): any client
    // may read and set a window's properties.
    explicit WindowManager(sf::WindowHandle window);
    ~WindowManager();
    WindowManager(const WindowManager&) = delete;
    WindowManager& operator=(const WindowManager&) = delete;

    // Whether a window manager runs (an EWMH one: _NET_SUPPORTING_WM_CHECK on the root
    // window). Without one nobody places a new window: SFML's own placement is off (a
    // window the screen's size opened 100 pixels down under Xvfb).
    [[nodiscard]] bool runs() const;

    // Tells the window manager the least size the window may be dragged to (the X11 size
    // hints' minimum; 0 on a side: none). The window manager keeps a drag there; without
    // one, nothing does, and the window's own resize handling grows it back.
    void ask_least_size(unsigned width, unsigned height);

    // Whether the window is maximised (either way) or full screen (_NET_WM_STATE): its size
    // then is the screen's, not one the player chose.
    [[nodiscard]] bool maximised() const;

    // Asks the window manager to maximise the window (both ways).
    void maximise();

  private:
    _XDisplay* display_;
    sf::WindowHandle window_;
};

}  // namespace plateau::ui
