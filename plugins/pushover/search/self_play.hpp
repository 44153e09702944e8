// How the learned evaluation (ntuple.hpp) is learned: games of the network against itself;
// before every move, the value of the position is moved towards the value of its best move
// (temporal differences, TD(0), as TD-Gammon and the n-tuple players of Othello and
// Connect Four learn). Each move is the
// one the network values best, or a random one now and then (exploration), so that the
// games go everywhere; a move that ends the round is valued by its result (1 won, -1 lost,
// 0 drawn), any other by minus the network's value of the position it leaves to the
// opponent. Deterministic for a seed (on one machine and compiler: it adds floats).
#pragma once

#include <cstdint>
#include <functional>

#include "pushover/search/ntuple.hpp"

namespace pushover {

struct SelfPlaySettings {
    long games = 1'000'000;
    // The learning rate, shared by the weights a position reads: from `alpha` at the first
    // game to `alpha_end` at the last, geometrically.
    double alpha = 0.01;
    double alpha_end = 0.0005;
    double explore = 0.1;   // the chance of a random move
    int opening_plies = 4;  // each game starts with 0 to this many random moves
    int max_plies = 150;    // a game still going then is left (no result learned)
    std::uint64_t seed = 1;
};

// What the games since the last report did.
struct SelfPlayReport {
    long games_played = 0;  // since the start
    double mean_plies = 0;  // per game
    double unfinished = 0;  // the share of games left at max_plies
    long first_player_wins = 0;
    long second_player_wins = 0;
    double rms_error = 0;  // of the values against their targets, before each update
    double alpha = 0;      // the learning rate reached
};

// A move for the network's player: its insertion index, its value for the player (the
// result when it ends the round, else minus the network's value of the position it leaves),
// whether it ends the round.
struct SelfPlayMove {
    int index = -1;
    float value = 0;
    bool ends = false;
};
// The move of `player` (who must have one) that the network values best; the first in
// the move list's order among equals.
[[nodiscard]] SelfPlayMove best_move(const TrainingNetwork& network, const Board& b, int player);

// Plays settings.games games on the 5x5 board, learning into `network`; calls `report`
// every `report_every` games and after the last.
void learn_by_self_play(TrainingNetwork& network, const SelfPlaySettings& settings,
                        long report_every,
                        const std::function<void(const SelfPlayReport&)>& report);

}  // namespace pushover
