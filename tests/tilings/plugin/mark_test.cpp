// The host's mark on the board (ABI 1.4), through the loaded plugin as the window draws it:
// a hint's cell ringed with the head tile shown faint on it, the computer's tile ringed,
// the ring fading with the mark's strength, nothing without a mark.
#include <cmath>
#include <cstring>

#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

// What the drawing strokes, and how many triangles it fills and how faint.
struct Strokes {
    struct Stroke {
        float x, y, w, h;
        std::uint32_t rgba;
    };
    std::vector<Stroke> strokes;
    int faint_polygons = 0;  // alpha below 255

    plateau_canvas canvas() {
        plateau_canvas c{};
        c.ctx = this;
        c.fill_rect = [](void*, float, float, float, float, uint32_t) {};
        c.stroke_rect = [](void* ctx, float x, float y, float w, float h, float, uint32_t rgba) {
            static_cast<Strokes*>(ctx)->strokes.push_back({x, y, w, h, rgba});
        };
        c.fill_circle = [](void*, float, float, float, uint32_t) {};
        c.fill_polygon = [](void* ctx, const float*, uint32_t, uint32_t rgba) {
            if ((rgba & 0xffu) < 0xffu) ++static_cast<Strokes*>(ctx)->faint_polygons;
        };
        c.line = [](void*, float, float, float, float, float, uint32_t) {};
        c.text = [](void*, float, float, float, uint32_t, plateau_text_align, const char*, size_t) {
        };
        return c;
    }
    // The alphas of the strokes of colour `rgb` (0xRRGGBB), `side` px square, centred on
    // (x, y).
    [[nodiscard]] std::vector<std::uint32_t> alphas_around(std::uint32_t rgb, float x, float y,
                                                           float side) const {
        std::vector<std::uint32_t> out;
        for (const Stroke& s : strokes) {
            if ((s.rgba >> 8) == rgb && std::abs(s.x + s.w / 2 - x) < 0.5f &&
                std::abs(s.y + s.h / 2 - y) < 0.5f && std::abs(s.w - side) < 0.1f &&
                std::abs(s.h - side) < 0.1f) {
                out.push_back(s.rgba & 0xffu);
            }
        }
        return out;
    }
};

Strokes draw(const core::GameInstance& game, const core::StateRef& s, plateau_mark_kind kind,
             const char* move, float strength) {
    Strokes r;
    const plateau_canvas c = r.canvas();
    plateau_draw_args args{};
    args.state = s.get();
    args.width = 992;
    args.height = 608;
    args.mark_kind = kind;
    args.mark = move;
    args.mark_length = move != nullptr ? std::strlen(move) : 0;
    args.mark_strength = strength;
    game.draw(args, nullptr, c);
    return r;
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
    const Strokes none = draw(*game, s, PLATEAU_MARK_NONE, nullptr, 0);
    EXPECT_TRUE(none.alphas_around(kMarkBlue, 374, 275, kRing).empty());
    EXPECT_EQ(none.faint_polygons, 0);

    const Strokes hint = draw(*game, s, PLATEAU_MARK_HINT, "5 4", 1);
    EXPECT_EQ(hint.alphas_around(kMarkBlue, 374, 275, kRing), std::vector<std::uint32_t>{255});
    EXPECT_EQ(hint.faint_polygons, 4);  // the head tile's four triangles
}

// Player 2 (a computer, say) put GGGG on 5 4: the tile ringed, fading.
TEST(TilingsMark, TheComputersTileIsRingedAndFades) {
    const auto game = LoadedPlugin::game(
        hand_built(10, 10, 2, "4 4", {"R G B Y", "G G G G", "B B B B", "Y Y Y Y"}));
    const auto s = play_all(*game, {"5 4"});
    EXPECT_EQ(draw(*game, s, PLATEAU_MARK_LAST, "5 4", 1).alphas_around(kMarkBlue, 374, 275, kRing),
              std::vector<std::uint32_t>{255});
    EXPECT_EQ(
        draw(*game, s, PLATEAU_MARK_LAST, "5 4", 0.5f).alphas_around(kMarkBlue, 374, 275, kRing),
        std::vector<std::uint32_t>{127});
    EXPECT_EQ(draw(*game, s, PLATEAU_MARK_LAST, "5 4", 1).faint_polygons, 0);
}

}  // namespace
}  // namespace tilings::test
