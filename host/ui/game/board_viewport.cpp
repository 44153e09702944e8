#include "ui/game/board_viewport.hpp"

#include <algorithm>

#include "ui/draw/painter.hpp"

namespace plateau::ui {

namespace {
constexpr float kBarThickness = 6;
constexpr float kBarInset = 3;
constexpr float kShortestThumb = 24;

// The thumb's span along a bar of `length` for a view of `shown` out of `total` at
// `offset`.
std::pair<float, float> thumb(float length, float shown, float total, float offset) {
    const float span = std::max(kShortestThumb, length * shown / total);
    const float travel = length - span;
    const float at = total > shown ? travel * offset / (total - shown) : 0;
    return {std::round(at), std::round(span)};
}
}  // namespace

void BoardViewport::fit(const Rect& area, sf::Vector2f minimum) {
    screen = area;
    size = {std::max(area.width, std::round(minimum.x)),
            std::max(area.height, std::round(minimum.y))};
    scroll_by({0, 0});
}

bool BoardViewport::scroll_by(sf::Vector2f delta) {
    const sf::Vector2f before = scroll;
    scroll.x = std::clamp(std::round(scroll.x + delta.x), 0.0f, size.x - screen.width);
    scroll.y = std::clamp(std::round(scroll.y + delta.y), 0.0f, size.y - screen.height);
    return scroll != before;
}

void draw_scroll_bars(Painter& painter, const BoardViewport& board) {
    const Theme& theme = painter.theme();
    const Rect& s = board.screen;
    // Over the board's edge: see-through, so that the cells under them still show.
    const sf::Color track(theme.border.r, theme.border.g, theme.border.b, 140);
    const sf::Color handle(theme.muted.r, theme.muted.g, theme.muted.b, 220);
    if (board.size.y > s.height) {
        const float length = s.height - 2 * kBarInset;
        const auto [at, span] = thumb(length, s.height, board.size.y, board.scroll.y);
        const float x = right(s) - kBarInset - kBarThickness;
        painter.rounded({x, s.top + kBarInset, kBarThickness, length}, kBarThickness / 2, track);
        painter.rounded({x, s.top + kBarInset + at, kBarThickness, span}, kBarThickness / 2,
                        handle);
    }
    if (board.size.x > s.width) {
        const float length = s.width - 2 * kBarInset;
        const auto [at, span] = thumb(length, s.width, board.size.x, board.scroll.x);
        const float y = bottom(s) - kBarInset - kBarThickness;
        painter.rounded({s.left + kBarInset, y, length, kBarThickness}, kBarThickness / 2, track);
        painter.rounded({s.left + kBarInset + at, y, span, kBarThickness}, kBarThickness / 2,
                        handle);
    }
}

}  // namespace plateau::ui
