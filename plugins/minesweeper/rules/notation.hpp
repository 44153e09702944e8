// Moves in the game's notation: `o C R` opens, `f C R` flags or unflags, `c C R` chords.
// Columns and rows count from 1: column 1 at the left, row 1 at the top (002's "colonne,
// ligne"). The letters may be in either case; words are separated by blanks.
#pragma once

#include <string>
#include <string_view>

namespace minesweeper {

struct Move {
    enum class Kind { open, flag, chord };
    Kind kind = Kind::open;
    int col = 0;  // from 0 inside the program
    int row = 0;
};

// Throws plateau::Refusal with what a move looks like, or that the cell is off the board.
[[nodiscard]] Move parse_move(std::string_view text, int cols, int rows);
[[nodiscard]] std::string format_move(const Move& move);
// "column 3, row 4" for messages.
[[nodiscard]] std::string cell_name(int col, int row);

}  // namespace minesweeper
