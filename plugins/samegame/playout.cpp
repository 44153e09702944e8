#include "playout.hpp"

#include "removal.hpp"

namespace samegame {

namespace {

// Refusals in a row before the groups are listed instead.
constexpr int kMaxTries = 12;

bool accept(int size, int min_group, plateau::Random& rng) {
    const int m = min_group < 1 ? 1 : min_group;
    return size >= m && rng.below(static_cast<std::uint64_t>(size)) < static_cast<std::uint64_t>(m);
}

// The piece with index n among a board's pieces, column by column, bottom up.
Cell nth_piece(const Board& board, int n) {
    for (int col = 0; col < board.used_cols(); ++col) {
        if (n < board.height(col)) return {col, n};
        n -= board.height(col);
    }
    return {-1, -1};
}

}  // namespace

void legal_groups(const BitBoard& board, int min_group, std::vector<Bits256>& out) {
    out.clear();
    Bits256 left = min_group <= 1 ? board.occupied() : board.paired();
    while (left.any()) {
        const Bits256 g = board.group_of(left.lowest());
        left = minus(left, g);
        if (g.count() >= min_group) out.push_back(g);
    }
}

std::int64_t random_playout(BitBoard& board, const Rules& rules, plateau::Random& rng,
                            std::vector<Cell>* moves) {
    std::int64_t score = 0;
    std::vector<Bits256> listed;
    for (;;) {
        const Bits256 candidates = rules.min_group <= 1 ? board.occupied() : board.paired();
        const int n = candidates.count();
        if (n == 0) break;
        Bits256 group;
        bool chosen = false;
        for (int t = 0; t < kMaxTries && !chosen; ++t) {
            group = board.group_of(candidates.select(static_cast<int>(rng.below(n))));
            chosen = accept(group.count(), rules.min_group, rng);
        }
        if (!chosen) {
            legal_groups(board, rules.min_group, listed);
            if (listed.empty()) break;
            group = listed[rng.below(listed.size())];
        }
        const int size = group.count();
        if (moves != nullptr) moves->push_back(BitBoard::name_of(group));
        board.remove(group);
        score += rules.move_points(size, board.cleared());
    }
    return score;
}

std::int64_t random_playout(Board& board, const Rules& rules, plateau::Random& rng,
                            PlayoutScratch& scratch, std::vector<Cell>* moves) {
    std::int64_t score = 0;
    for (;;) {
        if (board.cleared()) break;
        Cell start{-1, -1};
        for (int t = 0; t < kMaxTries; ++t) {
            const Cell c = nth_piece(board, static_cast<int>(rng.below(board.pieces())));
            if (accept(static_cast<int>(scratch.finder.cells_of(board, c).size()), rules.min_group,
                       rng)) {
                start = c;
                break;
            }
        }
        if (start.col < 0) {
            const auto groups = scratch.finder.legal_groups(board, rules.min_group);
            if (groups.empty()) break;
            start = groups[rng.below(groups.size())].name;
        }
        if (moves != nullptr) {
            // The group's name: its lowest column, then lowest row.
            Cell name = start;
            for (const Cell c : scratch.finder.cells_of(board, start)) {
                if (c.col < name.col || (c.col == name.col && c.row < name.row)) name = c;
            }
            moves->push_back(name);
        }
        const Removal r = remove_group(board, start, scratch.stack);
        score += rules.move_points(r.size, board.cleared());
    }
    return score;
}

}  // namespace samegame
