// Drawing a position: a header with the mines left (and the losses, once there are some),
// covered cells as raised tiles, open cells flat with their coloured numbers, flags and
// mines as shapes (a second cue besides colour), the hovered and held cells, the keyboard
// cursor and the host's mark (a hint); newly opened cells fade in from the click.
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/colour.hpp>
#include <plateau/game.hpp>

#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/view/board_ui.hpp"
#include "minesweeper/view/palette.hpp"

namespace minesweeper {

// Drawn in `colours` (theme_colours for frame.dark), with frame.mark, the host's hint,
// around its cell: blue for a cell to open (or a flag to take off), red for one to flag.
void draw_board(plateau::Canvas& canvas, const Position& position, const Ui* ui,
                const plateau::Frame<Position>& frame, const Colours& colours);

}  // namespace minesweeper
