#include "samegame/view/piece_painter.hpp"

#include <cmath>
#include <numbers>
#include <vector>

namespace samegame {

namespace {

using plateau::Point;

std::vector<Point> regular_polygon(Point c, float radius, int sides, float turn) {
    std::vector<Point> points;
    for (int i = 0; i < sides; ++i) {
        const float a = turn + 2 * std::numbers::pi_v<float> * static_cast<float>(i) /
                                   static_cast<float>(sides);
        points.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
    }
    return points;
}

void draw_ball(const plateau::Canvas& canvas, Point c, float r, plateau::Colour colour) {
    canvas.fill_circle(c, r, plateau::darken(colour, 0.18f));
    canvas.fill_circle(c, r * 0.9f, colour);
    // A soft light from the top left.
    canvas.fill_circle({c.x - r * 0.28f, c.y - r * 0.3f}, r * 0.34f,
                       plateau::with_alpha(plateau::lighten(colour, 0.55f), 150));
}

void draw_shape(const plateau::Canvas& canvas, Point c, float r, plateau::Colour colour,
                int index) {
    constexpr float pi = std::numbers::pi_v<float>;
    switch (index % 8) {
        case 0:  // circle
            canvas.fill_circle(c, r, colour);
            break;
        case 1:  // square
            canvas.fill_rounded_rect({c.x - r * 0.85f, c.y - r * 0.85f, r * 1.7f, r * 1.7f},
                                     r * 0.18f, colour);
            break;
        case 2:  // triangle, point up
            canvas.fill_polygon(regular_polygon({c.x, c.y + r * 0.18f}, r * 1.12f, 3, -pi / 2),
                                colour);
            break;
        case 3:  // diamond
            canvas.fill_polygon(regular_polygon(c, r * 1.05f, 4, -pi / 2), colour);
            break;
        case 4:  // hexagon
            canvas.fill_polygon(regular_polygon(c, r, 6, 0), colour);
            break;
        case 5: {  // cross
            const float arm = r * 0.36f;
            canvas.fill_rect({c.x - r, c.y - arm, 2 * r, 2 * arm}, colour);
            canvas.fill_rect({c.x - arm, c.y - r, 2 * arm, 2 * r}, colour);
            break;
        }
        case 6:  // triangle, point down
            canvas.fill_polygon(regular_polygon({c.x, c.y - r * 0.18f}, r * 1.12f, 3, pi / 2),
                                colour);
            break;
        default: {  // star: a pentagon and five points (the host fans convex polygons only)
            const auto outer = regular_polygon(c, r * 1.08f, 5, -pi / 2);
            const auto inner = regular_polygon(c, r * 0.45f, 5, -pi / 2 + pi / 5);
            canvas.fill_polygon(inner, colour);
            for (int i = 0; i < 5; ++i) {
                canvas.fill_polygon({inner[(i + 4) % 5], outer[i], inner[i]}, colour);
            }
            break;
        }
    }
}

}  // namespace

void draw_piece(const plateau::Canvas& canvas, const plateau::Rect& cell, plateau::Colour colour,
                int colour_index, Style style, float scale) {
    if (scale <= 0.01f) return;
    const Point c = cell.centre();
    const float r = cell.w * 0.42f * scale;
    if (style == Style::balls) {
        draw_ball(canvas, c, r, colour);
    } else {
        draw_shape(canvas, c, r * 0.92f, colour, colour_index);
    }
}

}  // namespace samegame
