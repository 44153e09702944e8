// Minesweeper's colours in the window's light and dark themes (GNOME's palette). The board
// is a plate in the open cells' colour: an open cell is the plate showing through, a
// covered cell a raised tile at 3:1 or more against it, and each number at 3:1 or more on
// it (WCAG 1.4.11). The colours the settings name are the light theme's; a value the player
// changed is kept in both themes.
#pragma once

#include <array>
#include <plateau/colour.hpp>

namespace minesweeper {

// The colours a player may set (the settings number_colours, covered_colour, open_colour,
// flag_colour).
struct Palette {
    std::array<plateau::Colour, 8> numbers{};  // 1 to 8
    plateau::Colour covered{}, open{}, flag{};
};

// Their built-in values: the light theme's.
[[nodiscard]] const Palette& default_palette();

// What a board is drawn in, in one theme.
struct Colours {
    Palette cells;
    plateau::Colour grid;       // the lines between open cells
    plateau::Colour ink;        // a mine shown on an open cell; the keyboard's cursor
    plateau::Colour tile_ink;   // on a covered tile and the header's pills: poles, mines, text
    plateau::Colour hint_safe;  // the mark of a cell to open (or a flag to take off)
    plateau::Colour hint_mine;  // the mark of a cell to flag
};

// The theme's colours, with the player's own (the values in `settings` other than the
// built-in ones) in place of the theme's.
[[nodiscard]] Colours theme_colours(const Palette& settings, bool dark);

}  // namespace minesweeper
