// The game's words: moves ("C R", column from 0 at the left, row from 0 at the bottom, as
// 000 reads them: "colonne ligne"), the text form and layouts.
#pragma once

#include <string>
#include <string_view>

#include "samegame/rules/board.hpp"

namespace samegame {

// "C R" -> the cell; throws plateau::Refusal for what is not two whole numbers or lies off
// the board.
Cell parse_move(std::string_view move, const Board& board);
std::string format_move(Cell cell);

// One line per row from the top, one letter per piece (`letters`, by colour index), '.'
// for an empty cell, no separators; '\n' between lines.
std::string text_form(const Board& board, std::string_view letters);

// A layout: one line per row, top row first, one character per cell: a digit (a colour
// index), a colour's letter (any case) or '.' for an empty cell. Throws plateau::Refusal
// with the line and column of the first fault: a character that is no cell, a line of
// another length than the first, a colour beyond the `colours` listed, a piece above an
// empty cell, an empty column left of one with pieces, or a size beyond max_side.
Board parse_layout(std::string_view text, std::string_view letters, int colours, int max_side);

}  // namespace samegame
