// The array board's engine: every board size the plugin allows, beyond the bit board's
// 15x16. Slower (a group search per group), the same moves and scores.
#include <algorithm>

#include "samegame/rules/removal.hpp"
#include "samegame/search/search_engines.hpp"
#include "samegame/search/zobrist.hpp"

namespace samegame {

int most_frequent_colour(const Board& board) {
    int counts[kMaxColours] = {};
    for (const Colour c : board.cells()) {
        if (c != kEmpty) ++counts[c];
    }
    return static_cast<int>(std::max_element(counts, counts + kMaxColours) - counts);
}

void ArrayEngine::moves(const Board& board, std::vector<ArrayMove>& out) {
    out.clear();
    groups_ = scratch_.finder.legal_groups(board, rules_.min_group);
    for (const GroupInfo& g : groups_) {
        out.push_back({g.name, group_code(g.name, g.size, g.colour), g.size});
    }
}

std::int64_t ArrayEngine::play(Board& board, const ArrayMove& move) {
    const Removal r = remove_group(board, move.name, scratch_.stack);
    return rules_.move_points(r.size, board.cleared());
}

bool ArrayEngine::move_named(const Board& board, Cell name, ArrayMove& out) {
    if (!board.in_bounds(name) || board.is_empty(name)) return false;
    const auto& cells = scratch_.finder.cells_of(board, name);
    Cell first = name;
    for (const Cell c : cells) {
        if (c.col < first.col || (c.col == first.col && c.row < first.row)) first = c;
    }
    const int size = static_cast<int>(cells.size());
    out = {first, group_code(first, size, board.at(name)), size};
    return size >= rules_.min_group;
}

std::int64_t ArrayEngine::playout(Board& board, PlayoutPolicy policy, plateau::Random& rng,
                                  std::vector<Cell>& names) {
    if (policy == PlayoutPolicy::random) {
        return random_playout(board, rules_, rng, scratch_, &names);
    }
    // The tabu colour's pieces are counted down as its groups go: once one group holds
    // them all, it is allowed.
    const int tabu = most_frequent_colour(board);
    int tabu_left = 0;
    for (const Colour c : board.cells()) tabu_left += c == tabu ? 1 : 0;
    std::int64_t score = 0;
    std::vector<ArrayMove> all;
    for (;;) {
        moves(board, all);
        if (all.empty()) break;
        allowed_.clear();
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (groups_[i].colour != tabu || groups_[i].size == tabu_left) {
                allowed_.push_back(all[i]);
            }
        }
        const std::vector<ArrayMove>& from = allowed_.empty() ? all : allowed_;
        const ArrayMove m = from[rng.below(from.size())];
        if (board.at(m.name) == tabu) tabu_left -= m.size;
        names.push_back(m.name);
        score += play(board, m);
    }
    return score;
}

}  // namespace samegame
