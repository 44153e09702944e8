#include "ui/window/window_manager.hpp"

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <array>

namespace plateau::ui {
namespace {

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
    : display_(XOpenDisplay(nullptr)), window_(window) {
    if (display_ == nullptr) return;
    std::array<char*, 5> names = {const_cast<char*>("_NET_SUPPORTING_WM_CHECK"),
                                  const_cast<char*>("_NET_WM_STATE"),
                                  const_cast<char*>("_NET_WM_STATE_MAXIMIZED_VERT"),
                                  const_cast<char*>("_NET_WM_STATE_MAXIMIZED_HORZ"),
                                  const_cast<char*>("_NET_WM_STATE_FULLSCREEN")};
    std::array<Atom, 5> atoms{};
    XInternAtoms(display_, names.data(), static_cast<int>(names.size()), False, atoms.data());
    wm_check_ = atoms[0];
    wm_state_ = atoms[1];
    maximised_vert_ = atoms[2];
    maximised_horz_ = atoms[3];
    fullscreen_ = atoms[4];
}

WindowManager::~WindowManager() {
    if (display_ != nullptr) XCloseDisplay(display_);  // flushes what was asked
}

bool WindowManager::runs() const {
    if (display_ == nullptr) return false;
    bool found = false;
    read_property(display_, DefaultRootWindow(display_), wm_check_, XA_WINDOW,
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

WindowManager::State WindowManager::state() const {
    State state;
    if (display_ == nullptr) return state;
    bool vertical = false;
    bool horizontal = false;
    bool fullscreen = false;
    read_property(display_, window_, wm_state_, XA_ATOM, [&](unsigned long atom) {
        vertical = vertical || atom == maximised_vert_;
        horizontal = horizontal || atom == maximised_horz_;
        fullscreen = fullscreen || atom == fullscreen_;
    });
    state.maximised = vertical && horizontal;
    state.sized_by_manager = vertical || horizontal || fullscreen;
    return state;
}

void WindowManager::maximise() {
    if (display_ == nullptr) return;
    // EWMH: a client message to the root window, which the window manager acts on.
    XEvent event{};
    event.xclient.type = ClientMessage;
    event.xclient.window = window_;
    event.xclient.message_type = wm_state_;
    event.xclient.format = 32;
    event.xclient.data.l[0] = 1;  // _NET_WM_STATE_ADD
    event.xclient.data.l[1] = static_cast<long>(maximised_vert_);
    event.xclient.data.l[2] = static_cast<long>(maximised_horz_);
    event.xclient.data.l[3] = 1;  // asked by an application
    XSendEvent(display_, DefaultRootWindow(display_), False,
               SubstructureRedirectMask | SubstructureNotifyMask, &event);
    XFlush(display_);
}

}  // namespace plateau::ui
