// The rules of Minesweeper (RULES.md, 002): opening, flagging, chording, winning and losing.
// No drawing and no files here.
#pragma once

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/placement.hpp"
#include "minesweeper/rules/position.hpp"

namespace minesweeper {

// The position after `move`. A move that is not allowed here throws plateau::Refusal with
// the reason and changes nothing:
//   - any move once the game is over;
//   - opening an open or a flagged cell;
//   - flagging an open cell;
//   - chording with chording off, on a covered cell, on a number whose flags around it do
//     not equal it, or where it would open nothing.
// The first open places the mines with `place` (placement.hpp; the plugin passes
// search/no_guess.hpp's place_field) when the position has none yet.
[[nodiscard]] Position apply_move(const BoardSpec& spec, const Position& position, const Move& move,
                                  PlaceField place);

// The number of flags around a cell.
[[nodiscard]] int flags_around(const Position& position, int cell);
// Whether a chord on `cell` is allowed and would open something (for the mouse).
[[nodiscard]] bool chord_would_open(const Position& position, int cell);

}  // namespace minesweeper
