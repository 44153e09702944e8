// Connectivity and contiguity on hand-drawn boards: each side, the board's edges, a cell
// with no neighbour, a taken cell, off the board; every refusal names the reason and, for
// colours, the neighbour that does not match; a refused move changes nothing.
#include "core/session/session.hpp"
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

using Moves = std::vector<std::string>;

// The first tile RGBY (north red, east green, south blue, west yellow) in the middle of a
// 3 x 3 board, player 2 holding GGGG: a neighbour above must show red on its south,
// one to the right green on its west, one below blue on its north, one to the left yellow
// on its east. GGGG fits only on the right.
class AroundOneTile : public ::testing::Test {
  protected:
    std::shared_ptr<const core::GameInstance> game = LoadedPlugin::game(
        hand_built(3, 3, 2, "1 1", {"R G B Y", "G G G G", "B B B B", "Y Y Y Y"}));
    core::StateRef start = game->initial();
};

TEST_F(AroundOneTile, OnlyTheMatchingSideIsListed) {
    EXPECT_EQ(game->text_form(start), "..... ..... .....\n..... RGBY1 .....\n..... ..... .....");
    EXPECT_EQ(game->info_line(start, nullptr), "head=GGGG hands=1,2");
    EXPECT_EQ(game->moves(start), (Moves{"2 1"}));
    EXPECT_EQ(move_refusal(*game, start, "2 1"), "");
}

TEST_F(AroundOneTile, EachSideNamesTheNeighbourThatDoesNotMatch) {
    EXPECT_EQ(move_refusal(*game, start, "1 0"),
              "'1 0': the tile GGGG does not match the tile below (1 1): its south side is "
              "green (G) but that tile's north side is red (R)");
    EXPECT_EQ(move_refusal(*game, start, "1 2"),
              "'1 2': the tile GGGG does not match the tile above (1 1): its north side is "
              "green (G) but that tile's south side is blue (B)");
    EXPECT_EQ(move_refusal(*game, start, "0 1"),
              "'0 1': the tile GGGG does not match the tile to the right (1 1): its east side "
              "is green (G) but that tile's west side is yellow (Y)");
}

TEST_F(AroundOneTile, NoNeighbourTakenOffTheBoardAndNotAMove) {
    EXPECT_EQ(move_refusal(*game, start, "0 0"),
              "'0 0' touches no tile: a tile must share an edge with a placed tile");
    EXPECT_EQ(move_refusal(*game, start, "1 1"), "'1 1' is taken: Player 1's tile RGBY is there");
    EXPECT_EQ(move_refusal(*game, start, "3 1"),
              "'3 1' is off the board: X is a column from 0 to 2 and Y a row from 0 to 2");
    EXPECT_EQ(move_refusal(*game, start, "1 -1"),
              "'1 -1' is off the board: X is a column from 0 to 2 and Y a row from 0 to 2");
    EXPECT_EQ(move_refusal(*game, start, "a1"),
              "'a1' is not a move: a move is X Y, the column and the row of the cell from 0 "
              "(0 0 is the top left), e.g. 3 4");
    EXPECT_EQ(move_refusal(*game, start, "1 1 1"),
              "'1 1 1' is not a move: a move is X Y, the column and the row of the cell from 0 "
              "(0 0 is the top left), e.g. 3 4");
}

// A refused move through the host's session leaves the game as it was.
TEST_F(AroundOneTile, ARefusedMoveChangesNothing) {
    core::Session session(game);
    const std::string before = game->text_form(session.state());
    EXPECT_THROW(session.play("1 0"), core::PluginError);
    EXPECT_EQ(session.moves(), 0);
    EXPECT_EQ(game->text_form(session.state()), before);
    EXPECT_EQ(game->info_line(session.state(), nullptr), "head=GGGG hands=1,2");
    session.play("2 1");
    EXPECT_EQ(session.moves(), 1);
}

// Two neighbours that both differ are both named. Built step by step:
//   1. player 1: RRRR at 0 0 (first tile);
//   2. player 2: RRRR at 1 0 (west R against east R);
//   3. player 1: RRRR at 0 1 (north R against south R);
//   4. player 2: GGGG at 1 1 has the tile above (1 0) and the tile to the left (0 1),
//      both showing red: both are named.
TEST(TilingsPlacement, BothMismatchedNeighboursAreNamed) {
    const auto game =
        LoadedPlugin::game(hand_built(3, 3, 2, "0 0", {"R R R R x3", "G G G G", "B B B B x2"}));
    const auto s = play_all(*game, {"1 0", "0 1"});
    EXPECT_EQ(game->info_line(s, nullptr), "head=GGGG hands=1,2");
    EXPECT_EQ(move_refusal(*game, s, "1 1"),
              "'1 1': the tile GGGG does not match the tile above (1 0): its north side is "
              "green (G) but that tile's south side is red (R); nor the tile to the left (0 1): "
              "its west side is green (G) but that tile's east side is red (R)");
}

// At the board's edges only the neighbours that exist count: RGBY in the top left corner;
// player 2's YYYG to its right (west G against east G) has nothing above, which is fine.
// Its own fitting cells are listed in reading order: only 1 0 (below the corner its north
// Y would face blue).
TEST(TilingsPlacement, TheBoardsEdgesNeedNoMatch) {
    const auto game =
        LoadedPlugin::game(hand_built(2, 2, 2, "0 0", {"R G B Y", "Y Y Y G", "G G G G x2"}));
    const auto s = game->initial();
    EXPECT_EQ(game->moves(s), (Moves{"1 0"}));
    const auto after = game->apply(s, "1 0");
    EXPECT_EQ(game->text_form(after), "RGBY1 YYYG2\n..... .....");
}

// Connectivity: with the same tile everywhere, the head fits on exactly the empty cells
// sharing an edge with a tile, in reading order (not the diagonals).
TEST(TilingsPlacement, ConnectivityListsTheCellsSharingAnEdge) {
    const auto game = LoadedPlugin::game(hand_built(5, 5, 2, "2 2", {"R R R R x8"}));
    const auto s = game->initial();
    EXPECT_EQ(game->moves(s), (Moves{"2 1", "1 2", "3 2", "2 3"}));
    // After 3 2: its own right, above and below join; 2 2's other sides stay.
    const auto t = game->apply(s, "3 2");
    EXPECT_EQ(game->moves(t), (Moves{"2 1", "3 1", "1 2", "4 2", "2 3", "3 3"}));
    EXPECT_EQ(move_refusal(*game, t, "4 4"),
              "'4 4' touches no tile: a tile must share an edge with a placed tile");
}

}  // namespace
}  // namespace tilings::test
