// The deal and the first tile, seen through the info line and the text form.
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

std::string hands_of(const core::GameInstance& game, const core::StateRef& s) {
    const std::string info = game.info_line(s, nullptr);
    return info.substr(info.find("hands=") + 6);
}

// The number of tiles on the board and the cell of the only one, if one.
int tiles_on(const std::string& text) {
    int count = 0;
    for (std::size_t i = 0; i + 5 <= text.size(); i += 6) {
        if (text.compare(i, 5, ".....") != 0) ++count;
    }
    return count;
}

// MacMahon x 3 copies = 72 tiles. Three players: 24 rounds, nothing left; player 1 has
// put one on the board. Five players: 14 rounds (70 tiles), 2 left over. Four: 18 each.
TEST(TilingsDealing, EqualHandsAndLeftovers) {
    EXPECT_EQ(hands_of(*LoadedPlugin::game({}, 3), LoadedPlugin::game({}, 3)->initial()),
              "23,24,24");
    const auto five = LoadedPlugin::game({"players=5"}, 3);
    EXPECT_EQ(hands_of(*five, five->initial()), "13,14,14,14,14");
    const auto four = LoadedPlugin::game({"players=4"}, 3);
    EXPECT_EQ(hands_of(*four, four->initial()), "17,18,18,18");
}

// A limit of 10 stops the deal at 10 tiles each, 42 of the 72 unused.
TEST(TilingsDealing, TheHandLimit) {
    const auto game = LoadedPlugin::game({"hand_limit=10"}, 3);
    EXPECT_EQ(hands_of(*game, game->initial()), "9,10,10");
}

// A random deck of 5 distinct tiles, 1 copy each, for 4 players: one round (4 tiles), one
// left over. Player 1's only tile is the first tile: player 1 has placed all their tiles,
// so the game is over before anyone moves (moves=0, turn=0), player 1 first with 1 point
// under patterns (a lone tile makes no pattern) against 0.
TEST(TilingsDealing, OneTileEachEndsAtOnce) {
    const auto game = LoadedPlugin::game(
        {"players=4", "deck=random", "deck_tiles=5", "deck_colours=2", "deck_copies=1"}, 8);
    const auto s = game->initial();
    EXPECT_EQ(hands_of(*game, s), "0,1,1,1");
    const auto st = game->status(s);
    EXPECT_TRUE(st.over);
    EXPECT_EQ(st.turn, 0);
    EXPECT_EQ(st.outcome, PLATEAU_OUTCOME_WINNER);
    EXPECT_EQ(st.winner, 1);
    EXPECT_EQ(scores_of(st), "1,0,0,0");
    EXPECT_EQ(game->info_line(s, nullptr), "head=- hands=0,1,1,1");
    EXPECT_EQ(tiles_on(game->text_form(s)), 1);
}

// The first tile is player 1's head tile on first_cell: with MacMahon dealt in order
// (shuffle=false) to 2 players and 1 copy, player 1 gets tiles 1, 3, 5... and player 2
// tiles 2, 4, 6...; tile 1 is 0000 = RRRR, tile 2 is 0001 = RRRG (north R, east R, south
// R, west G). Player 2's RRRG can only go below (its north R against RRRR's south R); to
// the right its west G would face RRRR's east R.
TEST(TilingsDealing, TheFirstTileOnAChosenCell) {
    const auto game =
        LoadedPlugin::game({"players=2", "shuffle=false", "deck_copies=1", "first_cell=0 0"}, 5);
    const auto s = game->initial();
    EXPECT_EQ(game->text_form(s).substr(0, 5), "RRRR1");
    EXPECT_EQ(game->info_line(s, nullptr), "head=RRRG hands=11,12");
    EXPECT_EQ(game->moves(s), (std::vector<std::string>{"0 1"}));
    EXPECT_EQ(game->status(s).turn, 2);
    // Playing on: player 2's RRRG below, then player 1's second tile is tile 3, 0002 =
    // RRRB, and player 2's next is tile 4, 0011 = RRGG.
    const auto after = game->apply(s, "0 1");
    EXPECT_EQ(game->info_line(after, nullptr), "head=RRRB hands=11,11");
    const std::string text = game->text_form(after);
    EXPECT_EQ(text.substr(0, 5), "RRRR1");
    EXPECT_EQ(text.substr(60, 5), "RRRG2");  // row 1 starts after 59 characters and a newline
}

// Without first_cell the cell comes from the seed: one tile, player 1's, and the same
// seed puts it on the same cell; the game starts with moves=0 and turn=2.
TEST(TilingsDealing, TheFirstTileOnARandomCellFromTheSeed) {
    const Sets sets = {"player2_kind=human", "player3_kind=human"};
    const auto a = LoadedPlugin::game(sets, 1234);
    const auto b = LoadedPlugin::game(sets, 1234);
    const std::string text = a->text_form(a->initial());
    EXPECT_EQ(tiles_on(text), 1);
    EXPECT_NE(text.find("1"), std::string::npos);  // its owner is player 1
    EXPECT_EQ(text, b->text_form(b->initial()));
    EXPECT_EQ(a->info_line(a->initial(), nullptr), b->info_line(b->initial(), nullptr));
    EXPECT_EQ(a->status(a->initial()).turn, 2);
    // Another seed deals or places differently (the 72 tiles shuffled and 100 cells).
    bool differs = false;
    for (std::uint64_t seed = 1; seed <= 5 && !differs; ++seed) {
        const auto other = LoadedPlugin::game(sets, seed);
        differs =
            other->text_form(other->initial()) != text ||
            other->info_line(other->initial(), nullptr) != a->info_line(a->initial(), nullptr);
    }
    EXPECT_TRUE(differs);
}

}  // namespace
}  // namespace tilings::test
