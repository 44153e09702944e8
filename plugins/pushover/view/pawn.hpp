// One pawn: a rim, a face and a bevel, in a player's colour, readable on what is behind it
// whatever colour the player chose.
#pragma once

#include <optional>
#include <plateau/canvas.hpp>

namespace pushover {

// A pawn of radius `r` at `centre`, its face `face`, on `behind`; `alpha` fades it (a
// preview, a pawn pushed off); `letter` on it when the players' letters are shown.
void draw_pawn(const plateau::Canvas& canvas, plateau::Point centre, float r, plateau::Colour face,
               plateau::Colour behind, float alpha = 1.0f, std::optional<char> letter = {});

}  // namespace pushover
