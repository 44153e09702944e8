// Random playouts: from a position, moves chosen uniformly among the legal groups until
// none is left. The building block of the hint (and of a stronger search later).
//
// A uniform choice without listing every group: draw a piece uniformly from a set that
// holds at least one piece of every legal group, find its group, and accept it with a
// probability inversely proportional to how many of its pieces were in the set; every
// legal group is then equally likely. The array board draws among all pieces and accepts
// a group of n with probability min_group / n (never when n < min_group). The bit board
// draws among the anchors (BitBoard::candidates: pieces whose left and lower neighbours
// are of another colour; a small group mostly has one) and accepts with probability
// 1 / (the group's anchors), which rarely refuses. After a few refusals in a row (likely
// only with min_group >= 3) the groups are listed and one is drawn.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "samegame/rules/board.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/rules.hpp"
#include "samegame/search/bit_board.hpp"

namespace samegame {

// Refusals in a row before a playout lists the groups instead (on either board).
inline constexpr int kPlayoutMaxTries = 12;

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
