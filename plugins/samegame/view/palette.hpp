// SameGame's board colours in the window's light and dark themes (GNOME's palette). The
// pieces (the `colours` setting) sit on a dark plate in both themes: GNOME red 3, the
// darkest of the palette's piece colours, shows at 3.3:1 on the light theme's plate and at
// 3.8:1 on the dark theme's (WCAG 1.4.11 asks 3:1).
#pragma once

#include <plateau/colour.hpp>

namespace samegame {

struct BoardPalette {
    plateau::Colour rim;      // a line round the plate (the dark theme's plate is darker
                              // than the window: the rim gives it an edge)
    plateau::Colour plate;    // the board behind the pieces
    plateau::Colour caption;  // the text under the board
    plateau::Colour cursor;   // the keyboard's cursor
    plateau::Colour mark;     // the outline of a hinted group
};

[[nodiscard]] inline BoardPalette board_palette(bool dark) {
    if (dark) {
        return {{0x3d, 0x38, 0x46},  // GNOME dark 3
                {0x16, 0x14, 0x18},
                {0xde, 0xdd, 0xda},  // GNOME light 3
                {0xff, 0xff, 0xff, 0xe6},
                {0xf6, 0xf5, 0xf4}};  // GNOME light 2
    }
    return {{0x24, 0x1f, 0x31},  // GNOME dark 4, as the plate
            {0x24, 0x1f, 0x31},
            {0xde, 0xdd, 0xda},
            {0xff, 0xff, 0xff, 0xe6},
            {0xf6, 0xf5, 0xf4}};
}

}  // namespace samegame
