#include "ui/window/least_size.hpp"

#include <X11/Xlib.h>
#include <X11/Xutil.h>

namespace plateau::ui {

void ask_least_size(sf::WindowHandle window, unsigned width, unsigned height) {
    // A connection of its own: SFML keeps its display to itself. Any client may set a
    // window's properties; the hints are the window's, not the connection's.
    Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) return;
    XSizeHints* hints = XAllocSizeHints();
    if (hints != nullptr) {
        long given = 0;
        XGetWMNormalHints(display, window, hints, &given);  // keep what SFML set
        hints->flags |= PMinSize;
        hints->min_width = static_cast<int>(width);
        hints->min_height = static_cast<int>(height);
        XSetWMNormalHints(display, window, hints);
        XFree(hints);
    }
    XCloseDisplay(display);  // flushes the request
}

}  // namespace plateau::ui
