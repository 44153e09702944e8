// Games between two computer levels, as the benchmark plays them: one round on an empty
// board, each level choosing with the same functions the plugin's jobs use.
#pragma once

#include <cstdint>

#include "pushover/search/computer.hpp"

namespace pushover::bench {

struct GameResult {
    int winner = -1;  // 0 or 1 (the player, 0 moved first), -1 a draw or unfinished
    bool unfinished = false;
    int plies = 0;
    double longest_move_seconds = 0;  // the slowest choice of either level
    int moves = 0;                    // choices made by either level
    int moves_over_bound = 0;         // choices that took more than the budget + 50 ms
};

// Plays one round; `levels[p]` plays player p. Stops after `max_plies` (unfinished). The
// first `opening_plies` moves are random, drawn from the seed.
GameResult play_game(int size, const Level (&levels)[2], double seconds_per_move,
                     std::uint64_t seed, int max_plies, int opening_plies = 0);

struct Tally {
    int games = 0;
    int first_level_wins = 0;
    int second_level_wins = 0;
    int draws = 0;
    int unfinished = 0;
    double longest_move_seconds = 0;
    double average_plies = 0;
    int moves = 0;
    int moves_over_bound = 0;
};

// `games` games between `a` and `b`, alternating who starts (a starts the even ones); game
// k uses seed `first_seed + k`.
Tally play_games(int size, Level a, Level b, int games, double seconds_per_move,
                 std::uint64_t first_seed, int max_plies, int opening_plies = 0);

}  // namespace pushover::bench
