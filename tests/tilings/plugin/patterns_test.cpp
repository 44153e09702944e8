// The patterns rule on boards built move by move: one point per tile, and a
// single-coloured tile's pattern for its owner, 34 before 20 before 10.
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

// A red centre RRRR on 1 1 of a 3 x 3 board (player 1), then its neighbours, each with a
// red side towards it and other colours elsewhere (so none is single-coloured):
//   north GGRG (player 2, on 1 0: south R)    east BBBR (player 1, on 2 1: west R)
//   south RBBB (player 2, on 1 2: north R)    west GRGG (player 1, on 0 1: east R)
// and a last tile for player 2, never played.
class RedCentre : public ::testing::Test {
  protected:
    std::shared_ptr<const core::GameInstance> game = LoadedPlugin::game(hand_built(
        3, 3, 2, "1 1", {"R R R R", "G G R G", "B B B R", "R B B B", "G R G G", "Y Y Y Y"}));
};

TEST_F(RedCentre, OneTwoThreeFourNeighbours) {
    auto s = game->initial();
    // The centre alone: 1 tile, no pattern.
    EXPECT_EQ(scores_of(game->status(s)), "1,0");
    s = game->apply(s, "1 0");
    // One neighbour (north) makes no pattern: 1 tile each.
    EXPECT_EQ(scores_of(game->status(s)), "1,1");
    s = game->apply(s, "2 1");
    // North and east, two at a corner: 10 for the centre's owner. P1: 2 tiles + 10.
    EXPECT_EQ(scores_of(game->status(s)), "12,1");
    s = game->apply(s, "1 2");
    // North, east, south: north and south are opposite, 20 (tried before the corner).
    // P1: 2 tiles + 20; P2: 2 tiles (its tiles are not single-coloured).
    EXPECT_EQ(scores_of(game->status(s)), "22,2");
    s = game->apply(s, "0 1");
    // All four: 34, not 20 (it has opposite pairs too) nor 10. P1: 3 tiles + 34 = 37.
    // That was player 1's last tile: the game ends, player 1 first.
    const auto st = game->status(s);
    EXPECT_EQ(scores_of(st), "37,2");
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.winner, 1);
    EXPECT_EQ(st.message, "Player 1 placed every tile. Player 1 wins with 37 points.");
}

// The same shape around a centre of four colours, RGBY, scores its tiles alone: north
// GGRG (south R), east BBBG (west G), south BYYY (north B), west GYGG (east Y).
TEST(TilingsPatterns, ACentreOfSeveralColoursScoresNothing) {
    const auto game = LoadedPlugin::game(hand_built(
        3, 3, 2, "1 1", {"R G B Y", "G G R G", "B B B G", "B Y Y Y", "G Y G G", "Y Y Y Y"}));
    const auto s = play_all(*game, {"1 0", "2 1", "1 2", "0 1"});
    EXPECT_EQ(game->text_form(s),
              "..... GGRG2 .....\n"
              "GYGG1 RGBY1 BBBG1\n"
              "..... BYYY2 .....");
    EXPECT_EQ(scores_of(game->status(s)), "3,2");
}

// West and east opposite neighbours give 20 too, and the pattern goes to the centre's
// owner whoever owns the neighbours. Six RRRR on 4 x 2, 3 each: P1 on 1 0, P2 on 0 0, P1
// on 2 0. 1 0 has west (P2's) and east (P1's): 20 for P1. P1: 2 tiles + 20 = 22 (2 0 has
// only a west neighbour); P2: 1 tile (0 0 has only an east neighbour).
TEST(TilingsPatterns, OppositeWestAndEastForTheCentresOwner) {
    const auto game = LoadedPlugin::game(hand_built(4, 2, 2, "1 0", {"R R R R x6"}));
    const auto s = play_all(*game, {"0 0", "2 0"});
    EXPECT_EQ(scores_of(game->status(s)), "22,1");
    // P2 on 1 1, below 1 0: 1 0 now has west, east and south; west-east comes first: 20.
    // 1 1 itself has one neighbour (north): nothing. P2: 2 tiles.
    const auto t = game->apply(s, "1 1");
    EXPECT_EQ(scores_of(game->status(t)), "22,2");
}

}  // namespace
}  // namespace tilings::test
