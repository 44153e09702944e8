// What the window draws on the empty 5 x 5 board with the list of pushes open: the texts
// that name every push, in English or in French.
#pragma once

#include <plateau/abi.h>

#include "core/game/game_instance.hpp"
#include "draw_request.hpp"

namespace pushover::test {

// The empty 5 x 5 board of `game` drawn at 1280 x 800 with the list of pushes open (P):
// every push is legal there. *list_opened says whether P opened it (the ui changed, no move).
inline plateau::test::ShapeCanvas drawn_with_pushes_listed(const plateau::core::GameInstance& game,
                                                           bool* list_opened) {
    const auto s = game.initial();
    const auto ui = game.new_ui(s);
    plateau_input p{};
    p.type = PLATEAU_INPUT_KEY;
    p.key = 'p';
    p.width = 1280;
    p.height = 800;
    bool changed = false;
    *list_opened = !game.input(s, ui.get(), p, &changed).has_value() && changed;
    return plateau::test::drawn(game, s, ui.get(), {.width = 1280, .height = 800});
}

}  // namespace pushover::test
