// The turn order, the forced skip with the tile going to the back of the hand, both ends
// of the game, and the `remaining` ranking.
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

using Moves = std::vector<std::string>;

// Two players on 4 x 4, the deck dealt in order:
//   deck  R   G   R   R   B   R   R   R       (R = RRRR, G = GGGG, B = BBBB)
//   to    P1  P2  P1  P2  P1  P2  P1  P2
// so player 1 holds R R B R (the first R goes on 1 1) and player 2 G R R R. Every tile
// on the board is red all round, so G and B fit nowhere.
//   1. P2: G fits nowhere -> skip, P2's hand becomes R R R G
//   2. P1: R on 1 0                       P1: B R
//   3. P2: R on 0 1                       P2: R R G
//   4. P1: B fits nowhere -> skip         P1: R B
//   5. P2: R on 2 1                       P2: R G
//   6. P1: R on 0 0                       P1: B
//   7. P2: R on 1 2                       P2: G   <- the skipped G is back at the head
//   8. P1: B fits nowhere -> skip         (one skip in a row)
//   9. P2: G fits nowhere -> skip         (two in a row: every player) -> the end
class SkipsToTheEnd : public ::testing::Test {
  protected:
    static Sets sets(const std::string& scoring) {
        return hand_built(4, 4, 2, "1 1",
                          {"R R R R", "G G G G", "R R R R x2", "B B B B", "R R R R x3"},
                          {"scoring=" + scoring});
    }
    std::shared_ptr<const core::GameInstance> game = LoadedPlugin::game(sets("patterns"));
};

TEST_F(SkipsToTheEnd, TheSkipIsForcedCountedAndSendsTheTileBack) {
    auto s = game->initial();
    EXPECT_EQ(game->info_line(s, nullptr), "head=GGGG hands=3,4");
    EXPECT_EQ(game->forced_move(s), std::optional<std::string>("skip"));
    EXPECT_EQ(game->moves(s), (Moves{"skip"}));
    s = game->apply(s, "skip");
    // Player 1 to move; player 2 still holds 4 tiles, its G now last.
    EXPECT_EQ(game->status(s).turn, 1);
    EXPECT_EQ(game->status(s).message,
              "Player 2's tile fitted nowhere: it went to the back of their hand.");
    EXPECT_EQ(game->info_line(s, nullptr), "head=RRRR hands=3,4");
    EXPECT_EQ(game->forced_move(s), std::nullopt);
    s = game->apply(s, "1 0");
    EXPECT_EQ(game->info_line(s, nullptr), "head=RRRR hands=2,4");  // P2's head: R
    s = game->apply(s, "0 1");
    EXPECT_EQ(game->info_line(s, nullptr), "head=BBBB hands=2,3");
    EXPECT_EQ(game->forced_move(s), std::optional<std::string>("skip"));
    s = game->apply(s, "skip");
    s = game->apply(s, "2 1");
    EXPECT_EQ(game->info_line(s, nullptr), "head=RRRR hands=2,2");  // P1: R B
    s = game->apply(s, "0 0");
    s = game->apply(s, "1 2");
    EXPECT_EQ(game->info_line(s, nullptr), "head=BBBB hands=1,1");
    s = game->apply(s, "skip");
    EXPECT_EQ(game->info_line(s, nullptr), "head=GGGG hands=1,1");  // the G is back
    EXPECT_FALSE(game->status(s).over);
    s = game->apply(s, "skip");
    const auto st = game->status(s);
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.turn, 0);
    EXPECT_EQ(game->info_line(s, nullptr), "head=- hands=1,1");
    EXPECT_EQ(game->text_form(s),
              "RRRR1 RRRR1 ..... .....\n"
              "RRRR2 RRRR1 RRRR2 .....\n"
              "..... RRRR2 ..... .....\n"
              "..... ..... ..... .....");
}

// Patterns at the end: P1 owns 1 1, 1 0, 0 0; P2 owns 0 1, 2 1, 1 2 (all RRRR).
//   1 1 has all four neighbours: 34.  1 0 has 0 0 (west) and 1 1 (south): a corner, 10.
//   0 0 has 1 0 (east) and 0 1 (south): 10.  0 1 has 0 0 (north) and 1 1 (east): 10.
//   2 1 and 1 2 have one neighbour each: nothing.
// P1: 3 tiles + 34 + 10 + 10 = 57; P2: 3 tiles + 10 = 13.
const Moves kToTheEnd = {"skip", "1 0", "0 1", "skip", "2 1", "0 0", "1 2", "skip", "skip"};

