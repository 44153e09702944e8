#include "ui/widgets/button.hpp"

#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

float button_width(const Painter& painter, const std::string& label, float padding) {
    return std::round(painter.text_width(label, text_size::body) + 2 * padding);
}

void draw_button(Painter& painter, const Button& button, ButtonLook look) {
    const Theme& theme = painter.theme();
    const Rect& r = button.rect;
    sf::Color label = theme.text;
    switch (button.style) {
        case ButtonStyle::primary: {
            sf::Color fill = theme.accent;
            if (look.hovered) fill = mix(theme.accent, sf::Color::White, 0.12f);
            if (look.pressed) fill = mix(theme.accent, sf::Color::Black, 0.15f);
            if (!button.enabled) fill = mix(theme.accent, theme.surface, 0.55f);
            painter.rounded(r, kButtonRadius, fill);
            label = theme.accent_text;
            // A disabled one's label fades too, so that it never reads as a live button.
            if (!button.enabled) label = mix(theme.accent_text, fill, 0.45f);
            break;
        }
        case ButtonStyle::normal: {
            sf::Color fill = theme.surface;
            if (look.hovered && button.enabled) fill = theme.hover;
            if (look.pressed && button.enabled) fill = theme.pressed;
            painter.outlined(r, kButtonRadius, fill, theme.border);
            break;
        }
        case ButtonStyle::destructive: {
            // libadwaita's destructive colour in both themes: white text on it is 6:1.
            const sf::Color red(0xc0, 0x1c, 0x28);
            sf::Color fill = red;
            if (look.hovered) fill = mix(red, sf::Color::White, 0.10f);
            if (look.pressed) fill = mix(red, sf::Color::Black, 0.15f);
            painter.rounded(r, kButtonRadius, fill);
            label = sf::Color::White;
            break;
        }
        case ButtonStyle::flat:
            if (button.enabled && (look.hovered || look.pressed)) {
                painter.rounded(r, kButtonRadius, look.pressed ? theme.pressed : theme.hover);
            }
            break;
    }
    if (!button.enabled && button.style != ButtonStyle::primary &&
        button.style != ButtonStyle::destructive) {
        label = theme.muted;
        label.a = 150;
    }
    painter.text_in(inset(r, 6, 0), button.label, text_size::body, label, TextAlign::centre);
    if (look.focused) painter.focus_ring(r, kButtonRadius);
}

const Button* button_at(const std::vector<Button>& buttons, sf::Vector2f point) {
    for (const Button& b : buttons) {
        if (b.enabled && contains(b.rect, point)) return &b;
    }
    return nullptr;
}

const Button* find_button(const std::vector<Button>& buttons, const std::string& action) {
    for (const Button& b : buttons) {
        if (b.action == action) return &b;
    }
    return nullptr;
}

}  // namespace plateau::ui
