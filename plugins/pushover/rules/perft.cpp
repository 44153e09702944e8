#include "pushover/rules/perft.hpp"

#include <unordered_set>

namespace pushover {

namespace {

struct Key {
    std::uint64_t first, second;
    friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
    std::size_t operator()(const Key& k) const {
        std::uint64_t z = k.first * 0x9e3779b97f4a7c15u ^ (k.second + 0x632be59bd9b4e019u);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        return static_cast<std::size_t>(z ^ (z >> 31));
    }
};

struct Counter {
    std::uint64_t sequences = 0;
    std::unordered_set<Key, KeyHash> seen[2];  // [player to move]

    void leaf(const Board& b, int player) {
        ++sequences;
        seen[player].insert({b.pawns[0], b.pawns[1]});
    }

    // On boards of 3 and more a player always has an insertion while the round goes on, so
    // no pass is ever needed here.
    void walk(const Board& b, int player, int depth) {
        if (depth == 0) {
            leaf(b, player);
            return;
        }
        for (std::uint32_t m = legal_insertions(b, player); m != 0; m &= m - 1) {
            Board c = b;
            insert(c, insertion_at(std::countr_zero(m), b.n), player);
            if (complete_lines(c, 0) + complete_lines(c, 1) > 0) {
                if (depth == 1) leaf(c, other(player));
                continue;  // the round is over: no move follows
            }
            walk(c, other(player), depth - 1);
        }
    }
};

}  // namespace

PerftCount perft(const Board& board, int player, int depth) {
    Counter c;
    c.walk(board, player, depth);
    return {c.sequences, c.seen[0].size() + c.seen[1].size()};
}

}  // namespace pushover
