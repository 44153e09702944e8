#include "core/check/recording_canvas.hpp"

#include <cmath>
#include <cstdint>
#include <string>

#include "core/i18n/translate.hpp"

namespace plateau::core::check {
namespace {

RecordingCanvas& self(void* ctx) { return *static_cast<RecordingCanvas*>(ctx); }

std::string show(float value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    return std::to_string(value);
}

void fill_rect(void* ctx, float x, float y, float w, float h, std::uint32_t) {
    RecordingCanvas& c = self(ctx);
    c.count();
    c.finite("fill_rect", "x", x);
    c.finite("fill_rect", "y", y);
    c.finite("fill_rect", "w", w);
    c.finite("fill_rect", "h", h);
}

void stroke_rect(void* ctx, float x, float y, float w, float h, float thickness, std::uint32_t) {
    RecordingCanvas& c = self(ctx);
    c.count();
    c.finite("stroke_rect", "x", x);
    c.finite("stroke_rect", "y", y);
    c.finite("stroke_rect", "w", w);
    c.finite("stroke_rect", "h", h);
    c.finite("stroke_rect", "thickness", thickness);
}

void fill_circle(void* ctx, float cx, float cy, float radius, std::uint32_t) {
    RecordingCanvas& c = self(ctx);
    c.count();
    c.finite("fill_circle", "cx", cx);
    c.finite("fill_circle", "cy", cy);
    c.finite("fill_circle", "radius", radius);
}

void fill_polygon(void* ctx, const float* xy, std::uint32_t count, std::uint32_t) {
    RecordingCanvas& c = self(ctx);
    c.count();
    if (count < 3) {
        c.fail(format(trn("fill_polygon: {} point (a polygon has 3 or more)",
                          "fill_polygon: {} points (a polygon has 3 or more)", count),
                      count));
        return;
    }
    if (xy == nullptr) {
        c.fail(format(trn("fill_polygon: {} point but no array (NULL)",
                          "fill_polygon: {} points but no array (NULL)", count),
                      count));
        return;
    }
    for (std::uint32_t i = 0; i < 2 * count; ++i) {
        // TRANSLATORS: "fill_polygon: an x is nan": one of the polygon's x coordinates.
        c.finite("fill_polygon", i % 2 == 0 ? tr("an x") : tr("a y"), xy[i]);
    }
}

void line(void* ctx, float x0, float y0, float x1, float y1, float thickness, std::uint32_t) {
    RecordingCanvas& c = self(ctx);
    c.count();
    c.finite("line", "x0", x0);
    c.finite("line", "y0", y0);
    c.finite("line", "x1", x1);
    c.finite("line", "y1", y1);
    c.finite("line", "thickness", thickness);
}

void text(void* ctx, float x, float y, float size, std::uint32_t, plateau_text_align align,
          const char* utf8, std::size_t length) {
    RecordingCanvas& c = self(ctx);
    c.count();
    c.finite("text", "x", x);
    c.finite("text", "y", y);
    c.finite("text", "size", size);
    if (align < PLATEAU_ALIGN_LEFT || align > PLATEAU_ALIGN_RIGHT) {
        c.fail(format(tr("text: align is {}, not one of PLATEAU_ALIGN_*"), int(align)));
    }
    if (utf8 == nullptr && length > 0) {
        c.fail(format(
            trn("text: {} byte but no text (NULL)", "text: {} bytes but no text (NULL)", length),
            length));
    }
}

}  // namespace

RecordingCanvas::RecordingCanvas() {
    canvas_.ctx = this;
    canvas_.fill_rect = fill_rect;
    canvas_.stroke_rect = stroke_rect;
    canvas_.fill_circle = fill_circle;
    canvas_.fill_polygon = fill_polygon;
    canvas_.line = line;
    canvas_.text = text;
}

void RecordingCanvas::reset() {
    calls_ = 0;
    problem_.clear();
}

void RecordingCanvas::finite(const char* call, const char* what, float value) {
    // TRANSLATORS: "fill_rect: x is nan": a drawing call, its argument, the value.
    if (!std::isfinite(value)) fail(format(tr("{0}: {1} is {2}"), call, what, show(value)));
}

void RecordingCanvas::fail(std::string problem) {
    if (problem_.empty()) problem_ = std::move(problem);
}

}  // namespace plateau::core::check
