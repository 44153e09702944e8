// A canvas that keeps what a plugin draws as shapes (rectangles, outlines, circles,
// polygons, lines, texts, with their colours and places), so a test can ask what was drawn
// and what lies behind each point. Every suite that looks at a game's drawing uses it.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace plateau::test {

struct Shape {
    enum class Kind { rect, circle, polygon, text, outline, line } kind = Kind::rect;
    std::uint32_t rgba = 0;
    float left = 0, top = 0, right = 0, bottom = 0;  // the bounding box
    float cx = 0, cy = 0;   // a circle's centre; a text's anchor, as the plugin gave it
    float radius = 0;       // a circle
    float size = 0;         // a text's size
    std::vector<float> xy;  // a polygon's points (fewer than 3 for a degenerate one); a
                            // line's two ends, in the order drawn
    std::string text;

    [[nodiscard]] bool opaque() const { return (rgba & 0xffu) == 0xffu; }
    [[nodiscard]] std::uint32_t rgb() const { return rgba >> 8; }
    [[nodiscard]] std::uint32_t alpha() const { return rgba & 0xffu; }
    [[nodiscard]] float width() const { return right - left; }
    [[nodiscard]] float height() const { return bottom - top; }
    [[nodiscard]] float area() const { return width() * height(); }
    [[nodiscard]] float centre_x() const { return (left + right) / 2; }
    [[nodiscard]] float centre_y() const { return (top + bottom) / 2; }
    // Whether the shape covers the point (a text or a line nothing; an outline its
    // rectangle).
    [[nodiscard]] bool covers(float x, float y) const;
    // "fill_circle at (120, 40), r 12" and the like.
    [[nodiscard]] std::string describe() const;
};

class ShapeCanvas {
  public:
    // The canvas to give a plugin's draw: it records into this object, which must stay
    // where it is while the plugin draws.
    [[nodiscard]] plateau_canvas canvas();
    [[nodiscard]] const std::vector<Shape>& shapes() const { return shapes_; }
    void clear() { shapes_.clear(); }
    void add(Shape shape) { shapes_.push_back(std::move(shape)); }

    // The shapes of one kind, in the order drawn.
    [[nodiscard]] std::vector<Shape> of(Shape::Kind kind) const;
    [[nodiscard]] int count(Shape::Kind kind) const;
    // The centres of the shapes of `kind` drawn in `rgba` (0xRRGGBBAA), in the order drawn:
    // where the rings of a colour are, say.
    [[nodiscard]] std::vector<std::pair<float, float>> centres(Shape::Kind kind,
                                                               std::uint32_t rgba) const;
    // The texts written, in order; whether one of them is exactly `text`.
    [[nodiscard]] std::vector<std::string> texts() const;
    [[nodiscard]] bool said(const std::string& text) const;
    // Whether every shape lies within the area (0, 0)-(width, height), half a pixel spared.
    [[nodiscard]] bool inside(float width, float height) const;

  private:
    std::vector<Shape> shapes_;
};

// The WCAG contrast ratio of two opaque colours (0xRRGGBBAA): 1 to 21.
[[nodiscard]] double contrast_ratio(std::uint32_t a, std::uint32_t b);
// "#rrggbb"
[[nodiscard]] std::string hex(std::uint32_t rgba);

}  // namespace plateau::test
