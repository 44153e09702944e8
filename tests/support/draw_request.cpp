#include "draw_request.hpp"

namespace plateau::test {

void draw(const core::GameInstance& game, const core::StateRef& state, const plateau_ui* ui,
          const DrawRequest& request, const plateau_canvas& canvas) {
    plateau_draw_args args{};
    args.state = state.get();
    args.width = request.width;
    args.height = request.height;
    args.thumbnail = request.thumbnail ? 1 : 0;
    args.dark = request.dark ? 1 : 0;
    if (!request.mark.empty()) {
        args.mark_kind = request.mark_kind;
        args.mark = request.mark.c_str();
        args.mark_length = request.mark.size();
        args.mark_strength = request.mark_strength;
    }
    if (request.previous != nullptr) {
        args.previous = request.previous->get();
        args.move = request.move.c_str();
        args.move_length = request.move.size();
        args.anim_time = request.anim_time;
        args.anim_length = request.anim_length;
    }
    game.draw(args, ui, canvas);
}

ShapeCanvas drawn(const core::GameInstance& game, const core::StateRef& state, const plateau_ui* ui,
                  const DrawRequest& request) {
    ShapeCanvas recorded;
    draw(game, state, ui, request, recorded.canvas());
    return recorded;
}

}  // namespace plateau::test
