// Turning the mouse and the keyboard into moves: left click opens, right click flags, a
// click on a number with its flags placed (or a middle click) chords; arrows move the
// cursor, Space opens or chords, F flags.
#pragma once

#include <plateau/game.hpp>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/view/board_ui.hpp"

namespace minesweeper {

[[nodiscard]] plateau::InputResult handle_input(const BoardSpec& spec, const Position& position,
                                                Ui& ui, const plateau::Input& in);

}  // namespace minesweeper
