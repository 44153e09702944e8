// The two boards the searches run on, behind one interface, so that NMCS and NRPA are
// written once (templates on the engine): the bit board for boards of up to 15x16 (the
// fast path) and the array board for every larger size the plugin allows.
//
// An engine lists the legal moves of a position (each with its size and its code for
// NRPA's policy), plays one (returning its points, the clear bonus included), finds the
// move a name stands for, and plays a position out to its end with a playout policy.
// An engine keeps scratch buffers: one per search thread.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "samegame/rules/board.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/rules.hpp"
#include "samegame/search/bit_board.hpp"
#include "samegame/search/playout.hpp"
#include "samegame/search/search_common.hpp"

namespace samegame {

struct BitMove {
    Bits256 group;
    std::uint64_t code = 0;
    int size = 0;
};

class BitEngine {
  public:
    using Pos = BitBoard;
    using Move = BitMove;

    explicit BitEngine(const Rules& rules) : rules_(rules) {}
    [[nodiscard]] const Rules& rules() const { return rules_; }

    // Every legal group (colour by colour, lowest piece first within a colour).
    void moves(const BitBoard& board, std::vector<BitMove>& out) const;
    // Removes the move's group; returns its points.
    std::int64_t play(BitBoard& board, const BitMove& move) const;
    [[nodiscard]] static Cell name(const BitMove& move) { return BitBoard::name_of(move.group); }
    // The legal move named `name` on `board`, if there is one.
    bool move_named(const BitBoard& board, Cell name, BitMove& out) const;
    // Plays to the end; returns the points, and appends the moves' names to `names`.
    std::int64_t playout(BitBoard& board, PlayoutPolicy policy, plateau::Random& rng,
                         std::vector<Cell>& names) const;

  private:
    Rules rules_;
};

struct ArrayMove {
    Cell name;
    std::uint64_t code = 0;
    int size = 0;
};

class ArrayEngine {
  public:
    using Pos = Board;
    using Move = ArrayMove;

    explicit ArrayEngine(const Rules& rules) : rules_(rules) {}
    [[nodiscard]] const Rules& rules() const { return rules_; }

    void moves(const Board& board, std::vector<ArrayMove>& out);
    std::int64_t play(Board& board, const ArrayMove& move);
    [[nodiscard]] static Cell name(const ArrayMove& move) { return move.name; }
    bool move_named(const Board& board, Cell name, ArrayMove& out);
    std::int64_t playout(Board& board, PlayoutPolicy policy, plateau::Random& rng,
                         std::vector<Cell>& names);

  private:
    Rules rules_;
    PlayoutScratch scratch_;
    std::vector<GroupInfo> groups_;
    std::vector<ArrayMove> allowed_;
};

// The colour with the most pieces (the lowest index on a tie), for the tabu policy.
[[nodiscard]] int most_frequent_colour(const Board& board);

}  // namespace samegame
