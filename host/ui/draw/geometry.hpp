// Rectangles for layout: sf::FloatRect with the few operations the screens need.
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>
#include <cmath>

namespace plateau::ui {

using Rect = sf::FloatRect;

[[nodiscard]] inline Rect inset(const Rect& r, float dx, float dy) {
    return {r.left + dx, r.top + dy, r.width - 2 * dx, r.height - 2 * dy};
}
[[nodiscard]] inline Rect inset(const Rect& r, float d) { return inset(r, d, d); }
[[nodiscard]] inline float right(const Rect& r) { return r.left + r.width; }
[[nodiscard]] inline float bottom(const Rect& r) { return r.top + r.height; }
[[nodiscard]] inline float centre_x(const Rect& r) { return r.left + r.width / 2; }
[[nodiscard]] inline float centre_y(const Rect& r) { return r.top + r.height / 2; }
[[nodiscard]] inline bool contains(const Rect& r, sf::Vector2f p) {
    return p.x >= r.left && p.y >= r.top && p.x < right(r) && p.y < bottom(r);
}
// Whole pixels, so edges stay crisp.
[[nodiscard]] inline Rect snapped(const Rect& r) {
    return {std::round(r.left), std::round(r.top), std::round(r.width), std::round(r.height)};
}
// A rectangle of size (w, h) centred in `outer`.
[[nodiscard]] inline Rect centred(const Rect& outer, float w, float h) {
    return snapped({outer.left + (outer.width - w) / 2, outer.top + (outer.height - h) / 2, w, h});
}

}  // namespace plateau::ui
