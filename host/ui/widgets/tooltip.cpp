#include "ui/widgets/tooltip.hpp"

#include <algorithm>

#include "ui/draw/ui_font.hpp"

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
    constexpr float kPadX = 8, kLine = 18, kPadY = 3, kGap = 6;
    // A long text wraps, at most 480 px wide.
    const float max_width = std::clamp(window.x - 16, 40.0f, 480.0f);
    const auto lines = painter.wrap(text, max_width - 2 * kPadX, text_size::body);
    float text_width = 0;
    for (const auto& l : lines)
        text_width = std::max(text_width, painter.text_width(l, text_size::body));
    const float width = std::min(max_width, text_width + 2 * kPadX);
    const float height = kLine * static_cast<float>(lines.size()) + 2 * kPadY + 3;
    float x = centre_x(anchor) - width / 2;
    x = std::clamp(x, 8.0f, std::max(8.0f, window.x - 8 - width));
    float y = bottom(anchor) + kGap;
    if (y + height > window.y - 4) y = anchor.top - kGap - height;
    const Rect box = snapped({x, y, width, height});
    const Theme& theme = painter.theme();
    const sf::Color back =
        theme.dark ? sf::Color(0xf6, 0xf5, 0xf4, 240) : sf::Color(0x24, 0x1f, 0x31, 235);
    const sf::Color fore = theme.dark ? sf::Color(0x24, 0x1f, 0x31) : sf::Color(0xf6, 0xf5, 0xf4);
    painter.rounded(box, 5, back);
    float line_y = box.top + kPadY + 1 + kLine / 2;
    for (const auto& line : lines) {
        painter.text_in({box.left + kPadX, line_y - kLine / 2, box.width - 2 * kPadX, kLine}, line,
                        text_size::body, fore,
                        lines.size() == 1 ? TextAlign::centre : TextAlign::left);
        line_y += kLine;
    }
}

}  // namespace plateau::ui
