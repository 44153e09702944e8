#include "ui/window/window_manager.hpp"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <array>

namespace plateau::ui {
namespace {

// An atom the server already knows, else None (nobody has used it: no window manager).
Atom known_atom(Display* display, const char* name) { return XInternAtom(display, name, True); }

// The 32-bit items of a property (longs, as Xlib gives them), or none.
template <class Each>
void read_property(Display* display, Window window, Atom property, Atom type, Each each) {
    Atom actual = None;
    int format = 0;
    unsigned long count = 0;
    unsigned long after = 0;
    unsigned char* data = nullptr;
    if (XGetWindowProperty(display, window, property, 0, 64, False, type, &actual, &format, &count,
                           &after, &data) != Success) {
        return;
    }
    if (data != nullptr && actual == type && format == 32) {
        const auto* items = reinterpret_cast<const unsigned long*>(data);
        for (unsigned long k = 0; k < count; ++k) each(items[k]);
    }
    if (data != nullptr) XFree(data);
}

}  // namespace

WindowManager::WindowManager(sf::WindowHandle window)
    : display_(XOpenDisplay(nullptr)), window_(window) {}

WindowManager::~WindowManager() {
    if (display_ != nullptr) XCloseDisplay(display_);  // flushes what was asked
}

bool WindowManager::runs() const {
    if (display_ == nullptr) return false;
    const Atom check = known_atom(display_, "_NET_SUPPORTING_WM_CHECK");
    if (check == None) return false;
    bool found = false;
    read_property(display_, DefaultRootWindow(display_), check, XA_WINDOW,
                  [&](unsigned long) { found = true; });
    return found;
}

void WindowManager::ask_least_size(unsigned width, unsigned height) {
    if (display_ == nullptr) return;
    XSizeHints* hints = XAllocSizeHints();
    if (hints == nullptr) return;
    long given = 0;
    XGetWMNormalHints(display_, window_, hints, &given);  // keep what SFML set
    hints->flags |= PMinSize;
    hints->min_width = static_cast<int>(width);
    hints->min_height = static_cast<int>(height);
    XSetWMNormalHints(display_, window_, hints);
    XFree(hints);
    XFlush(display_);
}

bool WindowManager::maximised() const {
    if (display_ == nullptr) return false;
    const Atom state = known_atom(display_, "_NET_WM_STATE");
    if (state == None) return false;
    const std::array<Atom, 3> full = {known_atom(display_, "_NET_WM_STATE_MAXIMIZED_VERT"),
                                      known_atom(display_, "_NET_WM_STATE_MAXIMIZED_HORZ"),
                                      known_atom(display_, "_NET_WM_STATE_FULLSCREEN")};
    bool found = false;
    read_property(display_, window_, state, XA_ATOM, [&](unsigned long item) {
        for (const Atom atom : full) found = found || (atom != None && item == atom);
    });
    return found;
}

void WindowManager::maximise() {
    if (display_ == nullptr) return;
    // EWMH: a client message to the root window, which the window manager acts on.
    XEvent event{};
    event.xclient.type = ClientMessage;
    event.xclient.window = window_;
    event.xclient.message_type = XInternAtom(display_, "_NET_WM_STATE", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = 1;  // _NET_WM_STATE_ADD
    event.xclient.data.l[1] =
        static_cast<long>(XInternAtom(display_, "_NET_WM_STATE_MAXIMIZED_VERT", False));
    event.xclient.data.l[2] =
        static_cast<long>(XInternAtom(display_, "_NET_WM_STATE_MAXIMIZED_HORZ", False));
    event.xclient.data.l[3] = 1;  // asked by an application
    XSendEvent(display_, DefaultRootWindow(display_), False,
               SubstructureRedirectMask | SubstructureNotifyMask, &event);
    XFlush(display_);
}

}  // namespace plateau::ui