TEST_F(SkipsToTheEnd, EveryPlayerSkippedInARowEndsIt) {
    const auto st = game->status(play_all(*game, kToTheEnd));
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_WINNER);
    EXPECT_EQ(st.winner, 1);
    EXPECT_EQ(scores_of(st), "57,13");
    EXPECT_EQ(st.message, "Every player skipped in a row. Player 1 wins with 57 points.");
}

// Under `remaining` each holds one tile: a draw, 1 and 1.
TEST_F(SkipsToTheEnd, RemainingTiesAreADraw) {
    const auto g = LoadedPlugin::game(sets("remaining"));
    const auto st = g->status(play_all(*g, kToTheEnd));
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_DRAW);
    EXPECT_EQ(scores_of(st), "1,1");
    EXPECT_EQ(st.message,
              "Every player skipped in a row. Draw: Player 1 and Player 2 share first place with "
              "1 tile left.");
}

// A skip is refused while the head tile fits somewhere, and every move once it is over.
TEST_F(SkipsToTheEnd, SkipOnlyWhenNothingFitsAndNothingAfterTheEnd) {
    const auto s = play_all(*game, {"skip"});
    EXPECT_EQ(move_refusal(*game, s, "skip"),
              "'skip': Player 1's tile RRRR fits on 4 cells (moves lists them); the game skips "
              "by itself only a tile that fits nowhere");
    const auto end = play_all(*game, kToTheEnd);
    EXPECT_EQ(move_refusal(*game, end, "3 3"), "the game is over");
    EXPECT_EQ(move_refusal(*game, end, "skip"), "the game is over");
    EXPECT_TRUE(game->moves(end).empty());
    EXPECT_EQ(game->forced_move(end), std::nullopt);
}

// The other end: player 1 places their last tile. Four RRRR on 4 x 2, dealt 2 each:
// P1 on 0 0, P2 on 1 0, P1 on 2 0 -> P1's hand is empty. Under patterns P1 has 2 tiles
// with one neighbour each (no pattern): 2; P2's 1 0 has west and east: 20, so 21.
TEST(TilingsEnds, APlayerPlacingEveryTileEndsIt) {
    const auto game = LoadedPlugin::game(hand_built(4, 2, 2, "0 0", {"R R R R x4"}));
    const auto s = play_all(*game, {"1 0", "2 0"});
    const auto st = game->status(s);
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.winner, 2);
    EXPECT_EQ(scores_of(st), "2,21");
    EXPECT_EQ(st.message, "Player 1 placed every tile. Player 2 wins with 21 points.");
    EXPECT_EQ(game->info_line(s, nullptr), "head=- hands=0,1");
    // Under remaining, P1 with no tile left wins: 0 against 1.
    const auto g =
        LoadedPlugin::game(hand_built(4, 2, 2, "0 0", {"R R R R x4"}, {"scoring=remaining"}));
    const auto rs = g->status(play_all(*g, {"1 0", "2 0"}));
    EXPECT_EQ(rs.winner, 1);
    EXPECT_EQ(scores_of(rs), "0,1");
    EXPECT_EQ(rs.message, "Player 1 placed every tile. Player 1 wins with 0 tiles left.");
}

// Three players take turns 2, 3, 1, 2 after the first tile; `remaining` counts the tiles
// in hand as the game goes (fewer is better): 9 RRRR, 3 each.
TEST(TilingsTurns, PlayersTakeTurnsInOrder) {
    const auto game =
        LoadedPlugin::game(hand_built(5, 5, 3, "2 2", {"R R R R x9"}, {"scoring=remaining"}));
    auto s = game->initial();
    EXPECT_EQ(game->status(s).turn, 2);
    EXPECT_EQ(scores_of(game->status(s)), "2,3,3");
    s = game->apply(s, "2 1");
    EXPECT_EQ(game->status(s).turn, 3);
    s = game->apply(s, "2 3");
    EXPECT_EQ(game->status(s).turn, 1);
    s = game->apply(s, "1 2");
    EXPECT_EQ(game->status(s).turn, 2);
    EXPECT_EQ(scores_of(game->status(s)), "1,2,2");
    EXPECT_EQ(game->text_form(s),
              "..... ..... ..... ..... .....\n"
              "..... ..... RRRR2 ..... .....\n"
              "..... RRRR1 RRRR1 ..... .....\n"
              "..... ..... RRRR3 ..... .....\n"
              "..... ..... ..... ..... .....");
}

}  // namespace
}  // namespace tilings::test
