// Groups: the pieces of one colour reachable from a piece through horizontal and vertical
// neighbours. Found iteratively with an explicit stack (a group of 10^6 pieces must not
// overflow the call stack as 000's recursive rCouleurCon would).
#pragma once

#include <cstdint>
#include <vector>

#include "samegame/rules/board.hpp"

namespace samegame {

// A group as the rules name it: its cell with the lowest column, then the lowest row.
struct GroupInfo {
    Cell name;
    int size = 0;
    Colour colour = kEmpty;
    friend bool operator==(const GroupInfo&, const GroupInfo&) = default;
};

// Finds groups without changing the board. Keeps its buffers between calls, so a search
// that looks at many groups allocates nothing after the first.
class GroupFinder {
  public:
    // The cells of the group of `start` (none when start is empty or off the board), in the
    // order they were reached, start first.
    const std::vector<Cell>& cells_of(const Board& board, Cell start);

    // Every group of at least `min_group` pieces, named and sorted by column then row.
    std::vector<GroupInfo> legal_groups(const Board& board, int min_group);

  private:
    // Marks `start`'s group visited and collects it into cells_; returns its size.
    int collect(const Board& board, Cell start);
    void begin(const Board& board);
    [[nodiscard]] bool visited(std::size_t i) const { return stamp_[i] == generation_; }

    std::vector<std::uint32_t> stamp_;  // == generation_: visited in this pass
    std::uint32_t generation_ = 0;
    std::vector<Cell> cells_;
};

// Whether a group of at least `min_group` pieces is left (the game goes on).
[[nodiscard]] bool has_legal_group(const Board& board, int min_group);

}  // namespace samegame
