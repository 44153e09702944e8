// Push Over's words in the window, through the loaded plugin: a move said for the status
// bar (describe_move: the edge by its name and the line counted from 1, as issue 19 asks
// of every game) and the edges labelled T, B, L and R in the English window, while the
// notation the text mode prints and reads keeps H, B, G and D.
#include "plugin_fixture.hpp"
#include "pushes_listed.hpp"

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

// The list of pushes (P) in the window names the edges in English: on an empty 5 x 5 board
// every push is legal, "T1-5  B1-5  L1-5  R1-5", and each arrow's label is T1, ..., R5;
// the text mode's notation stays French (H, B, G, D: moves lists H1 first).
TEST(PushOverWords, TheWindowLabelsTheEdgesInEnglish) {
    const auto game = LoadedPlugin::game();
    bool opened = false;
    const auto r = drawn_with_pushes_listed(*game, &opened);
    EXPECT_TRUE(opened);
    EXPECT_TRUE(r.said("T1-5  B1-5  L1-5  R1-5"));
    for (const char* label : {"T1", "T5", "B3", "L2", "R5"}) EXPECT_TRUE(r.said(label)) << label;
    for (const char* label : {"H1", "G2", "D5"}) EXPECT_FALSE(r.said(label)) << label;

    const std::vector<std::string> moves = game->moves(game->initial());
    ASSERT_EQ(moves.size(), 20U);
    EXPECT_EQ(moves.front(), "H1");
    EXPECT_EQ(moves[10], "G1");
    EXPECT_EQ(moves.back(), "D5");
}

// What the footer tells the player on a 5 x 5 board (not solved, one round): how to move
// while a person holds a seat, even on the computer's turn (the header says who thinks);
// that the computers play each other when both seats are theirs, where there is nothing to
// click. Whole, in a large window and in the smallest (800 x 600).
TEST(PushOverWords, TheFooterSaysToClickOnlyWhenAPersonPlays) {
    const auto drawn = [](const std::vector<std::string>& settings, int width, int height) {
        const auto game = LoadedPlugin::game(settings);
        const auto s = game->initial();
        return plateau::test::drawn(
            *game, s, game->new_ui(s).get(),
            {.width = static_cast<float>(width), .height = static_cast<float>(height)});
    };
    const std::string click = "Click an arrow to push a pawn";
    const std::string watch = "The computers play each other";
    for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{800, 600}}) {
        const auto people = drawn({}, w, h);
        EXPECT_TRUE(people.said(click)) << w << "x" << h;
        EXPECT_FALSE(people.said(watch));
        const auto first_computer = drawn({"player1_kind=computer"}, w, h);
        EXPECT_TRUE(first_computer.said(click)) << w << "x" << h;
        const auto computers = drawn({"player1_kind=computer", "player2_kind=computer"}, w, h);
        EXPECT_TRUE(computers.said(watch))
            << w << "x" << h << ": " << ::testing::PrintToString(computers.texts());
        EXPECT_FALSE(computers.said(click));
    }
}

}  // namespace
}  // namespace pushover::test
