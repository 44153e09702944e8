#include "minesweeper/rules/layout.hpp"

#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "minesweeper/rules/board_spec.hpp"

namespace minesweeper {

Layout parse_layout(std::string_view text) {
    using plateau::format, plateau::tr;
    const std::vector<std::string_view> lines = plateau::layout_lines(text);
    const auto rows = static_cast<int>(lines.size());
    if (rows < kMinSide || rows > kMaxSide) {
        throw plateau::Refusal(format(tr("layout: {0} lines; a board has {1} to {2} rows, one "
                                         "line each ('*' a mine, '.' a free cell)"),
                                      rows, kMinSide, kMaxSide));
    }
    Layout layout;
    layout.rows = rows;
    layout.cols = static_cast<int>(lines[0].size());
    if (layout.cols < kMinSide || layout.cols > kMaxSide) {
        throw plateau::Refusal(
            format(tr("layout line 1: {0} characters; a board has {1} to {2} columns"), layout.cols,
                   kMinSide, kMaxSide));
    }
    layout.mine_map.assign(static_cast<std::size_t>(layout.cols * rows), 0);
    for (int row = 0; row < rows; ++row) {
        const std::string_view line = lines[row];
        if (static_cast<int>(line.size()) != layout.cols) {
            throw plateau::Refusal(format(tr("layout line {0}: {1} characters, {2} expected "
                                             "(every line is as long as the first)"),
                                          row + 1, line.size(), layout.cols));
        }
        for (int col = 0; col < layout.cols; ++col) {
            const char c = line[col];
            if (c != '*' && c != '.') {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: '{2}' is not a "
                                                 "cell: '*' a mine or '.' a free cell"),
                                              row + 1, col + 1, c));
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
