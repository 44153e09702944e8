// What the search tests (solver_test.cpp, bit_nrpa_test.cpp, beam_test.cpp) share: names
// for the colours of the boards they write out, a game replayed through the rules, and the
// best score of a small position found through the rules alone.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "samegame/rules/board.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/rules/rules.hpp"

namespace samegame::search_test {

inline constexpr Colour R = 0, G = 1, B = 2;

// Replays `moves` through the rules (rules/position.cpp's play, which refuses an illegal
// move); the final position.
inline Position replay(const Board& board, const std::vector<Cell>& moves, const Rules& rules) {
    Position p = start_position(board, rules);
    GroupFinder finder;
    for (const Cell m : moves) p = play(p, m, "replayed move", rules, finder);
    return p;
}

// The best score reachable from `p`: every legal move tried, to the end of the game,
// through the rules' own groups and removal (none of the search's code).
inline std::int64_t best_by_hand(const Position& p, const Rules& rules, GroupFinder& finder) {
    if (p.over) return p.score;
    std::int64_t best = p.score;
    const std::vector<GroupInfo> groups = finder.legal_groups(p.board, rules.min_group);
    for (const GroupInfo& g : groups) {
        best = std::max(best, best_by_hand(play(p, g.name, "tried", rules, finder), rules, finder));
    }
    return best;
}

}  // namespace samegame::search_test
