// The view's own colours: GNOME's light greys for the board and the panel, its blue for
// what can be done, gold for the patterns at the end.
#pragma once

#include <plateau/colour.hpp>

namespace tilings {

using plateau::with_alpha;

inline constexpr plateau::Colour kBoardBack{0xc0, 0xbf, 0xbc};   // #c0bfbc
inline constexpr plateau::Colour kSlot{0xf6, 0xf5, 0xf4};        // #f6f5f4
inline constexpr plateau::Colour kHighlight{0xc9, 0xdc, 0xf5};   // #c9dcf5 light blue
inline constexpr plateau::Colour kCard{0xfa, 0xfa, 0xfa};        // #fafafa
inline constexpr plateau::Colour kCardEdge{0xde, 0xdd, 0xda};    // #deddda
inline constexpr plateau::Colour kRowCurrent{0xe8, 0xf0, 0xfb};  // #e8f0fb
inline constexpr plateau::Colour kText{0x24, 0x1f, 0x31};        // #241f31
inline constexpr plateau::Colour kMuted{0x5e, 0x5c, 0x64};       // #5e5c64
inline constexpr plateau::Colour kAccent{0x35, 0x84, 0xe4};      // #3584e4
inline constexpr plateau::Colour kGold{0xf5, 0xc2, 0x11};        // #f5c211

}  // namespace tilings
