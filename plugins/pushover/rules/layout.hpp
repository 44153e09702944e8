// Push Over's text form and layouts.
//
// Text form: one line per row from the top, no separators: `.` an empty cell, the first
// player's letter (W by default) and the second's (K).
// Layout (--layout FILE): the same `size` lines of `size` characters (3..8), then
// optionally a line `turn 2` (or `turn 1`) naming the player to move. A layout that
// already holds a complete line is refused, since the round would be over.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "pushover/rules/board.hpp"

namespace pushover {

using Letters = std::array<char, 2>;  // [player]

std::string text_form(const Board& board, const Letters& letters);

struct Layout {
    Board board;
    int to_move = 0;
};

// Throws plateau::Refusal naming the line (and column) of the first fault. Letters match
// in either case.
Layout parse_layout(std::string_view text, const Letters& letters);

}  // namespace pushover
