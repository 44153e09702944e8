// A position of the game (the plugin's state): the board, the score so far and whether a
// legal group is left. Playing a move checks it against the rules and makes a new one.
#pragma once

#include <cstdint>
#include <string_view>

#include "samegame/rules/board.hpp"
#include "samegame/rules/groups.hpp"
#include "samegame/rules/rules.hpp"

namespace samegame {

struct Position {
    Board board;
    std::int64_t score = 0;
    bool over = false;  // no group of min_group pieces is left

    friend bool operator==(const Position&, const Position&) = default;
};

Position start_position(Board board, const Rules& rules);

// Removes the group at `cell`. Throws plateau::Refusal, naming `move` (the text as typed),
// when the game is over, or the cell is off the board, empty, or in a group smaller than
// min_group.
Position play(const Position& position, Cell cell, std::string_view move, const Rules& rules,
              GroupFinder& finder);

}  // namespace samegame
