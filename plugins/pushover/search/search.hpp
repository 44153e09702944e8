// The hard computer player's search: negamax with alpha-beta pruning, iterative
// deepening within a time budget, move ordering (the transposition table's move first,
// then the history heuristic) and a transposition table. It searches the round: a win is
// a round won, whatever the match.
#pragma once

#include <atomic>
#include <cstdint>
#include <span>

#include "pushover/rules/board.hpp"

namespace pushover {

inline constexpr int kWinScore = 1'000'000;  // a round won now; less one per ply to it
// A draw is worth this much less than an even position to the searching player, so that
// it plays on for a win rather than settle for an early draw against a weaker opponent:
// a search that finds nothing better than a draw scores -kDrawContempt.
inline constexpr int kDrawContempt = 150;

struct SearchResult {
    int best = -1;  // insertion_index of the move chosen
    int score = 0;  // for the player to move
    int depth = 0;  // the last depth searched to the end
    std::uint64_t nodes = 0;
};

// hard: alpha-beta with a full window at each node, the evaluation below; strongest:
// principal variation search (the first move with the full window, the others with a null
// window, searched again when they beat it) and, on 5x5, the learned evaluation of
// ntuple.hpp instead of the one below.
enum class SearchStyle { hard, strongest };

// The best insertion for `player` on `board` (which must have one), searched until
// `seconds` have passed or *stop is set (checked every few thousand nodes, so it returns
// within a few milliseconds of either), or after about `max_nodes` nodes when not 0 (for
// tests and experiments that must not depend on the machine's speed). At least depth 1 is
// always searched.
// `game_history`: the positions the game went through that the search could come back to
// (State::repeatable, oldest first); the strongest style values a return to one of them,
// or to a position earlier on the line it searches, as a draw, so that it does not go round
// in circles where it could play on. The hard style ignores it.
SearchResult search_best(const Board& board, int player, double seconds,
                         const std::atomic<bool>* stop, std::uint64_t max_nodes = 0,
                         SearchStyle style = SearchStyle::hard,
                         std::span<const Position> game_history = {});

// The static evaluation of a position for `player` (to move): over every row and column,
// the weight of the player's pawns in it less the opponent's, growing fast with the count.
int evaluate(const Board& board, int player);

}  // namespace pushover
