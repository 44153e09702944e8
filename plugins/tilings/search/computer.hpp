// The computer players. Each looks at every cell where its head tile can go:
//   first:  the first in reading order (001's players);
//   random: one of them at random, from the game's generator carried in the match;
//   greedy: the one worth most to itself under the chosen scoring, as if the game ended
//           right after (the first in reading order among equals);
//   strong: searches (strong.hpp); choose_cell answers for it as greedy.
#pragma once

#include <vector>

#include "tilings/rules/config.hpp"
#include "tilings/rules/match.hpp"
#include "tilings/rules/scoring.hpp"

namespace tilings {

// What the player to move would gain by putting its head tile on `cell` (which fits):
// its own total after the placement minus before, under `scoring`.
[[nodiscard]] std::int64_t placement_gain(const Match& match, int cell, Scoring scoring,
                                          int points_per_tile);

// The cell the computer player `kind` puts its head tile on, among `cells` (where it
// fits, in reading order, not empty). A human or strong player asking gets the greedy
// choice.
[[nodiscard]] int choose_cell(const Match& match, const std::vector<int>& cells, PlayerKind kind,
                              Scoring scoring, int points_per_tile);

}  // namespace tilings
