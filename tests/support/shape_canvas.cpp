#include "shape_canvas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace plateau::test {
namespace {

ShapeCanvas& self(void* ctx) { return *static_cast<ShapeCanvas*>(ctx); }

// A shape of `kind` within the box of the corners (x0, y0) and (x1, y1), in any order.
Shape boxed(Shape::Kind kind, std::uint32_t rgba, float x0, float y0, float x1, float y1) {
    Shape s;
    s.kind = kind;
    s.rgba = rgba;
    s.left = std::min(x0, x1);
    s.right = std::max(x0, x1);
    s.top = std::min(y0, y1);
    s.bottom = std::max(y0, y1);
    return s;
}

double channel(std::uint32_t value) {
    const double c = static_cast<double>(value & 0xffu) / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(std::uint32_t rgba) {
    return 0.2126 * channel(rgba >> 24) + 0.7152 * channel(rgba >> 16) +
           0.0722 * channel(rgba >> 8);
}

}  // namespace

bool Shape::covers(float x, float y) const {
    switch (kind) {
        case Kind::rect:
        case Kind::outline: {
            // A point on the edge counts: a corner's circle is centred on its band's edge,
            // the two computed apart, a last bit apart.
            constexpr float kSlack = 1e-3f;
            return x >= left - kSlack && x <= right + kSlack && y >= top - kSlack &&
                   y <= bottom + kSlack;
        }
        case Kind::circle:
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius;
        case Kind::polygon: {
            // Even-odd rule.
            bool inside = false;
            const std::size_t n = xy.size() / 2;
            for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
                const float xi = xy[2 * i], yi = xy[2 * i + 1], xj = xy[2 * j], yj = xy[2 * j + 1];
                if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) {
                    inside = !inside;
                }
            }
            return inside;
        }
        case Kind::text:
        case Kind::line:
            return false;
    }
    return false;
}

std::string Shape::describe() const {
    char where[160];
    switch (kind) {
        case Kind::rect:
            std::snprintf(where, sizeof where, "fill_rect (%.0f, %.0f) %.0fx%.0f", left, top,
                          right - left, bottom - top);
            break;
        case Kind::circle:
            std::snprintf(where, sizeof where, "fill_circle at (%.0f, %.0f), r %.1f", cx, cy,
                          radius);
            break;
        case Kind::polygon:
            std::snprintf(where, sizeof where, "fill_polygon around (%.0f, %.0f)", centre_x(),
                          centre_y());
            break;
        case Kind::outline:
            std::snprintf(where, sizeof where, "stroke_rect (%.0f, %.0f) %.0fx%.0f", left, top,
                          right - left, bottom - top);
            break;
        case Kind::line:
            std::snprintf(where, sizeof where, "line (%.0f, %.0f)-(%.0f, %.0f)", xy[0], xy[1],
                          xy[2], xy[3]);
            break;
        case Kind::text:
            std::snprintf(where, sizeof where, "text \"%s\" at (%.0f, %.0f)", text.c_str(),
                          centre_x(), centre_y());
            break;
    }
    return where;
}

