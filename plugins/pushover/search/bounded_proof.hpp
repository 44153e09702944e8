// Whether a player can force a win within a number of plies: a depth-bounded AND/OR search
// with a table of what it has proved. It proves facts about boards too large for the
// retrograde analysis (solved.hpp covers 3x3 and 4x4): on 5x5, "neither player can force a
// win within N plies of the empty board" for the largest N the time allows (issue 18's
// stretch; bench/pushover/prove_main.cpp prints it). Exact: no evaluation, no time limit.
//
// What makes it go deep (each measured on the empty 5x5 board, bounded_proof.cpp): one
// table entry per class of the 8 symmetric positions (rules/symmetry.hpp), two entries a
// bucket (the costlier search kept, the latest beside it), the last ply settled without
// the table, no ending checked where no line holds n - 1 pawns of a player, and, from 5
// plies on, a defender's reply already proved in the table taken before any search. The
// stored move orders well already: where the defender searched, with 3 plies or more
// left, it tried 1.00 to 1.03 replies on average (to 15 plies). Tried and left: the
// defender's replies ordered by a history of refutations (6% fewer positions, but 40.0 s
// to 19 plies against 35.4) and two plies settled without the table (37.1 s against 33.5).
// The attacker's order is left as it was: proving that it cannot win, every one of its
// insertions is refuted whatever the order, and its win in one is looked for first.
#pragma once

#include <cstdint>
#include <vector>

#include "pushover/rules/board.hpp"

namespace pushover {

class BoundedProver {
  public:
    // A table of 2^table_bits entries (24 bytes each) of proved facts, kept from one call
    // to the next: a deeper search after a shallower one starts from what it proved.
    explicit BoundedProver(int table_bits = 20);

    // Whether `attacker` can make the round end in its win within `plies` plies (its
    // winning move counted), from `board` with `to_move` to move, whatever the other
    // player plays: a win in the sense of solved.hpp's values (a win in N plies for the
    // mover is forces_win(board, mover, mover, d) for every d >= N; a loss in N plies is
    // forces_win(board, mover, other(mover), d) for every d >= N). A move completing as
    // many lines for each side is a draw, no win; a player without an insertion passes
    // (a ply); neither having one is a draw.
    bool forces_win(const Board& board, int to_move, int attacker, int plies);

    // Positions searched since the prover was made.
    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }

  private:
    struct Entry {
        std::uint64_t pawns0 = 0;
        std::uint64_t pawns1 = 0;
        std::uint8_t tag = 0;            // 0: empty; else 1 + to_move + 2 * attacker + 4 * the side
        std::uint8_t win_within = 0xff;  // proved a win within this many plies
        std::uint8_t no_win_within = 0;  // proved no win within this many plies
        std::uint8_t move = 0xff;        // the winning move, or the defence that refuted; 0xff none
        std::uint8_t work = 0;           // the bit width of the positions its search took
    };

    bool prove(const Board& board, int to_move, int attacker, int plies);
    Entry* bucket(const Board& key, int tag);
    Entry* find(const Board& key, std::uint8_t tag);
    static std::uint8_t tag_of(int n, int to_move, int attacker);
    bool proved_no_win(const Board& board, int to_move, int attacker, int plies);

    std::vector<Entry> table_;
    std::uint64_t mask_ = 0;
    std::uint64_t nodes_ = 0;
};

}  // namespace pushover
