// Drawing a position: a header with the mines left (and the losses, once there are some),
// covered cells as raised tiles, open cells flat with their coloured numbers, flags and
// mines as shapes (a second cue besides colour), the hovered and held cells, the keyboard
// cursor and a hint; newly opened cells fade in from the click.
#pragma once

#include <array>
#include <optional>
#include <plateau/canvas.hpp>
#include <plateau/colour.hpp>
#include <plateau/game.hpp>

#include "minesweeper/rules/notation.hpp"
#include "minesweeper/rules/position.hpp"
#include "minesweeper/view/board_ui.hpp"

namespace minesweeper {

struct Palette {
    std::array<plateau::Colour, 8> numbers{};
    plateau::Colour covered{}, open{}, flag{};
};

struct HintMark {
    enum class Kind {
        safe,  // a cell to open, or a wrong flag to take off
        mine,  // a mine to flag
        guess  // nothing is proved: the least risky cell
    };
    int cell = -1;
    Kind kind = Kind::safe;
};

void draw_board(plateau::Canvas& canvas, const Position& position, const Ui* ui,
                const plateau::Frame<Position>& frame, const Palette& palette,
                std::optional<HintMark> hint);

}  // namespace minesweeper
