#include "samegame/rules/removal.hpp"

#include <algorithm>

namespace samegame {

namespace {

// Empties the group of `start` (depth first, an explicit stack, each piece emptied when
// pushed so it is never pushed twice) and records the columns it spans.
Removal empty_group(Board& board, Cell start, std::vector<Cell>& stack) {
    Removal r;
    if (!board.in_bounds(start) || board.is_empty(start)) return r;
    std::vector<Colour>& cells = board.cells();
    r.colour = board.at(start);
    r.first_col = r.last_col = start.col;
    stack.clear();
    cells[board.index(start)] = kEmpty;
    stack.push_back(start);
    while (!stack.empty()) {
        const Cell c = stack.back();
        stack.pop_back();
        ++r.size;
        r.first_col = std::min(r.first_col, c.col);
        r.last_col = std::max(r.last_col, c.col);
        const Cell around[4] = {
            {c.col, c.row - 1}, {c.col, c.row + 1}, {c.col - 1, c.row}, {c.col + 1, c.row}};
        for (const Cell n : around) {
            if (!board.in_bounds(n)) continue;
            Colour& v = cells[board.index(n)];
            if (v == r.colour) {
                v = kEmpty;
                stack.push_back(n);
            }
        }
    }
    board.set_pieces(board.pieces() - r.size);
    return r;
}

// 000's ecoulement: in each touched column, the pieces left move down over the holes,
// keeping their order; only the column's first `height` cells are looked at.
void fall_in_columns(Board& board, int first, int last) {
    std::vector<Colour>& cells = board.cells();
    std::vector<int>& heights = board.heights();
    for (int col = first; col <= last; ++col) {
        Colour* column = cells.data() + board.index({col, 0});
        const int height = heights[col];
        int to = 0;
        for (int row = 0; row < height; ++row) {
            if (column[row] == kEmpty) continue;
            if (to != row) column[to] = column[row];
            ++to;
        }
        std::fill(column + to, column + height, kEmpty);
        heights[col] = to;
    }
}

// 000's decalage: from the leftmost touched column, the columns with pieces move left
// over the empty ones; only the used columns and the pieces of each are looked at.
void close_columns_from(Board& board, int first) {
    std::vector<Colour>& cells = board.cells();
    std::vector<int>& heights = board.heights();
    const int used = board.used_cols();
    int to = first;
    for (int col = first; col < used; ++col) {
        const int h = heights[col];
        if (h == 0) continue;
        if (to != col) {
            Colour* dst = cells.data() + board.index({to, 0});
            const Colour* src = cells.data() + board.index({col, 0});
            std::copy(src, src + h, dst);
            if (heights[to] > h) std::fill(dst + h, dst + heights[to], kEmpty);
            heights[to] = h;
        }
        ++to;
    }
    // The columns left behind on the right hold stale copies: empty them.
    for (int col = to; col < used; ++col) {
        Colour* column = cells.data() + board.index({col, 0});
        std::fill(column, column + heights[col], kEmpty);
        heights[col] = 0;
    }
    board.set_used_cols(to);
}

}  // namespace

Removal remove_group(Board& board, Cell start, std::vector<Cell>& stack) {
    const Removal r = empty_group(board, start, stack);
    if (r.size == 0) return r;
    fall_in_columns(board, r.first_col, r.last_col);
    close_columns_from(board, r.first_col);
    return r;
}

Removal remove_group_whole_board(Board& board, Cell start, std::vector<Cell>& stack) {
    const Removal r = empty_group(board, start, stack);
    if (r.size == 0) return r;
    std::vector<Colour>& cells = board.cells();
    const int rows = board.rows();
    // Every column, every row: the pieces fall.
    for (int col = 0; col < board.cols(); ++col) {
        Colour* column = cells.data() + board.index({col, 0});
        int to = 0;
        for (int row = 0; row < rows; ++row) {
            if (column[row] == kEmpty) continue;
            if (to != row) column[to] = column[row];
            ++to;
        }
        std::fill(column + to, column + rows, kEmpty);
        board.heights()[col] = to;
    }
    // Every column: the empty ones close up, whole columns copied.
    int to = 0;
    for (int col = 0; col < board.cols(); ++col) {
        Colour* column = cells.data() + board.index({col, 0});
        if (std::all_of(column, column + rows, [](Colour c) { return c == kEmpty; })) continue;
        if (to != col) {
            std::copy(column, column + rows, cells.data() + board.index({to, 0}));
            board.heights()[to] = board.heights()[col];
        }
        ++to;
    }
    for (int col = to; col < board.cols(); ++col) {
        Colour* column = cells.data() + board.index({col, 0});
        std::fill(column, column + rows, kEmpty);
        board.heights()[col] = 0;
    }
    board.set_used_cols(to);
    return r;
}

}  // namespace samegame
