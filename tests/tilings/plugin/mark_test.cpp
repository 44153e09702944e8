// The host's mark on the board (ABI 1.4), through the loaded plugin as the window draws it:
// a hint's cell ringed with the head tile shown faint on it, the computer's tile ringed,
// the ring fading with the mark's strength, nothing without a mark.
#include <cmath>

#include "draw_request.hpp"
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

using plateau::test::Shape;
using plateau::test::ShapeCanvas;

// The board of `s` drawn at 992 x 608 with a mark of `kind` on `move` at `strength`.
ShapeCanvas draw(const core::GameInstance& game, const core::StateRef& s, plateau_mark_kind kind,
                 const char* move, float strength) {
    return plateau::test::drawn(game, s, nullptr,
                                {.width = 992,
                                 .height = 608,
                                 .mark = move != nullptr ? move : "",
                                 .mark_kind = kind,
                                 .mark_strength = strength});
}

// The alphas of the strokes of colour `rgb` (0xRRGGBB), `side` px square, centred on (x, y).
std::vector<std::uint32_t> alphas_around(const ShapeCanvas& drawn, std::uint32_t rgb, float x,
                                         float y, float side) {
    std::vector<std::uint32_t> out;
    for (const Shape& s : drawn.of(Shape::Kind::outline)) {
        if (s.rgb() == rgb && std::abs(s.centre_x() - x) < 0.5f &&
            std::abs(s.centre_y() - y) < 0.5f && std::abs(s.width() - side) < 0.1f &&
            std::abs(s.height() - side) < 0.1f) {
            out.push_back(s.alpha());
        }
    }
    return out;
}

// How many triangles are filled faint (alpha below 255).
int faint_polygons(const ShapeCanvas& drawn) {
    int faint = 0;
    for (const Shape& s : drawn.of(Shape::Kind::polygon)) faint += s.opaque() ? 0 : 1;
    return faint;
}

// The board of view_test.cpp, 992 x 608: 58 px cells from (55, 14), so the centre of cell
// (x, y) is (55 + 58 (x + 0.5), 14 + 58 (y + 0.5)); cell 5 4 is centred on (374, 275).
// Its ring is a band of a tenth of a cell (5.8 px) straddling the cell's edge, 0.6 of it
// outside: 58 + 2 x 3.48 = 64.96 px square, in the light theme's blue #1c71d8, opaque at
// full strength, half at 0.5 (the outline of a cell where the tile fits is that blue too,
// but inside the cell).
constexpr std::uint32_t kMarkBlue = 0x1c71d8;
constexpr float kRing = 64.96f;

// RGBY on 4 4; player 2's GGGG fits only on 5 4, which the hint proposes.
TEST(TilingsMark, AHintRingsItsCellWithTheHeadTileFaintOnIt) {
    const auto game = LoadedPlugin::game(
        hand_built(10, 10, 2, "4 4", {"R G B Y", "G G G G", "B B B B", "Y Y Y Y"}));
    const auto s = game->initial();
    const ShapeCanvas none = draw(*game, s, PLATEAU_MARK_NONE, nullptr, 0);
    EXPECT_TRUE(alphas_around(none, kMarkBlue, 374, 275, kRing).empty());
    EXPECT_EQ(faint_polygons(none), 0);

    const ShapeCanvas hint = draw(*game, s, PLATEAU_MARK_HINT, "5 4", 1);
    EXPECT_EQ(alphas_around(hint, kMarkBlue, 374, 275, kRing), std::vector<std::uint32_t>{255});
    EXPECT_EQ(faint_polygons(hint), 4);  // the head tile's four triangles
}

// Player 2 (a computer, say) put GGGG on 5 4: the tile ringed, fading.
TEST(TilingsMark, TheComputersTileIsRingedAndFades) {
    const auto game = LoadedPlugin::game(
        hand_built(10, 10, 2, "4 4", {"R G B Y", "G G G G", "B B B B", "Y Y Y Y"}));
    const auto s = play_all(*game, {"5 4"});
    EXPECT_EQ(
        alphas_around(draw(*game, s, PLATEAU_MARK_LAST, "5 4", 1), kMarkBlue, 374, 275, kRing),
        std::vector<std::uint32_t>{255});
    EXPECT_EQ(
        alphas_around(draw(*game, s, PLATEAU_MARK_LAST, "5 4", 0.5f), kMarkBlue, 374, 275, kRing),
        std::vector<std::uint32_t>{127});
    EXPECT_EQ(faint_polygons(draw(*game, s, PLATEAU_MARK_LAST, "5 4", 1)), 0);
}

}  // namespace
}  // namespace tilings::test
