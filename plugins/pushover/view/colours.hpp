// Push Over's colours in the window's light and dark themes, from GNOME's palette: a plate
// with a rim, hollow sockets, arrows, and the accent for what can be done and what was just
// done. Each pair that carries meaning shows at 3:1 or more (WCAG 1.4.11; the figures are
// WCAG contrast ratios, worked out from the two colours).
#pragma once

#include <plateau/colour.hpp>

namespace pushover {

struct Colours {
    plateau::Colour window;      // the host's window behind the board (Adwaita's)
    plateau::Colour rim;         // the plate's edge, against the window
    plateau::Colour plate;       // the board and its ring of arrows
    plateau::Colour socket_rim;  // an empty cell's ring, against the plate
    plateau::Colour socket;      // ... and its hollow
    plateau::Colour arrow;       // a push the player can make, against the plate
    plateau::Colour arrow_idle;  // an arrow that cannot be pushed now: an outline only
    plateau::Colour accent;      // hover, the cursor, the active player, marks
    plateau::Colour button;      // a button switched on (Moves), under on_button text
    plateau::Colour on_button;
    plateau::Colour win;      // the cells of a complete line ...
    plateau::Colour win_rim;  // ... and their edge, against the plate
    plateau::Colour text;     // on the window
    plateau::Colour muted;    // secondary text on the window
    plateau::Colour label;    // the arrows' labels, on the plate
    plateau::Colour surface;  // the round's summary card
    plateau::Colour chip;     // the active player's chip, inside its accent ring
};

// Light: a light grey plate (#deddda) in a mid-grey rim, 4.14:1 on the window; sockets
// ringed 3.32:1, arrows 4.85:1, the accent 3.51:1 on it; complete lines in yellow edged
// with dark gold (3.33:1).
inline constexpr Colours kLight{
    {0xf6, 0xf5, 0xf4},  // window   #f6f5f4
    {0x77, 0x76, 0x7b},  // rim      #77767b
    {0xde, 0xdd, 0xda},  // plate    #deddda
    {0x77, 0x76, 0x7b},  // socket_rim
    {0xd0, 0xcf, 0xcc},  // socket   #d0cfcc
    {0x5e, 0x5c, 0x64},  // arrow    #5e5c64
    {0x9a, 0x99, 0x96},  // arrow_idle #9a9996
    {0x1c, 0x71, 0xd8},  // accent   #1c71d8
    {0x35, 0x84, 0xe4},  // button   #3584e4 (white on it 3.77:1, it on the window 3.46:1)
    {0xff, 0xff, 0xff},  // on_button
    {0xf6, 0xd3, 0x2d},  // win      #f6d32d
    {0x9c, 0x6e, 0x03},  // win_rim  #9c6e03
    {0x24, 0x1f, 0x31},  // text     #241f31
    {0x5e, 0x5c, 0x64},  // muted    #5e5c64 (6.0:1 on the window)
    {0x3d, 0x38, 0x46},  // label    #3d3846
    {0xff, 0xff, 0xff},  // surface
    {0xe9, 0xf1, 0xfb},  // chip     #e9f1fb
};

// Dark: a dark plate (#363636, Adwaita's dark surface) in the same mid-grey rim, 3.45:1 on
// the dark window; sockets ringed 4.24:1, arrows 6.57:1, the accent 4.45:1 on it; complete
// lines in yellow (8.21:1).
inline constexpr Colours kDark{
    {0x24, 0x24, 0x24},  // window   #242424
    {0x77, 0x76, 0x7b},  // rim      #77767b
    {0x36, 0x36, 0x36},  // plate    #363636
    {0x9a, 0x99, 0x96},  // socket_rim #9a9996
    {0x2c, 0x2c, 0x2c},  // socket   #2c2c2c
    {0xc0, 0xbf, 0xbc},  // arrow    #c0bfbc
    {0x77, 0x76, 0x7b},  // arrow_idle #77767b
    {0x62, 0xa0, 0xea},  // accent   #62a0ea
    {0x35, 0x84, 0xe4},  // button   #3584e4 (white on it 3.77:1, it on the window 4.12:1)
    {0xff, 0xff, 0xff},  // on_button
    {0xf6, 0xd3, 0x2d},  // win      #f6d32d
    {0xf6, 0xd3, 0x2d},  // win_rim
    {0xff, 0xff, 0xff},  // text
    {0xc0, 0xbf, 0xbc},  // muted    #c0bfbc (8.4:1 on the window)
    {0xde, 0xdd, 0xda},  // label    #deddda
    {0x36, 0x36, 0x36},  // surface
    {0x2a, 0x33, 0x40},  // chip     #2a3340
};

[[nodiscard]] inline const Colours& colours(bool dark) { return dark ? kDark : kLight; }

}  // namespace pushover
