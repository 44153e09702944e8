// The players' own colours (the owner marks on the board, the scoreboard, the HTML
// export): darker tones than the tile colours, so that a mark reads on any tile, and
// always drawn with the player's number beside them as a second cue.
#pragma once

#include <array>
#include <plateau/colour.hpp>

namespace tilings {

inline constexpr std::array<plateau::Colour, 6> kPlayerColours = {{
    {0x1a, 0x5f, 0xb4},  // #1a5fb4 blue
    {0xa5, 0x1d, 0x2d},  // #a51d2d red
    {0x26, 0xa2, 0x69},  // #26a269 green
    {0x61, 0x35, 0x83},  // #613583 purple
    {0xc6, 0x46, 0x00},  // #c64600 orange
    {0x3d, 0x38, 0x46},  // #3d3846 dark grey
}};

[[nodiscard]] inline plateau::Colour player_colour(int player) {
    return kPlayerColours[static_cast<std::size_t>(player) % kPlayerColours.size()];
}

}  // namespace tilings
