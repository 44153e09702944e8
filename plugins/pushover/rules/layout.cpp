#include "pushover/rules/layout.hpp"

#include <cctype>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <vector>

namespace pushover {

using plateau::format, plateau::tr;

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

}  // namespace

Layout parse_layout(std::string_view text, const Letters& letters) {
    std::vector<std::string_view> lines = plateau::layout_lines(text);
    Layout layout;
    if (!lines.empty()) {
        const int turn = turn_line(lines.back());
        if (turn == -2) {
            throw plateau::Refusal(format(
                tr("layout line {}: the player to move is 'turn 1' or 'turn 2'"), lines.size()));
        }
        if (turn >= 0) {
            layout.to_move = turn;
            lines.pop_back();
        }
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (turn_line(lines[i]) != -1) {
            throw plateau::Refusal(
                format(tr("layout line {}: the 'turn' line comes last, after the rows"), i + 1));
        }
    }
    const int n = static_cast<int>(lines.size());
    if (n < kMinSize || n > kMaxSize) {
        throw plateau::Refusal(format(tr("layout: {0} rows; a square board of {1} to {2} rows of "
                                         "as many cells is allowed, then optionally 'turn 2'"),
                                      n, kMinSize, kMaxSize));
    }
    layout.board = Board{n, {}};
    for (int row = 0; row < n; ++row) {
        const std::string_view line = lines[row];
        if (static_cast<int>(line.size()) != n) {
            throw plateau::Refusal(
                format(tr("layout line {0}: {1} cells, {2} expected (the board is square)"),
                       row + 1, line.size(), n));
        }
        for (int col = 0; col < n; ++col) {
            const char c = line[col];
            int owner = -1;
            if (c == letters[0] || c == letters[1]) {
                owner = c == letters[0] ? 0 : 1;
            } else if (lower(c) == lower(letters[0]) || lower(c) == lower(letters[1])) {
                owner = lower(c) == lower(letters[0]) ? 0 : 1;
            } else if (c != '.') {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: '{2}' is not a "
                                                 "cell: '.' (empty), '{3}' or '{4}' is allowed"),
                                              row + 1, col + 1, c, letters[0], letters[1]));
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
                    throw plateau::Refusal(format(
                        row ? tr("layout: row {0} is complete ({1} on every cell): the round "
                                 "would already be over")
                            : tr("layout: column {0} is complete ({1} on every cell): the round "
                                 "would already be over"),
                        k + 1, letters[player]));
                }
            }
        }
    }
    return layout;
}

}  // namespace pushover
