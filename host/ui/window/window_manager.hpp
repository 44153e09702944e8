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
    // window; a window manager that died without removing it still counts, as the child
    // window it names is not read: a stale one would be an X error, and Xlib's default
    // handler ends the program). Without one nobody places a new window: SFML's own
    // placement is off (a window the screen's size opened 100 pixels down under Xvfb).
    [[nodiscard]] bool runs() const;

    // Tells the window manager the least size the window may be dragged to (the X11 size
    // hints' minimum; 0 on a side: none). The window manager keeps a drag there; without
    // one, nothing does, and the window's own resize handling grows it back.
    void ask_least_size(unsigned width, unsigned height);

    // What the window manager has made of the window (_NET_WM_STATE).
    struct State {
        bool maximised = false;  // both ways
        // Maximised either way (a half-screen tiling is maximised up and down only) or full
        // screen: its size is the window manager's, not one the player chose.
        bool sized_by_manager = false;
    };
    [[nodiscard]] State state() const;

    // Asks the window manager to maximise the window (both ways).
    void maximise();

  private:
    _XDisplay* display_;
    sf::WindowHandle window_;
    // The atoms used, interned once (an atom lasts as long as the server).
    unsigned long wm_check_ = 0;
    unsigned long wm_state_ = 0;
    unsigned long maximised_vert_ = 0;
    unsigned long maximised_horz_ = 0;
    unsigned long fullscreen_ = 0;
};

}  // namespace plateau::ui
