// Push Over's notation (004's "cas difficile"): a side letter and a line number from 1 to
// n, letters in either case. H or T: the top (enters column k downwards); B: the bottom;
// G or L: the left (enters row k); D or R: the right. `G2` enters row 2 from the left.
// `pass` is the move the game makes for a player without a legal insertion.
#pragma once

#include <string>
#include <string_view>

#include "pushover/rules/match.hpp"

namespace pushover {

// Throws plateau::Refusal with the reason (unknown letter, line out of range).
Move parse_move(std::string_view text, int n);
// Upper case, French letters: H3, B1, G2, D5; or pass.
std::string format_move(const Move& move, int n);
char side_letter(Side side);

// The texts a player reads (refusals, words) are in the player's language (plateau::tr);
// the notation itself never changes with it.

// The move in words for the status bar, counted from 1 as people count: "from the left
// edge, row 2", "from the top edge, column 3"; "pass, no push possible".
std::string move_in_words(const Move& move);

// Why the player to move may not make `move` (it would push off the opponent's pawn), the
// whole refusal: "G2: row 2 is full and the pawn it would push off, at its right end, is
// the opponent's; only your own pawn may be pushed off the board".
std::string refusal_reason(const Move& move, int n);

}  // namespace pushover
