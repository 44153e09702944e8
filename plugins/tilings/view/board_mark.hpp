// The host's mark on the board (ABI 1.4, plateau_draw_args' mark): the cell a hint proposes,
// with the head tile shown faint on it, or the tile a computer player just placed; a ring
// around the cell, fading with the mark's strength.
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/game.hpp>

#include "tilings/rules/match.hpp"
#include "tilings/view/view.hpp"
#include "tilings/view/view_colours.hpp"
#include "tilings/view/view_layout.hpp"

namespace tilings {

void draw_board_mark(const plateau::Canvas& canvas, const Match& match,
                     const plateau::Frame<Match>& frame, const Look& look, const ViewLayout& layout,
                     const ViewColours& colours);

}  // namespace tilings
