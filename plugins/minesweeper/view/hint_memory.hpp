// The memory of the last hint given, so the board can highlight it.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/view/board_view.hpp"

namespace minesweeper {

// The last hint handed to the host, with the position it was found on. It is shown while
// the board is in that very position (after undo and redo too): a hint stays true as long
// as the position it was proved on. The host has no way to hand a hint back to the game's
// ui, so the game keeps it here and its draw asks.
class HintMemory {
  public:
    // A move to highlight, or with none the least risky guess.
    void remember(const Position& position, const std::optional<Move>& move,
                  std::optional<int> guess);
    [[nodiscard]] std::optional<HintMark> mark_for(const Position& position) const;

  private:
    std::shared_ptr<const Minefield> field_;
    std::vector<Cover> cover_;
    std::optional<Move> move_;
    std::optional<int> guess_;
};

}  // namespace minesweeper
