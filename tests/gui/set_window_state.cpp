// What a window manager does when it maximises a window, for a GUI test with none: sets the
// window's _NET_WM_STATE to the atoms named (xprop -set can set only one).
//
// usage: set_window_state WINDOW_ID ATOM...   (e.g. 0x200006 _NET_WM_STATE_MAXIMIZED_VERT)
#include <X11/Xatom.h>
#include <X11/Xlib.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: set_window_state WINDOW_ID ATOM...\n");
        return 2;
    }
    Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) {
        std::fprintf(stderr, "error: no X display\n");
        return 1;
    }
    const auto window = static_cast<Window>(std::strtoul(argv[1], nullptr, 0));
    std::vector<Atom> atoms;
    for (int k = 2; k < argc; ++k) atoms.push_back(XInternAtom(display, argv[k], False));
    XChangeProperty(display, window, XInternAtom(display, "_NET_WM_STATE", False), XA_ATOM, 32,
                    PropModeReplace, reinterpret_cast<const unsigned char*>(atoms.data()),
                    static_cast<int>(atoms.size()));
    XCloseDisplay(display);  // flushes
    return 0;
}
