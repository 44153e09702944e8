// A canvas that keeps what a plugin draws as shapes (rectangles, circles, polygons, texts
// with their colours and places), so a test can ask what lies behind each one.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace plateau::test {

struct Shape {
    enum class Kind { rect, circle, polygon, text, outline } kind = Kind::rect;
    std::uint32_t rgba = 0;
    float left = 0, top = 0, right = 0, bottom = 0;  // the bounding box
    float cx = 0, cy = 0, radius = 0;                // a circle
    std::vector<float> xy;                           // a polygon's points
    std::string text;

    [[nodiscard]] bool opaque() const { return (rgba & 0xffu) == 0xffu; }
    [[nodiscard]] float area() const { return (right - left) * (bottom - top); }
    [[nodiscard]] float centre_x() const { return (left + right) / 2; }
    [[nodiscard]] float centre_y() const { return (top + bottom) / 2; }
    // Whether the shape covers the point (a text nothing; an outline its rectangle).
    [[nodiscard]] bool covers(float x, float y) const;
    // "fill_circle at (120, 40), r 12" and the like.
    [[nodiscard]] std::string describe() const;
};

class ShapeCanvas {
  public:
    ShapeCanvas();
    ShapeCanvas(const ShapeCanvas&) = delete;
    ShapeCanvas& operator=(const ShapeCanvas&) = delete;

    [[nodiscard]] const plateau_canvas& canvas() const { return canvas_; }
    [[nodiscard]] const std::vector<Shape>& shapes() const { return shapes_; }
    void clear() { shapes_.clear(); }
    void add(Shape shape) { shapes_.push_back(std::move(shape)); }

  private:
    plateau_canvas canvas_{};
    std::vector<Shape> shapes_;
};

// The WCAG contrast ratio of two opaque colours (0xRRGGBBAA): 1 to 21.
[[nodiscard]] double contrast_ratio(std::uint32_t a, std::uint32_t b);
// "#rrggbb"
[[nodiscard]] std::string hex(std::uint32_t rgba);

}  // namespace plateau::test
