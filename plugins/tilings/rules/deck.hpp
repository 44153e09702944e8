// The deck: which distinct tiles, how many copies of each, and the deal.
#pragma once

#include <plateau/random.hpp>
#include <vector>

#include "tilings/rules/tile.hpp"

namespace tilings {

struct DeckEntry {
    Tile tile;
    int copies = 1;
};

// MacMahon's 24 squares over colours 0, 1 and 2: every way to colour the four sides, a
// tile and its rotations counted once. Tiles never turn in play, so each is taken in the
// rotation whose N-E-S-W string of colour indices is smallest, and the 24 come in
// increasing order of that string (0000, 0001, 0002, 0011, ...).
[[nodiscard]] std::vector<Tile> macmahon_tiles();

// `count` distinct tiles (1 .. colours^4) over colours 0 .. colours-1, drawn from `rng`:
// every tile is numbered N*c^3 + E*c^2 + S*c + W, and the first `count` numbers of a
// partial Fisher-Yates shuffle of 0 .. c^4-1 are taken, in the order drawn.
[[nodiscard]] std::vector<Tile> random_tiles(int count, int colours, plateau::Random& rng);

// Each entry's copies, one after the other, in the entries' order.
[[nodiscard]] std::vector<Tile> expand(const std::vector<DeckEntry>& entries);

// Deals `deck` from its front, one tile at a time to each player in turn, while every
// player can get one more and each holds fewer than `hand_limit`. The rest is not used.
[[nodiscard]] std::vector<std::vector<Tile>> deal(const std::vector<Tile>& deck, int players,
                                                  int hand_limit);

}  // namespace tilings
