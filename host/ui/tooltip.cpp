#include "ui/tooltip.hpp"

#include <algorithm>

#include "ui/ui_font.hpp"

namespace plateau::ui {

bool TooltipTimer::hover(const std::string& key, Clock::time_point now) {
    if (key == key_) return false;
    key_ = key;
    since_ = now;
    return true;
}

std::optional<Clock::time_point> TooltipTimer::due(Clock::time_point now) const {
    if (key_.empty() || visible(now)) return std::nullopt;
    return since_ + kDelay;
}

void draw_tooltip(Painter& painter, const std::string& text, const Rect& anchor,
                  sf::Vector2f window) {
    if (text.empty()) return;
    constexpr float kPadX = 8, kHeight = 24, kGap = 6;
    const float max_width = std::max(40.0f, window.x - 16);
    const float width = std::min(max_width, painter.text_width(text, text_size::body) + 2 * kPadX);
    float x = centre_x(anchor) - width / 2;
    x = std::clamp(x, 8.0f, std::max(8.0f, window.x - 8 - width));
    float y = bottom(anchor) + kGap;
    if (y + kHeight > window.y - 4) y = anchor.top - kGap - kHeight;
    const Rect box = snapped({x, y, width, kHeight});
    const Theme& theme = painter.theme();
    const sf::Color back =
        theme.dark ? sf::Color(0xf6, 0xf5, 0xf4, 240) : sf::Color(0x24, 0x1f, 0x31, 235);
    const sf::Color fore = theme.dark ? sf::Color(0x24, 0x1f, 0x31) : sf::Color(0xf6, 0xf5, 0xf4);
    painter.rounded(box, 5, back);
    painter.text_in(inset(box, kPadX, 0), text, text_size::body, fore, TextAlign::centre);
}

}  // namespace plateau::ui
