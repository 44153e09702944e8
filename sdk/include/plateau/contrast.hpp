// WCAG contrast between two opaque colours, and the edge a piece needs to show at 3:1 on
// what is behind it (WCAG 1.4.11: what carries meaning at 3:1 or more).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <plateau/colour.hpp>

namespace plateau {

// The relative luminance of WCAG 2: 0 (black) to 1 (white).
[[nodiscard]] inline double luminance(Colour c) {
    const auto channel = [](std::uint8_t v) {
        const double s = static_cast<double>(v) / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

// 1 (the same) to 21 (black on white).
[[nodiscard]] inline double contrast(Colour a, Colour b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

inline constexpr double kLeastContrast = 3.0;

// `face` taken towards black (on a light `behind`) or white (on a dark one) until it shows
// at 3:1 on `behind`, from `from` of the way: a rim that any colour a player picks keeps
// readable on the board. Black or white when nothing short of them does.
[[nodiscard]] inline Colour edge_on(Colour face, Colour behind, float from = 0.0f) {
    const bool towards_black = luminance(behind) > 0.18;
    for (int step = 0; step <= 20; ++step) {
        const float t = std::min(1.0f, from + 0.05f * static_cast<float>(step));
        const Colour c = towards_black ? darken(face, t) : lighten(face, t);
        if (contrast(c, behind) >= kLeastContrast + 0.1) return c;
        if (t >= 1.0f) return c;
    }
    return towards_black ? Colour{0, 0, 0} : Colour{255, 255, 255};
}

// Dark or light ink, whichever reads better on `background`.
[[nodiscard]] inline Colour ink_on(Colour background) {
    constexpr Colour kDark{0x24, 0x1f, 0x31};
    constexpr Colour kLight{0xff, 0xff, 0xff};
    return contrast(kDark, background) >= contrast(kLight, background) ? kDark : kLight;
}

}  // namespace plateau
