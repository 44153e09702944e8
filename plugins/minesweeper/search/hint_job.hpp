// The "hint" job.
//
// The job's thread runs find_hint (hint.hpp): the cheap rules first (most hints are found by
// them in microseconds), then the whole solver and the guess policy, all bounded by counts;
// starting the job does no solving on the caller's thread.
#pragma once

#include <memory>
#include <plateau/game.hpp>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/search/hint.hpp"

namespace minesweeper {

// The host shows the hint: the move in the game's words (describe_move) and marked on the
// board until the position changes; for a guess, a message with its chance of being safe.
[[nodiscard]] std::unique_ptr<plateau::Job> start_hint_job(const BoardSpec& spec,
                                                           const Position& position);

}  // namespace minesweeper
