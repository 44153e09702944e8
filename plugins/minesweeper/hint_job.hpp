// The "hint" job, and the memory of the last hint given so the board can highlight it.
//
// The job's thread tries the cheap rules first (most hints are found by them in
// microseconds), then the whole solver with its bounded enumeration; starting the job does
// no solving on the caller's thread.
#pragma once

#include <memory>
#include <optional>
#include <plateau/game.hpp>
#include <vector>

#include "board_spec.hpp"
#include "board_view.hpp"
#include "notation.hpp"
#include "position.hpp"

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

// `memory` must outlive the job (the game owns both; the host frees jobs before games).
[[nodiscard]] std::unique_ptr<plateau::Job> start_hint_job(const BoardSpec& spec,
                                                           const Position& position,
                                                           HintMemory& memory);

}  // namespace minesweeper
