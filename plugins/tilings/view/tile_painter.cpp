#include "tilings/view/tile_painter.hpp"

#include <algorithm>
#include <plateau/contrast.hpp>
#include <string>

#include "tilings/view/player_colours.hpp"

namespace tilings {

void draw_tile(const plateau::Canvas& canvas, const plateau::Rect& r, const Tile& tile,
               const Palette& palette, plateau::Colour frame, std::uint8_t alpha, bool letters) {
    canvas.fill_rect(r, plateau::with_alpha(frame, alpha));
    const plateau::Rect in = r.inset(std::max(1.0f, r.w * 0.035f));
    const plateau::Point c = in.centre();
    const plateau::Point corner[4] = {
        {in.x, in.y}, {in.x + in.w, in.y}, {in.x + in.w, in.y + in.h}, {in.x, in.y + in.h}};
    // North spans the top edge (corners 0-1), east the right (1-2), and so on.
    for (int side = 0; side < kSides; ++side) {
        const plateau::Colour colour =
            plateau::with_alpha(palette.colours[tile.colour[side]], alpha);
        canvas.fill_polygon({corner[side], corner[(side + 1) % 4], c}, colour);
    }
    // Hairlines along the diagonals where two triangles of different colours meet, so that
    // neighbouring triangles of close colours still read apart.
    const float thin = std::max(0.6f, in.w * 0.02f);
    const plateau::Colour seam = plateau::Colour{0, 0, 0, static_cast<std::uint8_t>(alpha / 5)};
    for (int k = 0; k < 4; ++k) {
        const int before = (k + 3) % 4;  // the side whose triangle ends at corner k
        if (tile.colour[before] != tile.colour[k]) canvas.line(corner[k], c, thin, seam);
    }
    // Each letter on its triangle's axis, 0.36 of the tile from the centre (the centroid is
    // at a third): clear of the owner's mark, whose outer ring ends some 0.23 from the
    // centre, by more than half the letter's height.
    const float size = in.w * 0.18f;
    if (!letters || size < 7.0f) return;
    for (int side = 0; side < kSides; ++side) {
        const int colour = tile.colour[side];  // the palette has a letter for each colour
        const plateau::Point a = corner[side];
        const plateau::Point b = corner[(side + 1) % 4];
        const plateau::Point at{c.x + ((a.x + b.x) / 2 - c.x) * 0.72f,
                                c.y + ((a.y + b.y) / 2 - c.y) * 0.72f};
        const plateau::Colour ink = plateau::with_alpha(ink_on(palette.colours[colour]), alpha);
        canvas.text(at, size, ink, std::string(1, palette.letters[colour]));
    }
}

void draw_owner_mark(const plateau::Canvas& canvas, const plateau::Rect& r, int owner, bool dark) {
    const plateau::Colour colour = player_colour(owner, dark);
    const plateau::Point c = r.centre();
    const float radius = std::max(2.5f, r.w * 0.17f);
    const float ring = std::max(1.0f, r.w * 0.025f);
    // White then near-black: one of the two reads at 3:1 on any tile colour (white on those
    // darker than a luminance of 0.30, near-black on those lighter than 0.15).
    canvas.fill_circle(c, radius + 2 * ring, plateau::Colour{0xff, 0xff, 0xff});
    canvas.fill_circle(c, radius + ring, plateau::Colour{0x24, 0x1f, 0x31});
    canvas.fill_circle(c, radius, colour);
    if (radius * 1.6f >= 9.0f) {
        canvas.text(c, radius * 1.5f, ink_on(colour), std::to_string(owner + 1));
    }
}

}  // namespace tilings
