// The bit board's engine: listing the legal groups and the tabu-colour playout, compiled
// for each CPU level like the random playouts (hot_clones.hpp).
#include <algorithm>

#include "samegame/search/hot_clones.hpp"
#include "samegame/search/playout.hpp"
#include "samegame/search/search_engines.hpp"
#include "samegame/search/zobrist.hpp"

namespace samegame {

namespace {

template <int kColours>
[[gnu::always_inline]] inline int colours_of(const BitBoard& board) {
    return kColours > 0 ? kColours : board.colours();
}

template <int kColours>
[[gnu::always_inline]] inline void list_moves(const BitBoard& board, int min_group,
                                              std::vector<BitMove>& out) {
    out.clear();
    for (int c = 0; c < colours_of<kColours>(board); ++c) {
        const Bits256& m = board.plane(c);
        Bits256 left = min_group <= 1 ? m : paired_in(m);
        while (left.any()) {
            Bits256 start;
            start.set(left.lowest());
            const Bits256 g = grow(start, m);
            left = minus(left, g);
            const int size = g.count();
            if (size >= min_group) out.push_back({g, group_code(g, c), size});
        }
    }
}

// A playout that avoids the colour with the most pieces at its start (the tabu colour)
// until all of that colour's pieces form one group, so that they tend to gather into one
// big group, or until nothing else is left. Among the allowed groups the choice is
// uniform, drawn through the anchors as in random_playout (playout.hpp).
template <int kColours>
[[gnu::always_inline]] inline std::int64_t tabu_playout(BitBoard& board, const Rules& rules,
                                                        plateau::Random& rng,
                                                        std::vector<Cell>& names) {
    int tabu = board.template most_frequent_colour<kColours>();
    std::int64_t score = 0;
    std::vector<BitMove> listed;
    for (;;) {
        const BitBoard::Candidates candidates = board.candidates<kColours>(rules.min_group);
        Bits256 anchors = candidates.anchors;
        if (!anchors.any()) break;
        if (tabu >= 0) {
            const Bits256& t = board.plane(tabu);
            if (!t.any()) {
                tabu = -1;
            } else {
                // One group? Not while one of its pieces is alone (the cheap test first).
                bool one_group = !minus(t, candidates.pieces).any();
                if (one_group) {
                    Bits256 start;
                    start.set(t.lowest());
                    one_group = grow(start, t) == t;
                }
                const Bits256 allowed = one_group ? anchors : minus(anchors, t);
                if (allowed.any()) anchors = allowed;
            }
        }
        const int n = anchors.count();
        Bits256 group;
        int size = 0;
        bool chosen = false;
        for (int t = 0; t < kPlayoutMaxTries && !chosen; ++t) {
            group = board.group_of<kColours>(anchors.select(static_cast<int>(rng.below(n))));
            size = group.count();
            if (size < rules.min_group) continue;
            const int k = (group & anchors).count();
            chosen = k == 1 || rng.below(static_cast<std::uint64_t>(k)) == 0;
        }
        if (!chosen) {
            list_moves<kColours>(board, rules.min_group, listed);
            std::erase_if(listed, [&](const BitMove& m) { return !(m.group & anchors).any(); });
            // Only groups of the tabu colour are big enough: any legal group then.
            if (listed.empty()) list_moves<kColours>(board, rules.min_group, listed);
            if (listed.empty()) break;
            const BitMove& m = listed[rng.below(listed.size())];
            group = m.group;
            size = m.size;
        }
        names.push_back(BitBoard::name_of(group));
        board.remove<kColours>(group);
        score += rules.move_points(size, board.cleared());
    }
    return score;
}

SAMEGAME_HOT_CLONES
void bit_list_moves(const BitBoard& board, int min_group, std::vector<BitMove>& out) {
    switch (board.colours()) {
        case 3:
            return list_moves<3>(board, min_group, out);
        case 4:
            return list_moves<4>(board, min_group, out);
        case 5:
            return list_moves<5>(board, min_group, out);
        default:
            return list_moves<0>(board, min_group, out);
    }
}

SAMEGAME_HOT_CLONES
std::int64_t bit_tabu_playout(BitBoard& board, const Rules& rules, plateau::Random& rng,
                              std::vector<Cell>& names) {
    switch (board.colours()) {
        case 3:
            return tabu_playout<3>(board, rules, rng, names);
        case 4:
            return tabu_playout<4>(board, rules, rng, names);
        case 5:
            return tabu_playout<5>(board, rules, rng, names);
        default:
            return tabu_playout<0>(board, rules, rng, names);
    }
}

SAMEGAME_HOT_CLONES
void bit_remove(BitBoard& board, const Bits256& group) { board.remove(group); }

}  // namespace

void BitEngine::moves(const BitBoard& board, std::vector<BitMove>& out) const {
    bit_list_moves(board, rules_.min_group, out);
}

std::int64_t BitEngine::play(BitBoard& board, const BitMove& move) const {
    bit_remove(board, move.group);
    return rules_.move_points(move.size, board.cleared());
}

bool BitEngine::move_named(const BitBoard& board, Cell name, BitMove& out) const {
    if (name.col < 0 || name.row < 0 || name.col >= BitBoard::kMaxCols ||
        name.row >= BitBoard::kMaxRows) {
        return false;
    }
    const int bit = BitBoard::bit_of(name);
    const Colour colour = board.colour_at(bit);
    if (colour == kEmpty) return false;
    out.group = board.group_of(bit);
    out.size = out.group.count();
    out.code = group_code(out.group, colour);
    return out.size >= rules_.min_group;
}

std::int64_t BitEngine::playout(BitBoard& board, PlayoutPolicy policy, plateau::Random& rng,
                                std::vector<Cell>& names) const {
    if (policy == PlayoutPolicy::random) return random_playout(board, rules_, rng, &names);
    return bit_tabu_playout(board, rules_, rng, names);
}

}  // namespace samegame
