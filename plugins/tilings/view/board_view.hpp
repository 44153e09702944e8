// The board part of the view.
#pragma once

#include <plateau/canvas.hpp>
#include <plateau/game.hpp>

#include "tilings/rules/match.hpp"
#include "tilings/view/view.hpp"
#include "tilings/view/view_colours.hpp"
#include "tilings/view/view_layout.hpp"

namespace tilings {

// The tray: its rim, the board, the faint lines between the cells; `pad` of it around them.
void draw_tray(const plateau::Canvas& canvas, const ViewLayout& layout, float pad,
               const ViewColours& colours);

// `interactive`: a human is to move, so the cells where the head tile can go are
// highlighted and the pointer previews it.
void draw_board(const plateau::Canvas& canvas, const Match& match, const ViewUi* ui,
                const plateau::Frame<Match>& frame, const Look& look, const ViewLayout& layout,
                bool interactive);

}  // namespace tilings
