// What undo must not touch: the pointer, the keyboard cursor, and the losses counted.
#pragma once

#include <plateau/cursor.hpp>

namespace minesweeper {

struct Ui {
    // The hovered cell and the keyboard's cursor (row * cols + col); the cursor is placed
    // (-1 until then) where the keys first find it: on the hovered cell, or in the centre.
    plateau::CellCursor cells{-1, -1, false};
    int pressed = -1;           // the cell held down with the left or middle button, or -1
    bool press_chords = false;  // releasing the held cell chords instead of opening it
    int losses = 0;             // mines opened in this game; undo does not lower it
};

}  // namespace minesweeper
