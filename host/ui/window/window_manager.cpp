#include "ui/window/window_manager.hpp"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

namespace plateau::ui {
namespace {

// A connection of its own: SFML keeps its display to itself. Any client may read and set a
// window's properties; they are the window's, not the connection's.
class Connection {
  public:
    Connection() : display_(XOpenDisplay(nullptr)) {}
    ~Connection() {
        if (display_ != nullptr) XCloseDisplay(display_);  // flushes what was asked
    }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    [[nodiscard]] Display* get() const { return display_; }

  private:
    Display* display_;
};

}  // namespace

void ask_least_size(sf::WindowHandle window, unsigned width, unsigned height) {
    const Connection display;
    if (display.get() == nullptr) return;
    XSizeHints* hints = XAllocSizeHints();
    if (hints == nullptr) return;
    long given = 0;
    XGetWMNormalHints(display.get(), window, hints, &given);  // keep what SFML set
    hints->flags |= PMinSize;
    hints->min_width = static_cast<int>(width);
    hints->min_height = static_cast<int>(height);
    XSetWMNormalHints(display.get(), window, hints);
    XFree(hints);
}

bool window_manager_runs() {
    const Connection display;
    if (display.get() == nullptr) return false;
    const Atom check = XInternAtom(display.get(), "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) return false;
    Atom type = None;
    int format = 0;
    unsigned long count = 0;
    unsigned long after = 0;
    unsigned char* data = nullptr;
    const int status =
        XGetWindowProperty(display.get(), DefaultRootWindow(display.get()), check, 0, 1, False,
                           XA_WINDOW, &type, &format, &count, &after, &data);
    const bool runs = status == Success && data != nullptr && type == XA_WINDOW && count == 1;
    if (data != nullptr) XFree(data);
    return runs;
}

bool is_maximised(sf::WindowHandle window) {
    const Connection display;
    if (display.get() == nullptr) return false;
    const Atom state = XInternAtom(display.get(), "_NET_WM_STATE", True);
    if (state == None) return false;  // no window manager has named it: none runs
    const Atom full_ones[] = {XInternAtom(display.get(), "_NET_WM_STATE_MAXIMIZED_VERT", True),
                              XInternAtom(display.get(), "_NET_WM_STATE_MAXIMIZED_HORZ", True),
                              XInternAtom(display.get(), "_NET_WM_STATE_FULLSCREEN", True)};
    Atom type = None;
    int format = 0;
    unsigned long count = 0;
    unsigned long after = 0;
    unsigned char* data = nullptr;
    if (XGetWindowProperty(display.get(), window, state, 0, 64, False, XA_ATOM, &type, &format,
                           &count, &after, &data) != Success ||
        data == nullptr) {
        return false;
    }
    bool maximised = false;
    if (type == XA_ATOM && format == 32) {
        const auto* atoms = reinterpret_cast<const Atom*>(data);  // Xlib gives longs
        for (unsigned long k = 0; k < count; ++k) {
            for (const Atom full : full_ones)
                maximised = maximised || (full != None && atoms[k] == full);
        }
    }
    XFree(data);
    return maximised;
}

}  // namespace plateau::ui
