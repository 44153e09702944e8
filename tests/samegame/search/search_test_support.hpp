// What the search tests (solver_test.cpp, bit_nrpa_test.cpp) share: names for the colours
// of the boards they write out, and a game replayed through the rules.
#pragma once

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

}  // namespace samegame::search_test
