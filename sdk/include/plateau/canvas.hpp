// A thin C++ face on the host's canvas (plateau_canvas): the only way a game draws.
// Coordinates are board pixels, origin at the top left; colours are plateau::Colour.
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <plateau/colour.hpp>
#include <plateau/host.hpp>
#include <string>
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

// `utf8` as it fits in `max_width` pixels at `size`: whole if it fits, else cut at a
// character and ended with "…"; empty when not even that fits. Measured by the host
// (text_width), so a label never runs past its box whatever the host's font.
[[nodiscard]] inline std::string fit_text(std::string_view utf8, float size, float max_width) {
    if (text_width(size, utf8) <= max_width) return std::string(utf8);
    if (utf8.empty()) return {};
    static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
    // Where a character starts: the text may be cut there, never inside one.
    std::vector<std::size_t> cuts;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        if ((static_cast<unsigned char>(utf8[i]) & 0xC0) != 0x80) cuts.push_back(i);
    }
    const auto cut = [&](std::size_t k) {
        std::string_view start = utf8.substr(0, cuts[k]);
        while (!start.empty() && start.back() == ' ') start.remove_suffix(1);
        return std::string(start) + std::string(kEllipsis);
    };
    // The most characters that fit with the "…" (widths grow with the characters kept).
    std::size_t fits = 0, low = 0, high = cuts.size();
    if (text_width(size, cut(0)) > max_width) return {};
    while (high - low > 1) {
        const std::size_t mid = low + (high - low) / 2;
        if (text_width(size, cut(mid)) <= max_width) {
            low = fits = mid;
        } else {
            high = mid;
        }
    }
    return cut(fits);
}

// `utf8` in lines of at most `max_width` pixels at `size`, at most `max_lines` of them
// (at least one): words are kept whole on a line while they fit, a word wider than a line
// is cut with fit_text, and what the last line cannot hold is cut with "…". For a sentence
// that a longer language pushes past one line ("Posez cette tuile sur une case bleue").
[[nodiscard]] inline std::vector<std::string> wrap_text(std::string_view utf8, float size,
                                                        float max_width, int max_lines = 2) {
    std::vector<std::string> lines;
    std::string_view rest = utf8;
    const auto skip_blanks = [&rest] {
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    };
    skip_blanks();
    while (!rest.empty()) {
        if (static_cast<int>(lines.size()) + 1 >= max_lines ||
            text_width(size, rest) <= max_width) {
            lines.push_back(fit_text(rest, size, max_width));  // the last line it may have
            break;
        }
        // The most whole words that fit; none: the first word, cut.
        std::size_t end = 0;
        for (std::size_t blank = rest.find(' '); blank != std::string_view::npos;
             blank = rest.find(' ', blank + 1)) {
            if (text_width(size, rest.substr(0, blank)) > max_width) break;
            end = blank;
        }
        if (end == 0) {
            const std::size_t word = std::min(rest.find(' '), rest.size());
            lines.push_back(fit_text(rest.substr(0, word), size, max_width));
            rest.remove_prefix(word);
        } else {
            lines.emplace_back(rest.substr(0, end));
            rest.remove_prefix(end);
        }
        skip_blanks();
    }
    if (lines.empty()) lines.emplace_back();
    return lines;
}

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
    // A rectangle with rounded corners, made of rectangles and circles at the corners. An
    // opaque one is two crossing bands (whole shapes, no thin strip that reads as a thing of
    // its own to a check of what lies behind each shape); a translucent one a middle band
    // and two side strips, so no pixel is covered twice.
    void fill_rounded_rect(const Rect& r, float radius, Colour colour) const {
        radius = std::fmin(radius, std::fmin(r.w, r.h) / 2);
        if (radius <= 0.5f) {
            fill_rect(r, colour);
            return;
        }
        if (colour.a == 255) {
            fill_rect({r.x, r.y + radius, r.w, r.h - 2 * radius}, colour);
            fill_rect({r.x + radius, r.y, r.w - 2 * radius, r.h}, colour);
            for (const float x : {r.x + radius, r.x + r.w - radius}) {
                for (const float y : {r.y + radius, r.y + r.h - radius}) {
                    fill_circle({x, y}, radius, colour);
                }
            }
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