plateau_canvas ShapeCanvas::canvas() {
    plateau_canvas canvas{};
    canvas.ctx = this;
    canvas.fill_rect = [](void* ctx, float x, float y, float w, float h, std::uint32_t rgba) {
        self(ctx).add(boxed(Shape::Kind::rect, rgba, x, y, x + w, y + h));
    };
    canvas.stroke_rect = [](void* ctx, float x, float y, float w, float h, float,
                            std::uint32_t rgba) {
        self(ctx).add(boxed(Shape::Kind::outline, rgba, x, y, x + w, y + h));
    };
    canvas.fill_circle = [](void* ctx, float cx, float cy, float r, std::uint32_t rgba) {
        Shape s = boxed(Shape::Kind::circle, rgba, cx - r, cy - r, cx + r, cy + r);
        s.cx = cx;
        s.cy = cy;
        s.radius = r;
        self(ctx).add(std::move(s));
    };
    canvas.fill_polygon = [](void* ctx, const float* xy, std::uint32_t count, std::uint32_t rgba) {
        // Every call is kept, a degenerate one (no points, fewer than 3) too: a test counts
        // what the plugin asked for. Its box is its points' (none: an empty box at 0, 0).
        Shape s = boxed(Shape::Kind::polygon, rgba, 0, 0, 0, 0);
        if (xy != nullptr && count > 0) {
            s.xy.assign(xy, xy + std::size_t{2} * count);
            s.left = s.right = s.xy[0];
            s.top = s.bottom = s.xy[1];
            for (std::size_t i = 2; i < s.xy.size(); i += 2) {
                s.left = std::min(s.left, s.xy[i]);
                s.right = std::max(s.right, s.xy[i]);
                s.top = std::min(s.top, s.xy[i + 1]);
                s.bottom = std::max(s.bottom, s.xy[i + 1]);
            }
        }
        self(ctx).add(std::move(s));
    };
    canvas.line = [](void* ctx, float x0, float y0, float x1, float y1, float, std::uint32_t rgba) {
        Shape s = boxed(Shape::Kind::line, rgba, x0, y0, x1, y1);
        s.xy = {x0, y0, x1, y1};  // its ends, in the order drawn
        self(ctx).add(std::move(s));
    };
    canvas.text = [](void* ctx, float x, float y, float size, std::uint32_t rgba,
                     plateau_text_align align, const char* utf8, std::size_t length) {
        Shape s;
        s.kind = Shape::Kind::text;
        s.rgba = rgba;
        s.cx = x;
        s.cy = y;
        s.size = size;
        s.text.assign(utf8 != nullptr ? utf8 : "", utf8 != nullptr ? length : 0);
        // Where its middle is: the width as the host's estimate without a font.
        std::size_t characters = 0;
        for (const char c : s.text) characters += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        const float width = 0.56f * size * static_cast<float>(characters);
        const float left = align == PLATEAU_ALIGN_CENTRE  ? x - width / 2
                           : align == PLATEAU_ALIGN_RIGHT ? x - width
                                                          : x;
        s.left = left;
        s.right = left + width;
        s.top = y - size / 2;
        s.bottom = y + size / 2;
        self(ctx).add(std::move(s));
    };
    return canvas;
}

std::vector<Shape> ShapeCanvas::of(Shape::Kind kind) const {
    std::vector<Shape> out;
    for (const Shape& s : shapes_) {
        if (s.kind == kind) out.push_back(s);
    }
    return out;
}

int ShapeCanvas::count(Shape::Kind kind) const {
    return static_cast<int>(std::count_if(shapes_.begin(), shapes_.end(),
                                          [&](const Shape& s) { return s.kind == kind; }));
}

std::vector<std::pair<float, float>> ShapeCanvas::centres(Shape::Kind kind,
                                                          std::uint32_t rgba) const {
    std::vector<std::pair<float, float>> out;
    for (const Shape& s : shapes_) {
        if (s.kind == kind && s.rgba == rgba) out.emplace_back(s.centre_x(), s.centre_y());
    }
    return out;
}

std::vector<std::string> ShapeCanvas::texts() const {
    std::vector<std::string> out;
    for (const Shape& s : shapes_) {
        if (s.kind == Shape::Kind::text) out.push_back(s.text);
    }
    return out;
}

bool ShapeCanvas::said(const std::string& text) const {
    return std::any_of(shapes_.begin(), shapes_.end(), [&](const Shape& s) {
        return s.kind == Shape::Kind::text && s.text == text;
    });
}

bool ShapeCanvas::inside(float width, float height) const {
    const auto within = [&](float x, float y) {
        return x >= -0.5f && y >= -0.5f && x <= width + 0.5f && y <= height + 0.5f;
    };
    return std::all_of(shapes_.begin(), shapes_.end(), [&](const Shape& s) {
        // A text by its anchor: its width is only estimated here.
        if (s.kind == Shape::Kind::text) return within(s.cx, s.cy);
        return within(s.left, s.top) && within(s.right, s.bottom);
    });
}

double contrast_ratio(std::uint32_t a, std::uint32_t b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

std::string hex(std::uint32_t rgba) {
    char text[8];
    std::snprintf(text, sizeof text, "#%06x", static_cast<unsigned>(rgba >> 8));
    return text;
}

}  // namespace plateau::test
