// Drawing one tile: four triangles meeting at the centre, a hairline between them, and
// its owner's mark (a disc in the player's colour with their number).
#pragma once

#include <cstdint>
#include <plateau/canvas.hpp>

#include "tilings/rules/palette.hpp"
#include "tilings/rules/tile.hpp"

namespace tilings {

void draw_tile(const plateau::Canvas& canvas, const plateau::Rect& r, const Tile& tile,
               const Palette& palette, std::uint8_t alpha = 255);

// The owner's mark at the tile's centre; the number is left out when too small to read.
void draw_owner_mark(const plateau::Canvas& canvas, const plateau::Rect& r, int owner);

// Dark or light text, whichever reads better on `background`.
[[nodiscard]] plateau::Colour ink_on(plateau::Colour background);

}  // namespace tilings
