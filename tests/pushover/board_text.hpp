// Hand-drawn boards for the rules tests: rows of `.`, `W` (the first player, 004's -1)
// and `K` (the second, 004's 1), top row first — the text form with the default letters.
// And random boards and their symmetric images, for the tests that compare two methods
// over many positions.
#pragma once

#include <string>
#include <vector>

#include "pushover/rules/board.hpp"
#include "pushover/rules/layout.hpp"

namespace pushover::test {

inline Board board_of(const std::vector<std::string>& rows) {
    Board b{static_cast<int>(rows.size()), {}};
    for (int row = 0; row < b.n; ++row) {
        for (int col = 0; col < b.n; ++col) {
            const char c = rows[row].at(col);
            b.set(row, col, c == 'W' ? 0 : c == 'K' ? 1 : -1);
        }
    }
    return b;
}

inline std::vector<std::string> rows_of(const Board& b) {
    std::vector<std::string> rows;
    const std::string text = text_form(b, {'W', 'K'});
    for (std::size_t start = 0; start <= text.size();) {
        const auto end = text.find('\n', start);
        rows.push_back(
            text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return rows;
}

inline constexpr int W = 0;  // the first player
inline constexpr int K = 1;  // the second player

// The board after `player` makes insertion `m`; fails the test if it is refused.
inline std::vector<std::string> after(const std::vector<std::string>& rows, Insertion m,
                                      int player) {
    Board b = board_of(rows);
    if (!insert(b, m, player)) return {"refused"};
    return rows_of(b);
}

// A board of side n, each cell empty, the first player's or the second's with equal chances,
// drawn row by row from `rng` (lines may be complete: the caller skips what it must).
template <class Rng>
Board random_board(Rng& rng, int n) {
    Board b{n, {}};
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) b.set(r, c, static_cast<int>(rng() % 3) - 1);
    }
    return b;
}

// The image of a board under symmetry s (rules/symmetry.hpp's numbering), written out cell
// by cell: transpose, then flip the rows, then the columns. The reference the bit tricks
// are tested against.
inline Board cell_by_cell_image(const Board& b, int s) {
    Board out{b.n, {}};
    for (int r = 0; r < b.n; ++r) {
        for (int c = 0; c < b.n; ++c) {
            int rr = (s & 1) != 0 ? c : r;
            int cc = (s & 1) != 0 ? r : c;
            if ((s & 2) != 0) rr = b.n - 1 - rr;
            if ((s & 4) != 0) cc = b.n - 1 - cc;
            out.set(rr, cc, b.owner(r, c));
        }
    }
    return out;
}

inline Insertion top(int column) { return {Side::top, column - 1}; }
inline Insertion bottom(int column) { return {Side::bottom, column - 1}; }
inline Insertion left(int row) { return {Side::left, row - 1}; }
inline Insertion right(int row) { return {Side::right, row - 1}; }

}  // namespace pushover::test
