// What the window asks a loaded game to draw (abi.h, plateau_draw_args), said by field name
// with the window's defaults, so a test states only what it varies.
#pragma once

#include <plateau/abi.h>

#include <string>

#include "core/game/game_instance.hpp"
#include "shape_canvas.hpp"

namespace plateau::test {

struct DrawRequest {
    float width = 640;
    float height = 480;
    bool thumbnail = false;
    bool dark = false;
    // A move the host marks on the board (PLATEAU_MARK_HINT or PLATEAU_MARK_LAST), if
    // `mark` is not empty, shown at `mark_strength`.
    std::string mark{};
    plateau_mark_kind mark_kind = PLATEAU_MARK_HINT;
    float mark_strength = 1;
    // A move being animated: the position before it (null: none), the move, and the time
    // since it in seconds out of the animation's length.
    const core::StateRef* previous = nullptr;
    std::string move{};
    float anim_time = 0;
    float anim_length = 0;
};

// Draws `state` of `game` with `ui` (null: as the launcher's thumbnail and the tests that
// need no ui do) into `canvas` as `request` asks.
void draw(const core::GameInstance& game, const core::StateRef& state, const plateau_ui* ui,
          const DrawRequest& request, const plateau_canvas& canvas);

// The same into a new recording canvas, returned with what was drawn.
[[nodiscard]] ShapeCanvas drawn(const core::GameInstance& game, const core::StateRef& state,
                                const plateau_ui* ui, const DrawRequest& request = {});

}  // namespace plateau::test
