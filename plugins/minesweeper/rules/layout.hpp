// A board drawn by hand (`--layout FILE`): one line per row, top first, `*` a mine and `.`
// a free cell. It sets cols, rows and mines; the mines are exactly those.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace minesweeper {

struct Layout {
    int cols = 0;
    int rows = 0;
    int mines = 0;
    std::vector<std::uint8_t> mine_map;  // one byte per cell, non-zero for a mine
};

// Throws plateau::Refusal naming the line and column of the first fault: a character other
// than `*` and `.`, lines of different lengths, an empty line, or a side out of 1..50.
// (The mine count is checked against the game's bounds by check_spec.) Trailing blank
// lines and carriage returns are ignored.
[[nodiscard]] Layout parse_layout(std::string_view text);

}  // namespace minesweeper
