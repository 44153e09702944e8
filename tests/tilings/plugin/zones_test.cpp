// The zones rule on a board built move by move: triangles of one colour inside one tile
// belong together; across a shared edge they join; each zone's size in tiles goes to the
// player or players owning most of its tiles, times zone_points; nothing else counts.
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

// On 3 x 3, two players, the deck dealt in order:
//   A = RGRG (north R, east G, south R, west G), P1 on 0 0
//   B = BBBG, P2 on 1 0 (its west G against A's east G)
//   C = RRRR, P1 on 0 1 (its north R against A's south R)
//   D = BBBR, P2 on 1 1 (north B against B's south B, west R against C's east R)
//   then YYYY x2, never played.
Sets zones_game(int points) {
    return hand_built(3, 3, 2, "0 0", {"R G R G", "B B B G", "R R R R", "B B B R", "Y Y Y Y x2"},
                      {"scoring=zones", "zone_points=" + std::to_string(points)});
}

TEST(TilingsZones, InsideOneTile) {
    // A alone: its two red triangles (north, south) are one zone, its two green ones
    // another, though they do not touch: 2 zones of 1 tile, both P1's: 2 points (4 if the
    // triangles counted apart). Tiles placed count for nothing under zones: not 3.
    const auto game = LoadedPlugin::game(zones_game(1));
    EXPECT_EQ(scores_of(game->status(game->initial())), "2,0");
    const auto triple = LoadedPlugin::game(zones_game(3));
    EXPECT_EQ(scores_of(triple->status(triple->initial())), "6,0");
}

TEST(TilingsZones, AcrossTilesWithTiesAndMajorities) {
    const auto game = LoadedPlugin::game(zones_game(1));
    auto s = game->apply(game->initial(), "1 0");
    // red {A}: P1 1.  green {A, B} (A's east meets B's west): 2 tiles, one each, a tie:
    // both score 2.  blue {B}: P2 1.  P1 = 1 + 2 = 3, P2 = 2 + 1 = 3.
    EXPECT_EQ(scores_of(game->status(s)), "3,3");
    s = game->apply(s, "0 1");
    // red {A, C} (A's south meets C's north): 2 tiles, both P1's: 2.  green tie: 2 each.
    // blue {B}: P2 1.  P1 = 4, P2 = 3.
    EXPECT_EQ(scores_of(game->status(s)), "4,3");
    s = game->apply(s, "1 1");
    // red {A, C, D} (C's east meets D's west): 3 tiles, P1 2 against P2 1: P1 scores 3.
    // green {A, B}: tie, 2 each.  blue {B, D} (B's south meets D's north; D's three blue
    // triangles are one): 2 tiles, both P2's: 2.  P1 = 3 + 2 = 5, P2 = 2 + 2 = 4.
    EXPECT_EQ(scores_of(game->status(s)), "5,4");
    EXPECT_FALSE(game->status(s).over);
    // zone_points = 2 doubles every zone's points.
    const auto doubled = LoadedPlugin::game(zones_game(2));
    EXPECT_EQ(scores_of(doubled->status(play_all(*doubled, {"1 0", "0 1", "1 1"}))), "10,8");
}

}  // namespace
}  // namespace tilings::test
