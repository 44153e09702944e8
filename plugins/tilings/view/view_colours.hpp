// The view's own colours in the window's light and dark themes, from GNOME's palette: the
// board a tray (Adwaita's view colour) in a mid-grey rim (#77767b: 4.14:1 on the light
// window, 3.45:1 on the dark one), its cells marked by faint lines; each tile framed so
// that it shows on the tray whatever its colours; blue for what can be done, gold for the
// patterns at the end. The figures are WCAG contrast ratios, worked out from the two
// colours.
#pragma once

#include <plateau/colour.hpp>

namespace tilings {

using plateau::with_alpha;

struct ViewColours {
    plateau::Colour window;      // the host's window behind the board (Adwaita's)
    plateau::Colour rim;         // the tray's edge, on the window
    plateau::Colour tray;        // the board, and an empty cell
    plateau::Colour grid;        // the lines between the cells (decoration)
    plateau::Colour fit;         // an empty cell where the head tile fits, a human to play,
    plateau::Colour fit_edge;    // ... its outline, on the tray,
    plateau::Colour fit_dot;     // ... and the dot in its middle
    plateau::Colour tile_frame;  // under a tile's triangles: its edge on the tray
    plateau::Colour text;        // on the window
    plateau::Colour muted;       // secondary text on the window
    plateau::Colour accent;      // the preview's outline, the current player's bar
    plateau::Colour mark;        // a hint's or the computer's tile: its ring ...
    plateau::Colour mark_core;   // ... and the ring's inner line, beside the tile's frame
    plateau::Colour card;        // the side panel (translucent, as Adwaita's cards)
    plateau::Colour gold;        // the patterns at the end ...
    plateau::Colour gold_rim;    // ... their badges' edge, on any tile colour
};

// Light: a white tray; fitting cells pale blue in a blue outline (4.77:1 on the tray) with
// a blue dot (3.42:1 on them); tiles framed in near-black (15.97:1).
inline constexpr ViewColours kLightColours{
    {0xf6, 0xf5, 0xf4},        // window     #f6f5f4
    {0x77, 0x76, 0x7b},        // rim        #77767b
    {0xff, 0xff, 0xff},        // tray       #ffffff
    {0xde, 0xdd, 0xda},        // grid       #deddda
    {0xc9, 0xdc, 0xf5},        // fit        #c9dcf5
    {0x1c, 0x71, 0xd8},        // fit_edge   #1c71d8
    {0x1c, 0x71, 0xd8},        // fit_dot    #1c71d8
    {0x24, 0x1f, 0x31},        // tile_frame #241f31
    {0x24, 0x1f, 0x31},        // text       #241f31
    {0x5e, 0x5c, 0x64},        // muted      #5e5c64 (6.0:1 on the window)
    {0x1c, 0x71, 0xd8},        // accent     #1c71d8 (4.4:1 on the window)
    {0x1c, 0x71, 0xd8},        // mark       #1c71d8
    {0xff, 0xff, 0xff},        // mark_core
    {0xff, 0xff, 0xff, 0xb4},  // card
    {0xf5, 0xc2, 0x11},        // gold       #f5c211
    {0x24, 0x1f, 0x31},        // gold_rim
};

// Dark: a near-black tray; fitting cells deep blue in a light blue outline (6.14:1 on the
// tray) with a light blue dot (5.29:1 on them); tiles framed in mid-grey (3.70:1).
inline constexpr ViewColours kDarkColours{
    {0x24, 0x24, 0x24},        // window     #242424
    {0x77, 0x76, 0x7b},        // rim        #77767b
    {0x1e, 0x1e, 0x1e},        // tray       #1e1e1e
    {0x36, 0x36, 0x36},        // grid       #363636
    {0x1a, 0x2b, 0x40},        // fit        #1a2b40
    {0x62, 0xa0, 0xea},        // fit_edge   #62a0ea
    {0x62, 0xa0, 0xea},        // fit_dot    #62a0ea
    {0x77, 0x76, 0x7b},        // tile_frame #77767b
    {0xff, 0xff, 0xff},        // text
    {0xc0, 0xbf, 0xbc},        // muted      #c0bfbc (8.4:1 on the window)
    {0x62, 0xa0, 0xea},        // accent     #62a0ea (5.7:1 on the window)
    {0x99, 0xc1, 0xf1},        // mark       #99c1f1
    {0x24, 0x1f, 0x31},        // mark_core
    {0xff, 0xff, 0xff, 0x10},  // card
    {0xf5, 0xc2, 0x11},        // gold       #f5c211
    {0x24, 0x1f, 0x31},        // gold_rim
};

[[nodiscard]] inline const ViewColours& view_colours(bool dark) {
    return dark ? kDarkColours : kLightColours;
}

}  // namespace tilings
