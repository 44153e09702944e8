// The players' own colours (the owner marks on the board, the scoreboard, the HTML
// export), always drawn with the player's number beside them as a second cue. In the light
// theme (and the export) darker tones, in the dark theme lighter ones: each reads at 3:1
// or more on the window behind the scoreboard (#f6f5f4 and #242424: from 4.3:1 for the
// green to 10.4:1), and the owner marks on the tiles have rings of their own.
#pragma once

#include <array>
#include <plateau/colour.hpp>

namespace tilings {

inline constexpr std::array<plateau::Colour, 6> kPlayerColours = {{
    {0x1a, 0x5f, 0xb4},  // #1a5fb4 blue
    {0xa5, 0x1d, 0x2d},  // #a51d2d red
    {0x1e, 0x84, 0x50},  // #1e8450 green (GNOME's green 5, #26a269, a little darker)
    {0x61, 0x35, 0x83},  // #613583 purple
    {0xc6, 0x46, 0x00},  // #c64600 orange
    {0x3d, 0x38, 0x46},  // #3d3846 dark grey
}};

inline constexpr std::array<plateau::Colour, 6> kDarkPlayerColours = {{
    {0x78, 0xae, 0xed},  // #78aeed blue
    {0xf6, 0x61, 0x51},  // #f66151 red
    {0x57, 0xe3, 0x89},  // #57e389 green
    {0xdc, 0x8a, 0xdd},  // #dc8add purple
    {0xff, 0xa3, 0x48},  // #ffa348 orange
    {0xc0, 0xbf, 0xbc},  // #c0bfbc grey
}};

// The light tones: the export's, and the light theme's.
[[nodiscard]] inline plateau::Colour player_colour(int player) {
    return kPlayerColours[static_cast<std::size_t>(player) % kPlayerColours.size()];
}

[[nodiscard]] inline plateau::Colour player_colour(int player, bool dark) {
    return dark ? kDarkPlayerColours[static_cast<std::size_t>(player) % kDarkPlayerColours.size()]
                : player_colour(player);
}

}  // namespace tilings
