// Drawing a position: covered cells as raised tiles, open cells flat with their coloured
// numbers, flags and mines as shapes (a second cue besides colour), the hovered and held
// cells, the keyboard cursor and a hint; newly opened cells fade in from the click.
#pragma once

#include <array>
#include <optional>
#include <plateau/canvas.hpp>
#include <plateau/colour.hpp>
#include <plateau/game.hpp>

#include "board_ui.hpp"
#include "notation.hpp"
#include "position.hpp"

namespace minesweeper {

struct Palette {
    std::array<plateau::Colour, 8> numbers{};
    plateau::Colour covered{}, open{}, flag{};
};

struct HintMark {
    int cell = -1;
    bool mine = false;  // a mine to flag (else a cell to open, or a flag to take off)
};

void draw_board(plateau::Canvas& canvas, const Position& position, const Ui* ui,
                const plateau::Frame<Position>& frame, const Palette& palette,
                std::optional<HintMark> hint);

}  // namespace minesweeper
