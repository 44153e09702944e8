#include "minesweeper/rules/layout.hpp"

#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <string>

#include "minesweeper/rules/board_spec.hpp"

namespace minesweeper {

Layout parse_layout(std::string_view text) {
    const std::vector<std::string_view> lines = plateau::layout_lines(text);
    const auto rows = static_cast<int>(lines.size());
    if (rows < kMinSide || rows > kMaxSide) {
        throw plateau::Refusal("layout: " + std::to_string(rows) + " lines; a board has " +
                               std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                               " rows, one line each ('*' a mine, '.' a free cell)");
    }
    Layout layout;
    layout.rows = rows;
    layout.cols = static_cast<int>(lines[0].size());
    if (layout.cols < kMinSide || layout.cols > kMaxSide) {
        throw plateau::Refusal("layout line 1: " + std::to_string(layout.cols) +
                               " characters; a board has " + std::to_string(kMinSide) + " to " +
                               std::to_string(kMaxSide) + " columns");
    }
    layout.mine_map.assign(static_cast<std::size_t>(layout.cols * rows), 0);
    for (int row = 0; row < rows; ++row) {
        const std::string_view line = lines[row];
        const std::string where = "layout line " + std::to_string(row + 1);
        if (static_cast<int>(line.size()) != layout.cols) {
            throw plateau::Refusal(where + ": " + std::to_string(line.size()) + " characters, " +
                                   std::to_string(layout.cols) +
                                   " expected (every line is as long as the first)");
        }
        for (int col = 0; col < layout.cols; ++col) {
            const char c = line[col];
            if (c != '*' && c != '.') {
                throw plateau::Refusal(where + ", column " + std::to_string(col + 1) + ": '" +
                                       std::string(1, c) +
                                       "' is not a cell: '*' a mine or '.' a free cell");
            }
            if (c == '*') {
                layout.mine_map[row * layout.cols + col] = 1;
                ++layout.mines;
            }
        }
    }
    return layout;
}

}  // namespace minesweeper
