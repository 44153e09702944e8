// A thin C++ face on the host's canvas (plateau_canvas): the only way a game draws.
// Coordinates are board pixels, origin at the top left; colours are plateau::Colour.
#pragma once

#include <plateau/abi.h>

#include <cmath>
#include <initializer_list>
#include <plateau/colour.hpp>
#include <string_view>
#include <vector>

namespace plateau {

struct Point {
    float x = 0;
    float y = 0;
};

struct Rect {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;

    [[nodiscard]] Point centre() const { return {x + w / 2, y + h / 2}; }
    [[nodiscard]] bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + w && py < y + h;
    }
    [[nodiscard]] Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
};

enum class Align {
    left = PLATEAU_ALIGN_LEFT,
    centre = PLATEAU_ALIGN_CENTRE,
    right = PLATEAU_ALIGN_RIGHT
};

class Canvas {
  public:
    explicit Canvas(const plateau_canvas* canvas) : c_(canvas) {}

    void fill_rect(const Rect& r, Colour colour) const {
        c_->fill_rect(c_->ctx, r.x, r.y, r.w, r.h, colour.rgba());
    }
    void stroke_rect(const Rect& r, float thickness, Colour colour) const {
        c_->stroke_rect(c_->ctx, r.x, r.y, r.w, r.h, thickness, colour.rgba());
    }
    void fill_circle(Point centre, float radius, Colour colour) const {
        c_->fill_circle(c_->ctx, centre.x, centre.y, radius, colour.rgba());
    }
    // A convex polygon (the host fans it into triangles).
    void fill_polygon(const std::vector<Point>& points, Colour colour) const {
        std::vector<float> xy;
        xy.reserve(points.size() * 2);
        for (const Point& p : points) {
            xy.push_back(p.x);
            xy.push_back(p.y);
        }
        c_->fill_polygon(c_->ctx, xy.data(), static_cast<std::uint32_t>(points.size()),
                         colour.rgba());
    }
    void fill_polygon(std::initializer_list<Point> points, Colour colour) const {
        fill_polygon(std::vector<Point>(points), colour);
    }
    void line(Point from, Point to, float thickness, Colour colour) const {
        c_->line(c_->ctx, from.x, from.y, to.x, to.y, thickness, colour.rgba());
    }
    // Text centred vertically on `at.y`; `at.x` is its left edge, centre or right edge.
    void text(Point at, float size, Colour colour, std::string_view utf8,
              Align align = Align::centre) const {
        c_->text(c_->ctx, at.x, at.y, size, colour.rgba(), static_cast<plateau_text_align>(align),
                 utf8.data(), utf8.size());
    }
    // A rectangle with rounded corners, made of rectangles and quarter circles.
    void fill_rounded_rect(const Rect& r, float radius, Colour colour) const {
        radius = std::fmin(radius, std::fmin(r.w, r.h) / 2);
        if (radius <= 0.5f) {
            fill_rect(r, colour);
            return;
        }
        fill_rect({r.x + radius, r.y, r.w - 2 * radius, r.h}, colour);
        fill_rect({r.x, r.y + radius, radius, r.h - 2 * radius}, colour);
        fill_rect({r.x + r.w - radius, r.y + radius, radius, r.h - 2 * radius}, colour);
        for (Point corner :
             {Point{r.x + radius, r.y + radius}, Point{r.x + r.w - radius, r.y + radius},
              Point{r.x + radius, r.y + r.h - radius},
              Point{r.x + r.w - radius, r.y + r.h - radius}}) {
            fill_circle(corner, radius, colour);
        }
    }

  private:
    const plateau_canvas* c_;
};

}  // namespace plateau
