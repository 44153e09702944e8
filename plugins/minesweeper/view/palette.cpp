#include "minesweeper/view/palette.hpp"

namespace minesweeper {

namespace {

using plateau::Colour;

constexpr Colour kDark4{0x24, 0x1f, 0x31};  // GNOME dark 4

// Light: white open cells; slate tiles at 3.4:1 on them (3.1:1 on the window's #f6f5f4, for
// the header's pills); numbers at 3.2:1 (green 5) to 16:1.
const Palette kLight{{{{0x1c, 0x71, 0xd8},    // blue 4
                       {0x26, 0xa2, 0x69},    // green 5
                       {0xc0, 0x1c, 0x28},    // red 4
                       {0x61, 0x35, 0x83},    // purple 5
                       {0xa5, 0x1d, 0x2d},    // red 5
                       {0x1a, 0x7f, 0x8e},    // teal
                       kDark4,                // dark 4
                       {0x77, 0x76, 0x7b}}},  // dark 1
                     {0x7f, 0x8c, 0x9c},
                     {0xff, 0xff, 0xff},
                     {0xe0, 0x1b, 0x24}};  // red 3

// Dark: open cells in libadwaita's dark view colour, below the window's #242424; lighter
// slate tiles at 4:1 on them (3.8:1 on the window); the light tints of the same hues for
// the numbers, 4.6:1 to 15:1.
const Palette kDark{{{{0x62, 0xa0, 0xea},    // blue 2
                      {0x57, 0xe3, 0x89},    // green 2
                      {0xf6, 0x61, 0x51},    // red 1
                      {0xdc, 0x8a, 0xdd},    // purple 1
                      {0xff, 0xa3, 0x48},    // orange 2
                      {0x33, 0xc7, 0xde},    // cyan
                      {0xf6, 0xf5, 0xf4},    // light 2
                      {0x9a, 0x99, 0x96}}},  // light 5
                    {0x73, 0x7e, 0x8c},
                    {0x1e, 0x1e, 0x1e},
                    {0xe0, 0x1b, 0x24}};

Colour chosen(Colour setting, Colour builtin, Colour theme) {
    return setting == builtin ? theme : setting;
}

}  // namespace

const Palette& default_palette() { return kLight; }

Colours theme_colours(const Palette& settings, bool dark) {
    const Palette& theme = dark ? kDark : kLight;
    Colours c;
    for (std::size_t i = 0; i < c.cells.numbers.size(); ++i) {
        c.cells.numbers[i] = chosen(settings.numbers[i], kLight.numbers[i], theme.numbers[i]);
    }
    c.cells.covered = chosen(settings.covered, kLight.covered, theme.covered);
    c.cells.open = chosen(settings.open, kLight.open, theme.open);
    c.cells.flag = chosen(settings.flag, kLight.flag, theme.flag);
    c.grid = plateau::mix(c.cells.open, c.cells.covered, 0.35f);
    c.ink = dark ? Colour{0xde, 0xdd, 0xda} : kDark4;
    c.tile_ink = kDark4;  // 3.9:1 on the dark theme's tiles, 4.6:1 on the light's
    c.hint_safe = dark ? Colour{0x62, 0xa0, 0xea} : Colour{0x1c, 0x71, 0xd8};  // blue 2, 4
    c.hint_mine = dark ? Colour{0xf6, 0x61, 0x51} : Colour{0xc0, 0x1c, 0x28};  // red 1, 4
    return c;
}

}  // namespace minesweeper
