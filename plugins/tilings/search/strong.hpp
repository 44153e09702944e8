// The strong computer player: single-observer information-set Monte-Carlo tree search
// (ISMCTS: Cowling, Powley and Whitehouse 2012) over the placements.
//
// What it knows is what a player at the table knows: the board, its own hand (in order:
// it was dealt to it), the deck the game was dealt from, and how many tiles each other
// player holds. The other hands are hidden: every iteration deals the tiles it has not
// seen (the deck minus the board minus its own hand) at random into hands of the right
// sizes (a determinization), walks the one tree shared by all determinizations choosing
// among the moves legal in this one (UCB1 with availability counts), adds one node, plays
// the game out with the playout policy, and credits each move's node with its player's
// reward: a share of first place (1/k when k share it) and a little for the margin.
//
// It searches until `seconds` have passed (or `iterations`, when set, are done), then
// plays the move tried most. The clock decides how far it gets, so its moves depend on the
// machine; with an iteration cap and time to spare they are a function of the position.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "tilings/rules/match.hpp"
#include "tilings/rules/scoring.hpp"

namespace tilings {

// How the playouts (the rest of a game after the tree) place each tile:
//   random:  a fitting cell at random;
//   greedy:  the cell worth most to the player now (placement_gain), the first in reading
//            order among equals (the greedy player's choice);
//   epsilon: greedy, but a random cell with probability `epsilon`.
enum class Playout { random, greedy, epsilon };

struct StrongOptions {
    Scoring scoring = Scoring::patterns;
    int points_per_tile = 1;
    double seconds = 1.0;  // the time to search
    // Counts the process's processor time instead of the time on the wall (benchmarks on a
    // loaded machine, one search at a time).
    bool processor_time = false;
    std::uint64_t iterations = 0;  // 0: until the time is up; else at most this many
    Playout playout = Playout::epsilon;
    double epsilon = 0.1;
    double exploration = 0.7;    // UCB1's constant, rewards being in 0..1
    double margin_weight = 0.1;  // the part of a reward that is the score margin
    // The other players' moves are nodes of the tree too; by default the playout policy
    // plays them on the way down, and the tree is over the searching player's own moves.
    bool others_in_tree = false;
    // Flat Monte-Carlo over the root's moves with common random numbers instead of the
    // tree (see strong.cpp); `iterations` then counts samples (one playout per move each).
    bool flat = false;
    // Under patterns, the searching player's own later moves in a playout weigh their gain
    // less the patterns they complete for the others (the others stay greedy).
    bool relative_self = false;
    // Looks at the other players' hands instead of dealing them at random: not a player,
    // a measure (benchmarks) of what the hidden hands cost the search.
    bool peek = false;
    // Moves a playout plays before the game is valued as if it ended there; 0: to the end.
    int playout_depth = 0;
};

struct StrongChoice {
    int cell = -1;  // -1: the head tile fits nowhere (skip)
    std::uint64_t iterations = 0;
};

// The tiles the player to move has not seen: `deck` (every tile of the game's deck, dealt
// or not) minus the tiles on the board and those of its own hand.
[[nodiscard]] std::vector<Tile> unseen_tiles(const Match& match, const std::vector<Tile>& deck);

// The strong player's cell for the player to move of `match` (not over). `stop`, when set,
// ends the search early (the job was cancelled).
[[nodiscard]] StrongChoice choose_strong(const Match& match, const std::vector<Tile>& deck,
                                         const StrongOptions& options,
                                         const std::atomic<bool>* stop = nullptr);

}  // namespace tilings
