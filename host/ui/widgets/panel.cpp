#include "ui/widgets/panel.hpp"

#include <algorithm>

#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

Rect panel_box(sf::Vector2f window, float width, float height) {
    using namespace panel_style;
    width = std::min(width, window.x - 2 * kMargin);
    height = std::min(height, window.y - 2 * kMargin);
    return centred({0, 0, window.x, window.y}, std::max(width, 100.0f), std::max(height, 80.0f));
}

Rect draw_panel_frame(Painter& painter, sf::Vector2f window, const Rect& box,
                      const std::string& title) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    painter.rect({0, 0, window.x, window.y}, theme.dim);
    const Rect shadow = {box.left, box.top + 3, box.width, box.height};
    painter.rounded(inset(shadow, -2), kRadius + 2, theme.shadow);
    painter.outlined(box, kRadius, theme.surface, theme.border);
    const Rect title_row = {box.left + kPadding, box.top + 14, box.width - 2 * kPadding, 34};
    painter.text_in(title_row, title, text_size::heading, theme.text, TextAlign::left, true);
    return {box.left + kPadding, bottom(title_row) + 8, box.width - 2 * kPadding,
            bottom(box) - bottom(title_row) - 8 - 18};
}

float layout_button_row(const Painter& painter, std::vector<Button>& buttons, const Rect& content) {
    using namespace panel_style;
    const float top = bottom(content) - kButtonHeight;
    float x = right(content);
    for (auto it = buttons.rbegin(); it != buttons.rend(); ++it) {
        const float width = std::max(88.0f, button_width(painter, it->label));
        x -= width;
        it->rect = snapped({x, top, width, kButtonHeight});
        x -= kGap;
    }
    return top;
}

std::optional<std::string> ButtonRow::handle(const sf::Event& event, bool* changed) {
    const int count = static_cast<int>(buttons.size());
    const auto index_at = [&](sf::Vector2f p) {
        for (int i = 0; i < count; ++i) {
            if (buttons[i].enabled && contains(buttons[i].rect, p)) return i;
        }
        return -1;
    };
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2f p(static_cast<float>(event.mouseMove.x),
                                 static_cast<float>(event.mouseMove.y));
            if (index_at(p) != index_at(mouse_)) *changed = true;
            mouse_ = p;
            return std::nullopt;
        }
        case sf::Event::MouseButtonPressed: {
            if (event.mouseButton.button != sf::Mouse::Left) return std::nullopt;
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            pressed_ = index_at(mouse_);
            if (pressed_ >= 0) *changed = true;
            return std::nullopt;
        }
        case sf::Event::MouseButtonReleased: {
            if (event.mouseButton.button != sf::Mouse::Left) return std::nullopt;
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            const int was = pressed_;
            pressed_ = -1;
            if (was >= 0) *changed = true;
            if (was >= 0 && index_at(mouse_) == was) return buttons[was].action;
            return std::nullopt;
        }
        case sf::Event::KeyPressed: {
            if (count == 0) return std::nullopt;
            const auto key = event.key.code;
            if (key == sf::Keyboard::Tab || key == sf::Keyboard::Left ||
                key == sf::Keyboard::Right) {
                const bool back =
                    key == sf::Keyboard::Left || (key == sf::Keyboard::Tab && event.key.shift);
                int next = focus_;
                for (int step = 0; step < count; ++step) {
                    next =
                        next < 0 ? (back ? count - 1 : 0) : (next + (back ? count - 1 : 1)) % count;
                    if (buttons[next].enabled) break;
                }
                focus_ = next;
                *changed = true;
                return std::nullopt;
            }
            if ((key == sf::Keyboard::Enter || key == sf::Keyboard::Space) && focus_ >= 0 &&
                focus_ < count && buttons[focus_].enabled) {
                return buttons[focus_].action;
            }
            return std::nullopt;
        }
        default:
            return std::nullopt;
    }
}

void ButtonRow::draw(Painter& painter) const {
    for (int i = 0; i < static_cast<int>(buttons.size()); ++i) {
        const Button& b = buttons[i];
        ButtonLook look;
        look.hovered = b.enabled && contains(b.rect, mouse_);
        look.pressed = i == pressed_ && look.hovered;
        look.focused = i == focus_;
        draw_button(painter, b, look);
    }
}

void ButtonRow::focus(const std::string& action) {
    for (int i = 0; i < static_cast<int>(buttons.size()); ++i) {
        if (buttons[i].action == action) focus_ = i;
    }
}

}  // namespace plateau::ui
