// Tilings' moves in words, through the loaded plugin (describe_move, the status bar's
// "Hint: ..." and "Computer: ..."): the cell by its column and row counted from 1 at the
// top left, as issue 19 asks of every game, where the notation `X Y` counts from 0.
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

// The hint of the computer tests' position (3 1: the fourth column, the second row) and
// the corners of the default 10 x 10 board.
TEST(TilingsWords, ACellIsItsColumnAndRowFromOne) {
    const auto game = LoadedPlugin::game(hand_built(4, 3, 2, "1 1", {"R R R R x8"}));
    const auto s = play_all(*game, {"2 1", "0 1"});
    EXPECT_EQ(game->describe_move(s, "3 1"), "the tile at column 4, row 2");
    EXPECT_EQ(game->describe_move(s, "0 0"), "the tile at column 1, row 1");

    const auto wide = LoadedPlugin::game();
    EXPECT_EQ(wide->describe_move(wide->initial(), "9 6"), "the tile at column 10, row 7");
}

// A head tile that fits nowhere: the skip said as such (player 2's G G G G beside the red
// first tile).
TEST(TilingsWords, TheSkip) {
    const auto game =
        LoadedPlugin::game(hand_built(3, 3, 2, "0 0", {"R R R R", "G G G G", "R R R R x2"}));
    EXPECT_EQ(game->describe_move(game->initial(), "skip"), "skip, the tile fits nowhere");
}

}  // namespace
}  // namespace tilings::test
