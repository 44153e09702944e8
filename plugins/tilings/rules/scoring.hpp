// The three scoring rules of RULES.md, as if the game ended now.
//   remaining: the tiles left in each hand; fewer ranks higher.
//   patterns:  one point per tile placed, plus, for each single-coloured tile, 34 when its
//              four neighbours are there, else 20 for two opposite ones, else 10 for two at
//              a corner (tried in that order) for its owner.
//   zones:     triangles of one colour joined inside a tile or across a shared edge make a
//              zone; the players owning most of its tiles score its size in tiles, times
//              zone_points. Nothing else counts.
#pragma once

#include <cstdint>
#include <vector>

#include "tilings/rules/board.hpp"
#include "tilings/rules/match.hpp"

namespace tilings {

enum class Scoring { remaining, patterns, zones };

// A tile imagined on an empty cell, to value a placement without making it.
struct Imagined {
    int cell = -1;
    Tile tile;
    int owner = -1;
};

inline constexpr int kFourSides = 34;
inline constexpr int kTwoOpposite = 20;
inline constexpr int kTwoAtACorner = 10;

// The pattern `cell`'s tile is the centre of: 34, 20, 10, or 0 (empty, several colours,
// or not enough neighbours).
[[nodiscard]] int pattern_value(const Board& board, int cell, const Imagined* extra = nullptr);

struct Zone {
    int colour = 0;
    std::vector<int> cells;    // in reading order
    std::vector<int> leaders;  // the players owning most of its tiles, from 0
};
// Every zone of the board, ordered by its first cell then colour.
[[nodiscard]] std::vector<Zone> zones_on(const Board& board, int players);
// Each player's zone points (size x zone_points for every zone they lead).
[[nodiscard]] std::vector<std::int64_t> zone_points(const Board& board, int players,
                                                    int points_per_tile,
                                                    const Imagined* extra = nullptr);

// One player's numbers, for the scoreboard and the end's breakdown.
struct PlayerScore {
    int tiles_placed = 0;
    int tiles_left = 0;
    int patterns = 0;  // tiles of theirs that are the centre of a pattern
    int pattern_points = 0;
    int zones_led = 0;
    std::int64_t zone_points = 0;
    std::int64_t total = 0;  // under the chosen rule
};

[[nodiscard]] std::vector<PlayerScore> score_players(const Match& match, Scoring scoring,
                                                     int points_per_tile);
// The players sharing first place, from 0 (fewest tiles left under `remaining`, else most
// points).
[[nodiscard]] std::vector<int> leaders(const std::vector<PlayerScore>& scores, Scoring scoring);

}  // namespace tilings
