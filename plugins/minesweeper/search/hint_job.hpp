// The "hint" job.
//
// The job's thread tries the cheap rules first (most hints are found by them in
// microseconds), then the whole solver with its bounded enumeration; starting the job does
// no solving on the caller's thread.
#pragma once

#include <functional>
#include <memory>
#include <plateau/game.hpp>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/search/hint.hpp"

namespace minesweeper {

// Called with the position and the hint found, when the job hands the hint to the host
// (from poll, on the host's thread): the game remembers it for its board to highlight
// (view/hint_memory.hpp, which the search does not know).
using HintFound = std::function<void(const Position& position, const Hint& hint)>;

// What `found` refers to must outlive the job (the game owns its hint memory; the host
// frees jobs before games).
[[nodiscard]] std::unique_ptr<plateau::Job> start_hint_job(const BoardSpec& spec,
                                                           const Position& position,
                                                           HintFound found);

}  // namespace minesweeper
