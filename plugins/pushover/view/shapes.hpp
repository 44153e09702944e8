// Shapes Push Over's view draws in several places, on the SDK's canvas.
#pragma once

#include <algorithm>
#include <plateau/canvas.hpp>

namespace pushover {

// A rounded rectangle in `fill` inside a band of `edge`, `width` wide: the band gives it
// its edge against what is behind it.
inline void edged(const plateau::Canvas& c, const plateau::Rect& r, float radius, float width,
                  plateau::Colour edge, plateau::Colour fill) {
    c.fill_rounded_rect(r, radius, edge);
    c.fill_rounded_rect(r.inset(width), std::max(0.0f, radius - width), fill);
}

// A translucent rectangle with its corners cut square-on at `cut`, in pieces that do not
// overlap (an overlap would show darker): Adwaita's faint button tint.
inline void tint(const plateau::Canvas& c, const plateau::Rect& r, float cut,
                 plateau::Colour colour) {
    c.fill_rect({r.x + cut, r.y, r.w - 2 * cut, r.h}, colour);
    c.fill_rect({r.x, r.y + cut, cut, r.h - 2 * cut}, colour);
    c.fill_rect({r.x + r.w - cut, r.y + cut, cut, r.h - 2 * cut}, colour);
}

}  // namespace pushover
