// Drawing one tile: its frame, four triangles meeting at the centre inside it, a hairline
// between them, each colour's letter when asked (show_letters, for colour-blind players),
// and its owner's mark (a disc in the player's colour with their number).
#pragma once

#include <cstdint>
#include <plateau/canvas.hpp>

#include "tilings/rules/palette.hpp"
#include "tilings/rules/tile.hpp"

namespace tilings {

// The tile fills `r`: a frame of `frame` around it gives its edge on the board whatever its
// colours. `letters`: each triangle also shows its colour's letter (the palette's), where
// the tile is large enough to read it, clear of the owner's mark.
void draw_tile(const plateau::Canvas& canvas, const plateau::Rect& r, const Tile& tile,
               const Palette& palette, plateau::Colour frame, std::uint8_t alpha = 255,
               bool letters = false);

// The owner's mark at the tile's centre, in the theme's tone of the player's colour, ringed
// in white and near-black so that it reads on any tile colour; the number is left out when
// too small to read.
void draw_owner_mark(const plateau::Canvas& canvas, const plateau::Rect& r, int owner, bool dark);

}  // namespace tilings
