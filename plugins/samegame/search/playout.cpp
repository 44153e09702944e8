#include "samegame/search/playout.hpp"

#include "samegame/rules/removal.hpp"
#include "samegame/search/hot_clones.hpp"

namespace samegame {

namespace {

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

namespace {

// The playout on a bit board, for a number of colours known when compiling (0: the
// board's own), so that the loops over the colours unroll.
template <int kColours>
[[gnu::always_inline]] inline std::int64_t bit_playout(BitBoard& board, const Rules& rules,
                                                       plateau::Random& rng,
                                                       std::vector<Cell>* moves) {
    std::int64_t score = 0;
    std::vector<Bits256> listed;
    for (;;) {
        // An anchor drawn uniformly, its group accepted with probability 1 / (the group's
        // anchors): every legal group is then equally likely (see playout.hpp).
        const BitBoard::Candidates candidates = board.candidates<kColours>(rules.min_group);
        const int n = candidates.anchors.count();
        if (n == 0) break;
        Bits256 group;
        int size = 0;
        bool chosen = false;
        for (int t = 0; t < kPlayoutMaxTries && !chosen; ++t) {
            group =
                board.group_of<kColours>(candidates.anchors.select(static_cast<int>(rng.below(n))));
            size = group.count();
            if (size < rules.min_group) continue;
            const int anchors = (group & candidates.anchors).count();
            chosen = anchors == 1 || rng.below(static_cast<std::uint64_t>(anchors)) == 0;
        }
        if (!chosen) {
            legal_groups(board, rules.min_group, listed);
            if (listed.empty()) break;
            group = listed[rng.below(listed.size())];
            size = group.count();
        }
        if (moves != nullptr) moves->push_back(BitBoard::name_of(group));
        board.remove<kColours>(group);
        score += rules.move_points(size, board.cleared());
    }
    return score;
}

}  // namespace

SAMEGAME_HOT_CLONES
std::int64_t random_playout(BitBoard& board, const Rules& rules, plateau::Random& rng,
                            std::vector<Cell>* moves) {
    switch (board.colours()) {
        case 2:
            return bit_playout<2>(board, rules, rng, moves);
        case 3:
            return bit_playout<3>(board, rules, rng, moves);
        case 4:
            return bit_playout<4>(board, rules, rng, moves);
        case 5:
            return bit_playout<5>(board, rules, rng, moves);
        default:
            return bit_playout<0>(board, rules, rng, moves);
    }
}

std::int64_t random_playout(Board& board, const Rules& rules, plateau::Random& rng,
                            PlayoutScratch& scratch, std::vector<Cell>* moves) {
    std::int64_t score = 0;
    for (;;) {
        if (board.cleared()) break;
        Cell start{-1, -1};
        for (int t = 0; t < kPlayoutMaxTries; ++t) {
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
