// Push Over's words in the window, through the loaded plugin: a move said for the status
// bar (describe_move: the edge by its name and the line counted from 1, as issue 19 asks
// of every game).
#include "plugin_fixture.hpp"

namespace pushover::test {
namespace {

// Each edge by its name; top and bottom pushes run down a column, left and right ones
// along a row; lines counted from 1 at the top left.
TEST(PushOverWords, AMoveIsItsEdgeAndItsLine) {
    const auto game = LoadedPlugin::game();  // 5 x 5, empty: every push is legal
    const core::StateRef s = game->initial();
    EXPECT_EQ(game->describe_move(s, "G2"), "from the left edge, row 2");
    EXPECT_EQ(game->describe_move(s, "H3"), "from the top edge, column 3");
    EXPECT_EQ(game->describe_move(s, "B1"), "from the bottom edge, column 1");
    EXPECT_EQ(game->describe_move(s, "D5"), "from the right edge, row 5");
    // The English letters and lower case the notation also accepts say the same.
    EXPECT_EQ(game->describe_move(s, "t4"), "from the top edge, column 4");
    EXPECT_EQ(game->describe_move(s, "L1"), "from the left edge, row 1");
}

// On the largest board the last line is 8.
TEST(PushOverWords, TheLastLineOfALargeBoard) {
    const auto game = LoadedPlugin::game({"size=8"});
    EXPECT_EQ(game->describe_move(game->initial(), "D8"), "from the right edge, row 8");
    EXPECT_EQ(game->describe_move(game->initial(), "B8"), "from the bottom edge, column 8");
}

}  // namespace
}  // namespace pushover::test
