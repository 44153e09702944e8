// Push Over solved on the small boards (3x3 and 4x4) by retrograde analysis: every
// position with no complete line gets its exact value for the player to move, a win or a
// loss in so many plies (the winner taking the shortest win, the loser the longest
// defence, the last move counted) or a draw (a move completing as many lines for each
// side, or play that can go on for ever).
//
// The rules treat both colours alike, so a position is indexed from the mover's side: the
// cells in base 3 (0 empty, 1 the mover's pawn, 2 the opponent's), 3^(n*n) entries, one
// byte each: the outcome in the top 2 bits, the distance in plies in the low 6.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "pushover/rules/board.hpp"

namespace pushover {

inline constexpr int kMaxSolvedSize = 4;

enum class Outcome : std::uint8_t { draw = 0, win = 1, loss = 2, over = 3 };

struct Value {
    Outcome outcome = Outcome::over;  // over: the position has a complete line already
    int plies = 0;                    // to the end with best play; 0 for a draw
    friend constexpr bool operator==(const Value&, const Value&) = default;
};

// Ordering for the mover: a win (sooner better) > a draw > a loss (later better).
int value_rank(const Value& v);
// The value of the position before a move for its mover, given what the move leads to:
// `after` is the value for the opponent, then to move.
Value value_before(const Value& after);

class SolvedTable {
  public:
    static constexpr int kDistanceBits = 6;
    static constexpr int kMaxPlies = (1 << kDistanceBits) - 1;

    SolvedTable() = default;
    SolvedTable(int n, std::vector<std::uint8_t> entries);

    [[nodiscard]] int size() const { return n_; }
    [[nodiscard]] const std::vector<std::uint8_t>& entries() const { return entries_; }
    // The value of `board` for `player`, to move.
    [[nodiscard]] Value value(const Board& board, int player) const;

    // The number of positions of a board of n: 3^(n*n).
    static std::size_t positions(int n);
    // The index of the position, `player` to move.
    static std::size_t index_of(const Board& board, int player);

  private:
    int n_ = 0;
    std::vector<std::uint8_t> entries_;
};

// What a long computation reports: the iteration (a distance in plies) and the positions
// resolved so far. Returns nothing; `stop` cancels (solve then throws plateau::Refusal).
using SolveProgress = std::function<void(int plies, std::size_t resolved, std::size_t total)>;

// Solves the board of n (3 or 4). Throws std::runtime_error when a distance does not fit
// the table's bits.
SolvedTable solve(int n, const SolveProgress& progress = {},
                  const std::atomic<bool>* stop = nullptr);

// The table's own entries only, one per class of positions equal under the board's 8
// symmetries (the one with the smallest index), in a fixed order: what a file keeps. And
// the table again from them (nullopt when their count is not the board's).
std::vector<std::uint8_t> canonical_entries(const SolvedTable& table);
std::optional<SolvedTable> from_canonical_entries(int n, const std::vector<std::uint8_t>& kept);

// The value an insertion leads to, for the mover of `board` (which may make it).
Value value_of_insertion(const SolvedTable& table, const Board& board, int player, int index);

// A move that keeps the value of the position for `player` (a win: the shortest; a loss:
// the longest defence; a draw: a draw), the first in the move list's order; -1 if none.
int best_insertion(const SolvedTable& table, const Board& board, int player);

}  // namespace pushover
