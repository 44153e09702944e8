// Push Over's rounds and matches: whose turn it is, the end of a round (complete lines
// counted, the pass and the draw for want of moves) and the rounds won. No drawing, no
// files: the plugin glue and the computer players build on this.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <plateau/random.hpp>
#include <string_view>
#include <vector>

#include "pushover/rules/board.hpp"

namespace pushover {

// A move: an insertion, or the pass the game makes for a player without one.
struct Move {
    bool pass = false;
    Insertion insertion;
    friend constexpr bool operator==(const Move&, const Move&) = default;
    static constexpr Move make_pass() { return {true, {}}; }
    static constexpr Move insert(Insertion m) { return {false, m}; }
};

// What the player to move can do (RULES.md: a player without a legal insertion passes;
// when neither player has one the round is a draw). On boards of 3 and more neither case
// can arise — lacking an insertion means every edge cell holds the opponent's pawn, a
// complete line that ended the round first — but the rules guard them all the same.
enum class TurnKind { play, pass, draw_for_want_of_moves };
constexpr TurnKind decide_turn(bool mover_can_insert, bool opponent_can_insert) {
    if (mover_can_insert) return TurnKind::play;
    return opponent_can_insert ? TurnKind::pass : TurnKind::draw_for_want_of_moves;
}

// How a round ended.
struct RoundResult {
    int round = 0;
    std::array<int, 2> lines{};  // complete lines of each player at the end
    int winner = -1;             // 0 or 1; -1 for a draw
    bool no_moves = false;       // a draw because neither player could insert
    Board final_board;
};

// The lines counted after a move: the winner has more; equal counts are a draw.
constexpr int round_winner(const std::array<int, 2>& lines) {
    if (lines[0] > lines[1]) return 0;
    if (lines[1] > lines[0]) return 1;
    return -1;
}

struct MatchRules {
    int rounds_to_win = 1;  // 1..5; 1: a single round, whose draw ends the match as a draw
};

// How many of a round's latest positions a state keeps for spotting returns to them.
inline constexpr std::size_t kRepeatableKept = 100;

// A position of a match. A value: apply_move makes a new one.
struct State {
    Board board;  // the round being played (at the end of the match: its final board)
    int to_move = 0;
    int round = 1;
    int round_starter = 0;  // the player who made (or would make) the round's first move
    int plies_in_round = 0;
    // The round's positions since the last insertion that added a pawn, oldest first, the
    // present one left out: the only ones it can be a return to, since no move takes a
    // pawn away (an insertion fills an empty cell, or pushes off one of the mover's own
    // pawns for the new one). At most kRepeatableKept, the latest. The perfect level's
    // search values a return to one of them as a draw: play that goes round in circles.
    std::vector<Position> repeatable;
    std::array<int, 2> rounds_won{};
    std::optional<RoundResult> last_round;  // the last finished round
    bool last_was_pass = false;
    bool over = false;
    int match_winner = -1;  // once over: 0 or 1, or -1 for a draw
    // The game's seeded generator; the computer players draw from a copy of it, and every
    // move advances it, so a seed and the same moves always give the same choices.
    plateau::Random rng;
};

// The first position: an empty board (or a layout's), `starter` to move.
State new_match(const Board& board, int starter, std::uint64_t seed);

// Applies a move of the player to move. Throws plateau::Refusal with the reason for a move
// that is not allowed here (the match is over, the pawn pushed off would be the
// opponent's, a pass while an insertion is possible).
State apply_move(const State& state, const Move& move, const MatchRules& rules);

// What the player to move can do in `state` (not over).
TurnKind turn_kind(const State& state);

// Every legal move, in the move list's order (H1..Hn, B1..Bn, G1..Gn, D1..Dn); the single
// pass when the player to move has no insertion; nothing once the match is over.
std::uint32_t legal_mask(const State& state);

}  // namespace pushover
