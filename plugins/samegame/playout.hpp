// Random playouts: from a position, moves chosen uniformly among the legal groups until
// none is left. The building block of the hint (and of a stronger search later).
//
// A uniform choice without listing every group: pick a piece uniformly among those that
// can belong to a legal group, find its group (n pieces), and accept it with probability
// min_group / n (never when n < min_group). A group of n is reached with probability
// proportional to n, so every legal group is accepted with the same probability. After a
// few refusals (only likely with min_group >= 3) the groups are listed and one is drawn.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "bit_board.hpp"
#include "board.hpp"
#include "groups.hpp"
#include "rules.hpp"

namespace samegame {

// The buffers a playout on a Board reuses.
struct PlayoutScratch {
    GroupFinder finder;
    std::vector<Cell> stack;
};

// Plays to the end on `board` (changed in place) and returns the points scored, the clear
// bonus included. When `moves` is given, each move's name is appended to it.
std::int64_t random_playout(BitBoard& board, const Rules& rules, plateau::Random& rng,
                            std::vector<Cell>* moves = nullptr);
std::int64_t random_playout(Board& board, const Rules& rules, plateau::Random& rng,
                            PlayoutScratch& scratch, std::vector<Cell>* moves = nullptr);

// Every legal group of a bit board (each as its set of pieces), lowest name first.
void legal_groups(const BitBoard& board, int min_group, std::vector<Bits256>& out);

}  // namespace samegame
