// The pointer's hover and the keyboard's cursor over a game's cells, as the player expects
// them in every game: the pointer hovers a cell and hides the keyboard's cursor; the first
// arrow key shows the cursor where it was, the next ones move it; Space or Enter acts at it.
// A game keeps a CellCursor in its Ui and calls it from Game::input; cells are whatever the
// game numbers (a grid's row * cols + col, Push Over's insertion points).
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <plateau/cell_layout.hpp>
#include <plateau/game.hpp>

namespace plateau {

class CellCursor {
  public:
    int hover = -1;             // the cell under the pointer, or -1
    int cursor = 0;             // the keyboard's cell
    bool cursor_shown = false;  // shown once the keyboard is used, hidden by the pointer

    // The cell to show as chosen: the cursor's while it shows, else the hovered one (-1).
    [[nodiscard]] int focus() const { return cursor_shown ? cursor : hover; }

    // The pointer moved over `cell` (-1: over no cell, or it left the board). True when the
    // ui changed (redraw).
    bool point(int cell) {
        if (cell == hover && !cursor_shown) return false;
        hover = cell;
        cursor_shown = false;
        return true;
    }

    enum class Key {
        unused,  // not a key of the cursor's
        moved,   // the cursor showed or moved: redraw
        act      // Space or Enter: act at `cursor`
    };

    // A key over a cols x rows grid (cells row * cols + col): the arrows move the cursor one
    // cell, stopping at the edges.
    Key key(const Input& in, int cols, int rows) {
        return key(in, [&](int cell, int dc, int dr) {
            const int col = std::clamp(cell % cols + dc, 0, cols - 1);
            const int row = std::clamp(cell / cols + dr, 0, rows - 1);
            return row * cols + col;
        });
    }

    // What an event does on a board of square cells, as most games want it: the pointer
    // hovers, a left press or Space or Enter chooses a cell (`chosen`, else -1), the arrows
    // move the cursor; `changed` when the ui changed.
    struct Outcome {
        int chosen = -1;
        bool changed = false;
    };
    Outcome input(const Input& in, const CellLayout& cells) {
        Outcome out;
        if (in.type == PLATEAU_INPUT_POINTER_MOVE) out.changed = point(cells.cell_at(in.x, in.y));
        if (in.type == PLATEAU_INPUT_POINTER_LEAVE) out.changed = point(-1);
        if (in.is_press(PLATEAU_BUTTON_LEFT)) out.chosen = cells.cell_at(in.x, in.y);
        const Key k = key(in, cells.cols(), cells.rows());
        if (k == Key::act) out.chosen = cursor;
        out.changed = out.changed || k != Key::unused;
        return out;
    }

    // The same where the game says where an arrow leads: step(cell, dc, dr) gives the cell
    // one step from `cell` (dc, dr: -1, 0 or 1).
    template <class Step>
    Key key(const Input& in, Step&& step) {
        if (in.type != PLATEAU_INPUT_KEY) return Key::unused;
        int dc = 0, dr = 0;
        switch (in.key) {
            case PLATEAU_KEY_LEFT:
                dc = -1;
                break;
            case PLATEAU_KEY_RIGHT:
                dc = 1;
                break;
            case PLATEAU_KEY_UP:
                dr = -1;
                break;
            case PLATEAU_KEY_DOWN:
                dr = 1;
                break;
            case PLATEAU_KEY_SPACE:
            case PLATEAU_KEY_ENTER:
                cursor_shown = true;
                return Key::act;
            default:
                return Key::unused;
        }
        if (cursor_shown) cursor = step(cursor, dc, dr);
        cursor_shown = true;
        return Key::moved;
    }
};

}  // namespace plateau
