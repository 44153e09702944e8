// A canvas that keeps the texts a drawing writes and nothing else: what the player reads;
// and the texts the window writes drawing a state (with the list of pushes open, too).
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <string>
#include <vector>

namespace pushover::test {

struct TextRecorder {
    std::vector<std::string> texts;

    plateau_canvas canvas() {
        plateau_canvas c{};
        c.ctx = this;
        c.fill_rect = [](void*, float, float, float, float, uint32_t) {};
        c.stroke_rect = [](void*, float, float, float, float, float, uint32_t) {};
        c.fill_circle = [](void*, float, float, float, uint32_t) {};
        c.fill_polygon = [](void*, const float*, uint32_t, uint32_t) {};
        c.line = [](void*, float, float, float, float, float, uint32_t) {};
        c.text = [](void* ctx, float, float, float, uint32_t, plateau_text_align, const char* t,
                    size_t n) { static_cast<TextRecorder*>(ctx)->texts.emplace_back(t, n); };
        return c;
    }
    [[nodiscard]] bool said(const std::string& text) const {
        return std::find(texts.begin(), texts.end(), text) != texts.end();
    }
};

// What the window writes drawing state `s` of `game` (a core::GameInstance) with its `ui`
// on a board area of width x height.
template <class Game, class StateRef, class Ui>
TextRecorder drawn_texts(const Game& game, const StateRef& s, const Ui& ui, float width,
                         float height) {
    TextRecorder r;
    const plateau_canvas c = r.canvas();
    plateau_draw_args args{};
    args.state = s.get();
    args.width = width;
    args.height = height;
    game.draw(args, ui.get(), c);
    return r;
}

// What the window writes on the empty 5 x 5 board of `game` (a core::GameInstance) with the
// list of pushes open (P), drawn at 1280 x 800: every push is legal there.
template <class Game>
TextRecorder drawn_with_pushes_listed(const Game& game, bool* list_opened) {
    const auto s = game.initial();
    const auto ui = game.new_ui(s);
    plateau_input p{};
    p.type = PLATEAU_INPUT_KEY;
    p.key = 'p';
    p.width = 1280;
    p.height = 800;
    bool changed = false;
    *list_opened = !game.input(s, ui.get(), p, &changed).has_value() && changed;
    return drawn_texts(game, s, ui, 1280, 800);
}

}  // namespace pushover::test
