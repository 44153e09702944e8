#include "samegame/rules/groups.hpp"

#include <algorithm>

namespace samegame {

void GroupFinder::begin(const Board& board) {
    if (stamp_.size() != board.cells().size()) {
        stamp_.assign(board.cells().size(), 0);
        generation_ = 0;
    }
    if (++generation_ == 0) {  // wrapped: old stamps could collide
        std::fill(stamp_.begin(), stamp_.end(), 0);
        generation_ = 1;
    }
}

int GroupFinder::collect(const Board& board, Cell start) {
    cells_.clear();
    const Colour colour = board.at(start);
    stamp_[board.index(start)] = generation_;
    cells_.push_back(start);
    // cells_ is both the result and the queue: breadth first, no recursion.
    for (std::size_t next = 0; next < cells_.size(); ++next) {
        const Cell c = cells_[next];
        const Cell around[4] = {
            {c.col, c.row - 1}, {c.col, c.row + 1}, {c.col - 1, c.row}, {c.col + 1, c.row}};
        for (const Cell n : around) {
            if (!board.in_bounds(n)) continue;
            const std::size_t i = board.index(n);
            if (stamp_[i] != generation_ && board.cells()[i] == colour) {
                stamp_[i] = generation_;
                cells_.push_back(n);
            }
        }
    }
    return static_cast<int>(cells_.size());
}

const std::vector<Cell>& GroupFinder::cells_of(const Board& board, Cell start) {
    cells_.clear();
    if (!board.in_bounds(start) || board.is_empty(start)) return cells_;
    begin(board);
    collect(board, start);
    return cells_;
}

std::vector<GroupInfo> GroupFinder::legal_groups(const Board& board, int min_group) {
    std::vector<GroupInfo> groups;
    begin(board);
    // Scanning column by column, bottom up, meets each group first at its name cell.
    for (int col = 0; col < board.used_cols(); ++col) {
        for (int row = 0; row < board.height(col); ++row) {
            const Cell c{col, row};
            if (visited(board.index(c))) continue;
            const int size = collect(board, c);
            if (size >= min_group) groups.push_back({c, size, board.at(c)});
        }
    }
    return groups;
}

bool has_legal_group(const Board& board, int min_group) {
    if (min_group <= 1) return !board.cleared();
    if (min_group == 2) {
        // A group of two or more exists when two neighbours share a colour.
        for (int col = 0; col < board.used_cols(); ++col) {
            for (int row = 0; row < board.height(col); ++row) {
                const Colour c = board.at({col, row});
                if (row + 1 < board.height(col) && board.at({col, row + 1}) == c) return true;
                if (col + 1 < board.used_cols() && row < board.height(col + 1) &&
                    board.at({col + 1, row}) == c) {
                    return true;
                }
            }
        }
        return false;
    }
    GroupFinder finder;
    return !finder.legal_groups(board, min_group).empty();
}

}  // namespace samegame
