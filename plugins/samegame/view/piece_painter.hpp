// Draws one piece: a ball, or a shape of its own per colour index (for colour-blind
// players: circle, square, triangle, diamond, hexagon, cross, reversed triangle, star).
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/colour.hpp>

#include "samegame/rules/game_config.hpp"

namespace samegame {

// `scale` shrinks the piece about the cell's centre (1: full size, 0: gone).
void draw_piece(const plateau::Canvas& canvas, const plateau::Rect& cell, plateau::Colour colour,
                int colour_index, Style style, float scale);

}  // namespace samegame
