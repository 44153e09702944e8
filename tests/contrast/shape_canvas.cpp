#include "shape_canvas.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace plateau::test {
namespace {

ShapeCanvas& self(void* ctx) { return *static_cast<ShapeCanvas*>(ctx); }

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
        case Kind::text:
            std::snprintf(where, sizeof where, "text \"%s\" at (%.0f, %.0f)", text.c_str(),
                          centre_x(), centre_y());
            break;
    }
    return where;
}

ShapeCanvas::ShapeCanvas() {
    canvas_.ctx = this;
    canvas_.fill_rect = [](void* ctx, float x, float y, float w, float h, std::uint32_t rgba) {
        Shape s;
        s.kind = Shape::Kind::rect;
        s.rgba = rgba;
        s.left = std::min(x, x + w);
        s.right = std::max(x, x + w);
        s.top = std::min(y, y + h);
        s.bottom = std::max(y, y + h);
        self(ctx).add(std::move(s));
    };
    canvas_.stroke_rect = [](void* ctx, float x, float y, float w, float h, float,
                             std::uint32_t rgba) {
        Shape s;
        s.kind = Shape::Kind::outline;
        s.rgba = rgba;
        s.left = std::min(x, x + w);
        s.right = std::max(x, x + w);
        s.top = std::min(y, y + h);
        s.bottom = std::max(y, y + h);
        self(ctx).add(std::move(s));
    };
    canvas_.fill_circle = [](void* ctx, float cx, float cy, float r, std::uint32_t rgba) {
        Shape s;
        s.kind = Shape::Kind::circle;
        s.rgba = rgba;
        s.cx = cx;
        s.cy = cy;
        s.radius = r;
        s.left = cx - r;
        s.right = cx + r;
        s.top = cy - r;
        s.bottom = cy + r;
        self(ctx).add(std::move(s));
    };
    canvas_.fill_polygon = [](void* ctx, const float* xy, std::uint32_t count, std::uint32_t rgba) {
        if (xy == nullptr || count < 3) return;
        Shape s;
        s.kind = Shape::Kind::polygon;
        s.rgba = rgba;
        s.xy.assign(xy, xy + 2 * count);
        s.left = s.right = xy[0];
        s.top = s.bottom = xy[1];
        for (std::uint32_t i = 1; i < count; ++i) {
            s.left = std::min(s.left, xy[2 * i]);
            s.right = std::max(s.right, xy[2 * i]);
            s.top = std::min(s.top, xy[2 * i + 1]);
            s.bottom = std::max(s.bottom, xy[2 * i + 1]);
        }
        self(ctx).add(std::move(s));
    };
    canvas_.line = [](void*, float, float, float, float, float, std::uint32_t) {};
    canvas_.text = [](void* ctx, float x, float y, float size, std::uint32_t rgba,
                      plateau_text_align align, const char* utf8, std::size_t length) {
        Shape s;
        s.kind = Shape::Kind::text;
        s.rgba = rgba;
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
