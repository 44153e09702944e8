// Perft-like counts for Push Over, for the benchmark and its checks: the legal move
// sequences of exactly `depth` moves from a position (no move follows one that ends the
// round, so shorter sequences that end it are not counted), and the distinct positions
// (board and player to move) they end on.
#pragma once

#include <cstdint>

#include "pushover/rules/board.hpp"

namespace pushover {

struct PerftCount {
    std::uint64_t sequences = 0;  // move sequences of exactly `depth` moves
    std::uint64_t positions = 0;  // distinct (board, player to move) at their ends
};

PerftCount perft(const Board& board, int player, int depth);

}  // namespace pushover
