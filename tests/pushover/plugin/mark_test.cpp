// The host's mark on the board (ABI 1.4), through the loaded plugin as the window draws it:
// the computer's push shown by a halo around the pawn that came in (with its line washed
// and its arrow in the accent), fading with the mark's strength; nothing without a mark.
#include <cmath>
#include <cstring>

#include "plugin_fixture.hpp"

namespace pushover::test {
namespace {

struct Circles {
    struct Circle {
        float x, y, r;
        std::uint32_t rgba;
    };
    std::vector<Circle> circles;

    plateau_canvas canvas() {
        plateau_canvas c{};
        c.ctx = this;
        c.fill_rect = [](void*, float, float, float, float, uint32_t) {};
        c.stroke_rect = [](void*, float, float, float, float, float, uint32_t) {};
        c.fill_circle = [](void* ctx, float x, float y, float r, uint32_t rgba) {
            static_cast<Circles*>(ctx)->circles.push_back({x, y, r, rgba});
        };
        c.fill_polygon = [](void*, const float*, uint32_t, uint32_t) {};
        c.line = [](void*, float, float, float, float, float, uint32_t) {};
        c.text = [](void*, float, float, float, uint32_t, plateau_text_align, const char*, size_t) {
        };
        return c;
    }
    // The alphas of the circles of colour `rgb` (0xRRGGBB) at (x, y) with radius r.
    [[nodiscard]] std::vector<std::uint32_t> alphas(std::uint32_t rgb, float x, float y,
                                                    float r) const {
        std::vector<std::uint32_t> out;
        for (const Circle& c : circles) {
            if ((c.rgba >> 8) == rgb && std::abs(c.x - x) < 0.1f && std::abs(c.y - y) < 0.1f &&
                std::abs(c.r - r) < 0.1f) {
                out.push_back(c.rgba & 0xffu);
            }
        }
        return out;
    }
};

Circles draw(const core::GameInstance& game, const core::StateRef& s, plateau_mark_kind kind,
             const char* move, float strength, bool thumbnail = false) {
    Circles r;
    const plateau_canvas c = r.canvas();
    plateau_draw_args args{};
    args.state = s.get();
    args.width = 640;
    args.height = 480;
    args.thumbnail = thumbnail ? 1 : 0;
    args.mark_kind = kind;
    args.mark = move;
    args.mark_length = move != nullptr ? std::strlen(move) : 0;
    args.mark_strength = strength;
    game.draw(args, nullptr, c);
    return r;
}

// 5 x 5 in 640 x 480 (placement.cpp): 6.7 cells across the plate and its ring of arrows,
// 8.7 down with the header and the footer, so a cell is min(640 / 6.7, 480 / 8.7) = 55.172
// px; the board is centred across (left 135.172) and fills the height (top 0). The cells
// start 0.85 cells into the plate, which starts 1.15 cells down: at (182.069, 110.345).
// G2 put a pawn on row 2, column 1: its centre (209.655, 193.103), the halo 0.47 cells
// (25.931 px) wide, in the light theme's accent #1c71d8.
constexpr std::uint32_t kAccent = 0x1c71d8;
constexpr float kX = 209.655f, kY = 193.103f, kHalo = 25.931f;

TEST(PushOverMark, TheComputersPushIsHaloedAndFades) {
    const auto game = LoadedPlugin::game();
    const auto s = play_all(*game, {"G2"});
    EXPECT_TRUE(
        draw(*game, s, PLATEAU_MARK_NONE, nullptr, 0).alphas(kAccent, kX, kY, kHalo).empty());
    EXPECT_EQ(draw(*game, s, PLATEAU_MARK_LAST, "G2", 1).alphas(kAccent, kX, kY, kHalo),
              std::vector<std::uint32_t>{255});
    EXPECT_EQ(draw(*game, s, PLATEAU_MARK_LAST, "G2", 0.5f).alphas(kAccent, kX, kY, kHalo),
              std::vector<std::uint32_t>{127});
    // The launcher's thumbnail shows no mark.
    for (const auto& c : draw(*game, s, PLATEAU_MARK_LAST, "G2", 1, true).circles) {
        EXPECT_NE(c.rgba >> 8, kAccent);
    }
}

}  // namespace
}  // namespace pushover::test
