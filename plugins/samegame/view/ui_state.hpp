// What undo must not touch: where the pointer hovers and where the keyboard cursor is.
#pragma once

#include <optional>
#include <plateau/cursor.hpp>

#include "samegame/rules/board.hpp"

namespace samegame {

struct Ui {
    // The cells as the screen shows them, row * cols + col from the top row (BoardGeometry's
    // cells), so that the up arrow goes up; the rules count rows from the bottom.
    plateau::CellCursor cells;

    // The rules' cell of a cell on the screen.
    [[nodiscard]] static Cell rule_cell(const Board& board, int index) {
        return {index % board.cols(), board.rows() - 1 - index / board.cols()};
    }
    // The cell whose group is highlighted: the cursor's while it shows, else the hover's.
    [[nodiscard]] std::optional<Cell> selected(const Board& board) const {
        const int focus = cells.focus();
        if (focus < 0) return std::nullopt;
        return rule_cell(board, focus);
    }
};

}  // namespace samegame
