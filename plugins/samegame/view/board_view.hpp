// Drawing a position: the board, the highlighted group, the keyboard cursor, and the
// removal animation.
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/game.hpp>

#include "samegame/rules/game_config.hpp"
#include "samegame/rules/position.hpp"
#include "samegame/view/ui_state.hpp"

namespace samegame {

void draw_position(const plateau::Canvas& canvas, const Position& position, const Ui* ui,
                   const plateau::Frame<Position>& frame, const GameConfig& config);

}  // namespace samegame
