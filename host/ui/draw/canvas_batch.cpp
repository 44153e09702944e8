#include "ui/draw/canvas_batch.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ui/draw/cut_log.hpp"

namespace plateau::ui {

namespace {

// Past these, a value from a plugin is a mistake, not a drawing.
constexpr float kMaxCoordinate = 1.0e6f;
constexpr float kMaxThickness = 1.0e4f;
constexpr std::uint32_t kMaxPolygonPoints = 65'536;
constexpr std::size_t kMaxTextBytes = 4096;

bool sane(float v) { return std::isfinite(v) && std::fabs(v) <= kMaxCoordinate; }
bool sane_size(float v) { return std::isfinite(v) && v >= 0 && v <= kMaxCoordinate; }

// Segments that keep a circle within a quarter pixel of round.
std::size_t circle_segments(float radius) {
    if (radius <= 1.0f) return 8;
    const double step = 2 * std::acos(1.0 - 0.25 / radius);
    const auto n = static_cast<std::size_t>(std::ceil(2 * std::numbers::pi / step));
    return std::clamp<std::size_t>(n, 8, 128);
}

// The C table's functions: each forwards to the batch after turning the colour round.
CanvasBatch& self(void* ctx) { return *static_cast<CanvasBatch*>(ctx); }

void c_fill_rect(void* ctx, float x, float y, float w, float h, std::uint32_t rgba) {
    self(ctx).fill_rect(x, y, w, h, colour_from_rgba(rgba));
}
void c_stroke_rect(void* ctx, float x, float y, float w, float h, float t, std::uint32_t rgba) {
    self(ctx).stroke_rect(x, y, w, h, t, colour_from_rgba(rgba));
}
void c_fill_circle(void* ctx, float cx, float cy, float r, std::uint32_t rgba) {
    self(ctx).fill_circle(cx, cy, r, colour_from_rgba(rgba));
}
void c_fill_polygon(void* ctx, const float* xy, std::uint32_t count, std::uint32_t rgba) {
    self(ctx).fill_polygon(xy, count, colour_from_rgba(rgba));
}
void c_line(void* ctx, float x0, float y0, float x1, float y1, float t, std::uint32_t rgba) {
    self(ctx).line(x0, y0, x1, y1, t, colour_from_rgba(rgba));
}
void c_text(void* ctx, float x, float y, float size, std::uint32_t rgba, plateau_text_align align,
            const char* utf8, size_t length) {
    if (utf8 == nullptr || length > kMaxTextBytes) return;
    TextAlign a = TextAlign::left;
    if (align == PLATEAU_ALIGN_CENTRE) a = TextAlign::centre;
    if (align == PLATEAU_ALIGN_RIGHT) a = TextAlign::right;
    const std::string_view text(utf8, length);
    if (text.ends_with("\xE2\x80\xA6")) log_cut_text(text);  // the plugin cut it to fit
    self(ctx).text(x, y, size, colour_from_rgba(rgba), a, text);
}

}  // namespace

sf::Color colour_from_rgba(std::uint32_t rgba) {
    return sf::Color(static_cast<sf::Uint8>(rgba >> 24), static_cast<sf::Uint8>(rgba >> 16),
                     static_cast<sf::Uint8>(rgba >> 8), static_cast<sf::Uint8>(rgba));
}

CanvasBatch::CanvasBatch(const sf::Font& font, const sf::Font* bold) : layout_(font, bold) {
    canvas_.ctx = this;
    canvas_.fill_rect = c_fill_rect;
    canvas_.stroke_rect = c_stroke_rect;
    canvas_.fill_circle = c_fill_circle;
    canvas_.fill_polygon = c_fill_polygon;
    canvas_.line = c_line;
    canvas_.text = c_text;
}

void CanvasBatch::clear() {
    for (std::size_t i = 0; i < used_; ++i) batches_[i].vertices.clear();
    used_ = 0;
    vertices_ = 0;
}

sf::VertexArray* CanvasBatch::batch_for(unsigned text_size, bool bold_face,
                                        std::size_t vertices_needed, sf::Color colour) {
    if (vertices_ + vertices_needed > kMaxVertices) return nullptr;
    vertices_ += vertices_needed;
    if (used_ > 0 && batches_[used_ - 1].text_size == text_size &&
        batches_[used_ - 1].bold_face == bold_face) {
        batches_[used_ - 1].opaque = batches_[used_ - 1].opaque && colour.a == 255;
        return &batches_[used_ - 1].vertices;
    }
    if (used_ == batches_.size()) batches_.emplace_back();
    Batch& batch = batches_[used_++];
    batch.text_size = text_size;
    batch.bold_face = bold_face;
    batch.opaque = colour.a == 255;
    batch.vertices.clear();
    return &batch.vertices;
}

void CanvasBatch::append_quad(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c,
                              sf::Vector2f d, sf::Color colour) {
    // a b / d c, clockwise: two triangles a-b-d and d-b-c.
    out.append(sf::Vertex(a, colour));
    out.append(sf::Vertex(b, colour));
    out.append(sf::Vertex(d, colour));
    out.append(sf::Vertex(d, colour));
    out.append(sf::Vertex(b, colour));
    out.append(sf::Vertex(c, colour));
}

void CanvasBatch::fill_rect(float x, float y, float w, float h, sf::Color colour) {
    if (!sane(x) || !sane(y) || !sane_size(w) || !sane_size(h)) return;
    if (w == 0 || h == 0 || colour.a == 0) return;
    sf::VertexArray* out = batch_for(0, false, 6, colour);
    if (out == nullptr) return;
    append_quad(*out, {x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}, colour);
}

void CanvasBatch::stroke_rect(float x, float y, float w, float h, float thickness,
                              sf::Color colour) {
    if (!sane(x) || !sane(y) || !sane_size(w) || !sane_size(h)) return;
    if (!std::isfinite(thickness) || thickness <= 0 || thickness > kMaxThickness) return;
    if (2 * thickness >= w || 2 * thickness >= h) {
        fill_rect(x, y, w, h, colour);
        return;
    }
    fill_rect(x, y, w, thickness, colour);
    fill_rect(x, y + h - thickness, w, thickness, colour);
    fill_rect(x, y + thickness, thickness, h - 2 * thickness, colour);
    fill_rect(x + w - thickness, y + thickness, thickness, h - 2 * thickness, colour);
}

const std::vector<sf::Vector2f>& CanvasBatch::unit_circle(std::size_t segments) {
    if (circles_.size() <= segments) circles_.resize(segments + 1);
    auto& points = circles_[segments];
    if (points.empty()) {
        for (std::size_t i = 0; i <= segments; ++i) {
            const double angle =
                2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(segments);
            points.emplace_back(static_cast<float>(std::cos(angle)),
                                static_cast<float>(std::sin(angle)));
        }
    }
    return points;
}

void CanvasBatch::fill_circle(float cx, float cy, float radius, sf::Color colour) {
    if (!sane(cx) || !sane(cy) || !sane_size(radius) || radius == 0 || colour.a == 0) return;
    const std::size_t segments = circle_segments(radius);
    sf::VertexArray* out = batch_for(0, false, segments * 3, colour);
    if (out == nullptr) return;
    const auto& unit = unit_circle(segments);
    const sf::Vector2f centre(cx, cy);
    for (std::size_t i = 0; i < segments; ++i) {
        out->append(sf::Vertex(centre, colour));
        out->append(sf::Vertex(centre + unit[i] * radius, colour));
        out->append(sf::Vertex(centre + unit[i + 1] * radius, colour));
    }
}

void CanvasBatch::fill_polygon(const float* xy, std::uint32_t count, sf::Color colour) {
    if (xy == nullptr || count < 3 || count > kMaxPolygonPoints || colour.a == 0) return;
    for (std::uint32_t i = 0; i < 2 * count; ++i) {
        if (!sane(xy[i])) return;
    }
    sf::VertexArray* out = batch_for(0, false, (std::size_t{count} - 2) * 3, colour);
    if (out == nullptr) return;
    const sf::Vector2f first(xy[0], xy[1]);
    for (std::size_t i = 1; i + 1 < count; ++i) {
        out->append(sf::Vertex(first, colour));
        out->append(sf::Vertex({xy[2 * i], xy[2 * i + 1]}, colour));
        out->append(sf::Vertex({xy[2 * i + 2], xy[2 * i + 3]}, colour));
    }
}

void CanvasBatch::line(float x0, float y0, float x1, float y1, float thickness, sf::Color colour) {
    if (!sane(x0) || !sane(y0) || !sane(x1) || !sane(y1) || colour.a == 0) return;
    if (!std::isfinite(thickness) || thickness <= 0 || thickness > kMaxThickness) return;
    const sf::Vector2f from(x0, y0), to(x1, y1);
    const sf::Vector2f along = to - from;
    const float length = std::hypot(along.x, along.y);
    if (length == 0) return;
    const sf::Vector2f normal(-along.y / length * thickness / 2, along.x / length * thickness / 2);
    sf::VertexArray* out = batch_for(0, false, 6, colour);
    if (out == nullptr) return;
    append_quad(*out, from + normal, to + normal, to - normal, from - normal, colour);
}

void CanvasBatch::text(float x, float y, float size, sf::Color colour, TextAlign align,
                       std::string_view utf8, bool bold) {
    if (!sane(x) || !sane(y) || !std::isfinite(size) || colour.a == 0 || utf8.empty()) return;
    if (size < static_cast<float>(kMinTextSize) - 0.5f || size > static_cast<float>(kMaxTextSize)) {
        return;
    }
    if (utf8.size() > kMaxTextBytes) utf8 = utf8.substr(0, kMaxTextBytes);
    const auto character_size = static_cast<unsigned>(std::lround(size));
    float left = x;
    if (align != TextAlign::left) {
        const float width = layout_.width(utf8, character_size, bold);
        left = align == TextAlign::centre ? x - width / 2 : x - width;
    }
    const float baseline = y + layout_.cap_height(character_size) / 2;
    // Six vertices a byte is an upper bound (one glyph per byte at most).
    const bool bold_face = bold && !layout_.synthetic_bold(bold);
    sf::VertexArray* out = batch_for(character_size, bold_face, utf8.size() * 6, colour);
    if (out == nullptr) return;
    const std::size_t before = out->getVertexCount();
    layout_.append(*out, utf8, left, baseline, character_size, colour, bold);
    vertices_ -= utf8.size() * 6 - (out->getVertexCount() - before);
}

void CanvasBatch::rounded_contour(float x, float y, float w, float h, float radius,
                                  std::size_t per_corner, std::vector<sf::Vector2f>& out) const {
    const sf::Vector2f centres[4] = {{x + w - radius, y + radius},
                                     {x + w - radius, y + h - radius},
                                     {x + radius, y + h - radius},
                                     {x + radius, y + radius}};
    out.clear();
    for (int corner = 0; corner < 4; ++corner) {
        // Screen y grows downwards: -pi/2 is up, 0 right, pi/2 down.
        const double start = std::numbers::pi * (-0.5 + 0.5 * corner);
        for (std::size_t i = 0; i <= per_corner; ++i) {
            const double angle = start + std::numbers::pi / 2 * static_cast<double>(i) /
                                             static_cast<double>(per_corner);
            out.emplace_back(centres[corner].x + radius * static_cast<float>(std::cos(angle)),
                             centres[corner].y + radius * static_cast<float>(std::sin(angle)));
        }
    }
}

void CanvasBatch::fill_rounded_rect(float x, float y, float w, float h, float radius,
                                    sf::Color colour) {
    if (!sane(x) || !sane(y) || !sane_size(w) || !sane_size(h) || !sane_size(radius)) return;
    radius = std::min({radius, w / 2, h / 2});
    if (radius < 0.5f) {
        fill_rect(x, y, w, h, colour);
        return;
    }
    const std::size_t per_corner = std::max<std::size_t>(2, circle_segments(radius) / 4);
    rounded_contour(x, y, w, h, radius, per_corner, outer_);
    fan_.clear();
    for (const auto& p : outer_) {
        fan_.push_back(p.x);
        fan_.push_back(p.y);
    }
    fill_polygon(fan_.data(), static_cast<std::uint32_t>(outer_.size()), colour);
}

void CanvasBatch::stroke_rounded_rect(float x, float y, float w, float h, float radius,
                                      float thickness, sf::Color colour) {
    if (!sane(x) || !sane(y) || !sane_size(w) || !sane_size(h) || !sane_size(radius)) return;
    if (!std::isfinite(thickness) || thickness <= 0 || colour.a == 0) return;
    if (2 * thickness >= w || 2 * thickness >= h) {
        fill_rounded_rect(x, y, w, h, radius, colour);
        return;
    }
    radius = std::min({radius, w / 2, h / 2});
    if (radius < 0.5f) {
        stroke_rect(x, y, w, h, thickness, colour);
        return;
    }
    // Both contours have the same number of points: the ring is a strip of quads.
    const std::size_t per_corner = std::max<std::size_t>(2, circle_segments(radius) / 4);
    rounded_contour(x, y, w, h, radius, per_corner, outer_);
    rounded_contour(x + thickness, y + thickness, w - 2 * thickness, h - 2 * thickness,
                    std::max(0.0f, radius - thickness), per_corner, inner_);
    const std::size_t n = outer_.size();
    sf::VertexArray* out = batch_for(0, false, n * 6, colour);
    if (out == nullptr) return;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        append_quad(*out, outer_[i], outer_[j], inner_[j], inner_[i], colour);
    }
}

void CanvasBatch::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const sf::BlendMode blend = states.blendMode;
    for (std::size_t i = 0; i < used_; ++i) {
        const Batch& batch = batches_[i];
        if (batch.vertices.getVertexCount() == 0) continue;
        // Text is never opaque: its glyphs' edges are alpha.
        const bool plain = batch.text_size == 0 && batch.opaque && blend == sf::BlendAlpha;
        states.blendMode = plain ? sf::BlendNone : blend;
        states.texture = batch.text_size == 0
                             ? nullptr
                             : &layout_.face(batch.bold_face).getTexture(batch.text_size);
        target.draw(batch.vertices, states);
    }
}

std::size_t CanvasBatch::draw_calls() const {
    std::size_t calls = 0;
    for (std::size_t i = 0; i < used_; ++i) {
        if (batches_[i].vertices.getVertexCount() > 0) ++calls;
    }
    return calls;
}

std::size_t CanvasBatch::vertex_count() const { return vertices_; }

}  // namespace plateau::ui
