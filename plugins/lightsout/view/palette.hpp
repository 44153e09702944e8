// Lights Out's colours in the window's light and dark themes (GNOME's palette). The lights
// sit on a plate; every light has a bezel that stands at 3:1 or more against the plate
// (WCAG 1.4.11), so a light shows whatever its face: dark when off, yellow when lit.
#pragma once

#include <plateau/colour.hpp>

namespace lightsout {

struct Palette {
    plateau::Colour plate;   // the board behind the lights
    plateau::Colour off;     // a light's face, off
    plateau::Colour on;      // ... and lit
    plateau::Colour bezel;   // the rim of every light
    plateau::Colour cursor;  // the keyboard's cursor, in the gaps
    plateau::Colour mark;    // a hint's ring
};

// The `colours` setting's built-in values: the light theme's faces.
inline constexpr plateau::Colour kDefaultOff{0x3d, 0x38, 0x46};  // GNOME dark 3
inline constexpr plateau::Colour kDefaultOn{0xf6, 0xd3, 0x2d};   // GNOME yellow 3

// The theme's palette. A face the player chose (a `colours` value other than the built-in
// one) is kept in both themes; the built-in ones follow the theme.
[[nodiscard]] inline Palette palette(bool dark, plateau::Colour off, plateau::Colour on) {
    Palette p;
    if (dark) {
        // A plate darker than the window (#242424); grey lights (dark 1) at 3.7:1 on it,
        // the lit ones yellow in the grey bezel (3.1:1 against it).
        p = {{0x1e, 0x1e, 0x1e}, {0x77, 0x76, 0x7b}, kDefaultOn,
             {0x77, 0x76, 0x7b}, {0xf6, 0xf5, 0xf4}, {0x62, 0xa0, 0xea}};
    } else {
        // A light grey plate; dark bezels at 8:1 on it; blue 4 at 3.5:1 for the cursor
        // (a dark one merged with the bezels) and the hint.
        p = {{0xde, 0xdd, 0xda}, kDefaultOff,        kDefaultOn,
             kDefaultOff,        {0x1c, 0x71, 0xd8}, {0x1c, 0x71, 0xd8}};
    }
    if (off != kDefaultOff) p.off = off;
    if (on != kDefaultOn) p.on = on;
    return p;
}

}  // namespace lightsout
