// What undo must not touch: the pointer, the keyboard cursor, and the losses counted.
#pragma once

namespace minesweeper {

struct Ui {
    int hover = -1;             // the cell under the pointer, or -1
    int pressed = -1;           // the cell held down with the left or middle button, or -1
    bool press_chords = false;  // releasing the held cell chords instead of opening it
    int cursor = -1;            // the keyboard cursor's cell (-1: not placed yet)
    bool cursor_shown = false;  // shown once the keyboard is used, hidden by the mouse
    int losses = 0;             // mines opened in this game; undo does not lower it
};

}  // namespace minesweeper
