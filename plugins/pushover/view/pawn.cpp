#include "pushover/view/pawn.hpp"

#include <plateau/contrast.hpp>
#include <string>

namespace pushover {

void draw_pawn(const plateau::Canvas& canvas, plateau::Point centre, float r, plateau::Colour face,
               plateau::Colour behind, float alpha, std::optional<char> letter) {
    // The rim reads at 3:1 on what is behind: a bevel of the face when the face reads
    // already, else the face taken towards black or white until it does.
    const bool reads = contrast(face, behind) >= plateau::kLeastContrast + 0.1;
    const bool light = luminance(face) > 0.18;
    const plateau::Colour bevel =
        light ? plateau::darken(face, 0.25f) : plateau::lighten(face, 0.3f);
    const plateau::Colour rim = reads ? bevel : edge_on(face, behind, 0.25f);
    const auto a = [alpha](plateau::Colour col) {
        return plateau::with_alpha(
            col, static_cast<std::uint8_t>(static_cast<float>(col.a) * alpha + 0.5f));
    };
    // Layers of like sizes (the innermost face within 1 : 3.4 of the rim's area): one piece.
    canvas.fill_circle({centre.x, centre.y + r * 0.1f}, r, a(plateau::Colour{0, 0, 0, 0x50}));
    canvas.fill_circle(centre, r, a(rim));
    canvas.fill_circle(centre, r * 0.84f, a(face));
    canvas.fill_circle(centre, r * 0.62f, a(plateau::mix(face, bevel, 0.3f)));
    canvas.fill_circle(centre, r * 0.54f, a(face));
    if (letter) canvas.text(centre, r * 0.95f, a(ink_on(face)), std::string(1, *letter));
}

}  // namespace pushover
