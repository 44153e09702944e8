// The host's mark on the board (ABI 1.4), through the loaded plugin as the window draws it:
// the computer's push shown by a halo around the pawn that came in (with its line washed
// and its arrow in the accent), fading with the mark's strength; nothing without a mark.
#include <cmath>

#include "draw_request.hpp"
#include "plugin_fixture.hpp"

namespace pushover::test {
namespace {

using plateau::test::Shape;

// The alphas of the circles of colour `rgb` (0xRRGGBB) at (x, y) with radius r that the
// drawing of `s` with a mark of `kind` on `move` at `strength` has.
std::vector<std::uint32_t> alphas(const core::GameInstance& game, const core::StateRef& s,
                                  plateau_mark_kind kind, const char* move, float strength,
                                  std::uint32_t rgb, float x, float y, float r) {
    std::vector<std::uint32_t> out;
    const auto drawn = plateau::test::drawn(
        game, s, nullptr,
        {.mark = move != nullptr ? move : "", .mark_kind = kind, .mark_strength = strength});
    for (const Shape& c : drawn.of(Shape::Kind::circle)) {
        if (c.rgb() == rgb && std::abs(c.cx - x) < 0.1f && std::abs(c.cy - y) < 0.1f &&
            std::abs(c.radius - r) < 0.1f) {
            out.push_back(c.alpha());
        }
    }
    return out;
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
    EXPECT_TRUE(alphas(*game, s, PLATEAU_MARK_NONE, nullptr, 0, kAccent, kX, kY, kHalo).empty());
    EXPECT_EQ(alphas(*game, s, PLATEAU_MARK_LAST, "G2", 1, kAccent, kX, kY, kHalo),
              std::vector<std::uint32_t>{255});
    EXPECT_EQ(alphas(*game, s, PLATEAU_MARK_LAST, "G2", 0.5f, kAccent, kX, kY, kHalo),
              std::vector<std::uint32_t>{127});
    // The launcher's thumbnail shows no mark.
    const auto thumbnail = plateau::test::drawn(
        *game, s, nullptr, {.thumbnail = true, .mark = "G2", .mark_kind = PLATEAU_MARK_LAST});
    for (const Shape& c : thumbnail.of(Shape::Kind::circle)) EXPECT_NE(c.rgb(), kAccent);
}

}  // namespace
}  // namespace pushover::test
