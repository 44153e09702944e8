// The hint: a quick flat Monte-Carlo search. Every legal move is tried in turn, each
// followed by a random playout, round after round until the time is up; the move that
// led to the best score seen is the hint. Boards of up to 15x16 play out on the bit
// board, larger ones on the array board.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include "board.hpp"
#include "rules.hpp"

namespace samegame {

struct HintResult {
    std::optional<Cell> move;     // the group's name; none when no legal group is left
    std::int64_t best_score = 0;  // points of the best sequence found from the position
    std::int64_t playouts = 0;
};

// Searches for `seconds` (or until `stop` becomes true). Deterministic for a given
// position and seed, except for how many playouts the time allows.
HintResult find_hint(const Board& board, int colours, const Rules& rules, double seconds,
                     const std::atomic<bool>& stop, std::uint64_t seed);

}  // namespace samegame
