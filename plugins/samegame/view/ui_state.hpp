// What undo must not touch: where the pointer hovers and where the keyboard cursor is.
#pragma once

#include <optional>

#include "samegame/rules/board.hpp"

namespace samegame {

struct Ui {
    std::optional<Cell> hover;  // the cell under the pointer
    Cell cursor{0, 0};
    bool cursor_shown = false;  // shown once the keyboard is used, hidden by the mouse

    // The cell whose group is highlighted: the cursor's while it shows, else the hover's.
    [[nodiscard]] std::optional<Cell> selected() const {
        if (cursor_shown) return cursor;
        return hover;
    }
};

}  // namespace samegame
