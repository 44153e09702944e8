// A push button: a rectangle with a label, a tooltip naming its shortcut, and a style.
// Screens keep their buttons in a list, lay them out, hit-test and draw them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui/draw/geometry.hpp"
#include "ui/draw/painter.hpp"

namespace plateau::ui {

enum class ButtonStyle {
    normal,       // a light surface with an outline
    primary,      // the accent colour: the one thing to do (Play, Save)
    flat,         // no background until hovered (top bar buttons)
    destructive,  // red: the button that deletes, after a question
};

struct Button {
    std::string action;  // what a click does, e.g. "undo"
    std::string label;
    std::string tooltip;  // e.g. "Undo (U, Ctrl+Z)"; empty: none
    Rect rect;
    ButtonStyle style = ButtonStyle::normal;
    bool enabled = true;
};

inline constexpr float kButtonHeight = 32;
inline constexpr float kButtonRadius = 6;

// The width a button needs for its label at the body size, with `padding` each side.
inline constexpr float kButtonPadding = 14;
[[nodiscard]] float button_width(const Painter& painter, const std::string& label,
                                 float padding = kButtonPadding);

// How a button is shown this frame.
struct ButtonLook {
    bool hovered = false;
    bool pressed = false;
    bool focused = false;
};

void draw_button(Painter& painter, const Button& button, ButtonLook look);

// The enabled button under the point, if any.
[[nodiscard]] const Button* button_at(const std::vector<Button>& buttons, sf::Vector2f point);
[[nodiscard]] const Button* find_button(const std::vector<Button>& buttons,
                                        const std::string& action);

}  // namespace plateau::ui
