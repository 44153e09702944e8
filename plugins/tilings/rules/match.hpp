// A game in progress: the board, each player's hand (its head is the tile they play), whose
// turn it is, the skips in a row, the end, and the game's seeded generator that random
// computer players draw from. A Match is a value: the plugin copies it for every move.
#pragma once

#include <plateau/random.hpp>
#include <vector>

#include "tilings/rules/board.hpp"
#include "tilings/rules/tile.hpp"

namespace tilings {

enum class EndReason { none, hand_emptied, all_skipped };

struct LastMove {
    enum Kind { none, first_tile, place, skip };
    Kind kind = none;
    int player = -1;  // from 0
    int cell = -1;    // first_tile and place
};

struct Match {
    Board board;
    std::vector<std::vector<Tile>> hands;  // front: the head tile
    int to_move = 0;                       // the player from 0
    int skips_in_row = 0;
    bool over = false;
    EndReason end = EndReason::none;
    int ended_by = -1;  // hand_emptied: the player who placed their last tile
    LastMove last;
    plateau::Random rng;

    [[nodiscard]] int players() const { return static_cast<int>(hands.size()); }
    [[nodiscard]] const Tile& head() const { return hands[to_move].front(); }
    // Where the head tile of the player to move can go, in reading order.
    [[nodiscard]] std::vector<int> head_cells() const { return board.fitting_cells(head()); }
};

// The first player's head tile on `first_cell` (the deal and the cell come from the seed),
// then the second player to move. The game is already over if that was player 1's only
// tile. Every hand must hold at least one tile.
[[nodiscard]] Match start_match(Board board, std::vector<std::vector<Tile>> hands, int first_cell,
                                plateau::Random rng);

// The player to move puts their head tile on `cell`, which the caller checked it fits.
void place_head(Match& match, int cell);
// The player to move cannot place their head tile: it goes to the back of their hand.
void skip_turn(Match& match);

}  // namespace tilings
