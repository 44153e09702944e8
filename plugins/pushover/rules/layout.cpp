#include "pushover/rules/layout.hpp"

#include <cctype>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <vector>

namespace pushover {

std::string text_form(const Board& board, const Letters& letters) {
    std::string out;
    for (int row = 0; row < board.n; ++row) {
        if (row > 0) out += '\n';
        for (int col = 0; col < board.n; ++col) {
            const int owner = board.owner(row, col);
            out += owner < 0 ? '.' : letters[owner];
        }
    }
    return out;
}

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// "turn 1" or "turn 2" (any case, blanks around): the player from 0; -1 if not a turn line.
int turn_line(std::string_view line) {
    const auto first = line.find_first_not_of(" \t");
    const auto last = line.find_last_not_of(" \t");
    if (first == std::string_view::npos) return -1;
    line = line.substr(first, last - first + 1);
    if (line.size() < 6 || lower(line[0]) != 't' || lower(line[1]) != 'u' ||
        lower(line[2]) != 'r' || lower(line[3]) != 'n') {
        return -1;
    }
    std::string_view rest = line.substr(4);
    const auto digit = rest.find_first_not_of(" \t");
    if (digit == 0 || digit == std::string_view::npos) return -1;
    rest = rest.substr(digit);
    if (rest == "1") return 0;
    if (rest == "2") return 1;
    return -2;  // a turn line with another number
}

std::string describe_line(bool row, int k) {
    return std::string(row ? "row " : "column ") + std::to_string(k + 1);
}

}  // namespace

Layout parse_layout(std::string_view text, const Letters& letters) {
    std::vector<std::string_view> lines = plateau::layout_lines(text);
    Layout layout;
    if (!lines.empty()) {
        const int turn = turn_line(lines.back());
        if (turn == -2) {
            throw plateau::Refusal("layout line " + std::to_string(lines.size()) +
                                   ": the player to move is 'turn 1' or 'turn 2'");
        }
        if (turn >= 0) {
            layout.to_move = turn;
            lines.pop_back();
        }
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (turn_line(lines[i]) != -1) {
            throw plateau::Refusal("layout line " + std::to_string(i + 1) +
                                   ": the 'turn' line comes last, after the rows");
        }
    }
    const int n = static_cast<int>(lines.size());
    if (n < kMinSize || n > kMaxSize) {
        throw plateau::Refusal("layout: " + std::to_string(n) + " rows; a square board of " +
                               std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                               " rows of as many cells is allowed, then optionally 'turn 2'");
    }
    layout.board = Board{n, {}};
    for (int row = 0; row < n; ++row) {
        const std::string_view line = lines[row];
        const std::string where = "layout line " + std::to_string(row + 1);
        if (static_cast<int>(line.size()) != n) {
            throw plateau::Refusal(where + ": " + std::to_string(line.size()) + " cells, " +
                                   std::to_string(n) + " expected (the board is square)");
        }
        for (int col = 0; col < n; ++col) {
            const char c = line[col];
            int owner = -1;
            if (c == letters[0] || c == letters[1]) {
                owner = c == letters[0] ? 0 : 1;
            } else if (lower(c) == lower(letters[0]) || lower(c) == lower(letters[1])) {
                owner = lower(c) == lower(letters[0]) ? 0 : 1;
            } else if (c != '.') {
                throw plateau::Refusal(where + ", column " + std::to_string(col + 1) + ": '" +
                                       std::string(1, c) + "' is not a cell: '.' (empty), '" +
                                       std::string(1, letters[0]) + "' or '" +
                                       std::string(1, letters[1]) + "' is allowed");
            }
            layout.board.set(row, col, owner);
        }
    }
    const Geometry& g = geometry(n);
    for (int player = 0; player < 2; ++player) {
        for (int k = 0; k < n; ++k) {
            for (const bool row : {true, false}) {
                const std::uint64_t mask = row ? g.rows[k] : g.cols[k];
                if ((layout.board.pawns[player] & mask) == mask) {
                    throw plateau::Refusal("layout: " + describe_line(row, k) + " is complete (" +
                                           std::string(1, letters[player]) +
                                           " on every cell): the round would already be over");
                }
            }
        }
    }
    return layout;
}

}  // namespace pushover
