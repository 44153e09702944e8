// Push Over in French (issue 20), through the loaded plugin as the host loads it after
// choosing French: the window names the edges H, B, G and D (haut, bas, gauche, droite)
// where the English one says T, B, L and R, the player's texts come from the plugin's
// catalogue, and the notation stays the game's own: moves are written H/B/G/D and read in
// both languages' letters. Its own program: the language is chosen once per process,
// before the plugin loads.
#include "core/i18n/language.hpp"
#include "plugin_fixture.hpp"
#include "pushes_listed.hpp"

namespace pushover::test {
namespace {

// French for the whole process, then the game (the host table tells the plugin "fr").
std::shared_ptr<const core::GameInstance> french_game() {
    static const bool chosen = [] {
        core::use_language("fr", PLATEAU_LOCALE_DIR);
        return true;
    }();
    EXPECT_TRUE(chosen);
    return LoadedPlugin::game();
}

// The list of pushes (P) on an empty 5 x 5 board, where every push is legal, and the
// arrows' labels, in the French letters.
TEST(PushOverFrench, TheWindowNamesTheEdgesHBGD) {
    const auto game = french_game();
    bool opened = false;
    const auto r = drawn_with_pushes_listed(*game, &opened);
    EXPECT_TRUE(opened);
    EXPECT_TRUE(r.said("H1-5  B1-5  G1-5  D1-5"));
    for (const char* label : {"H1", "H5", "B3", "G2", "D5"}) EXPECT_TRUE(r.said(label)) << label;
    for (const char* label : {"T1", "L2", "R5"}) EXPECT_FALSE(r.said(label)) << label;
    EXPECT_TRUE(r.said("Coups (P)"));
    // The players' default names are words too (config/games/pushover.toml leaves them unset).
    EXPECT_TRUE(r.said("Joueur 1"));
    EXPECT_FALSE(r.said("Player 1"));
}

// The notation does not change with the language: the moves are listed in H/B/G/D, the
// English letters are read too, and what the game writes of a move stays its notation
// inside the French words.
TEST(PushOverFrench, TheNotationStaysTheGames) {
    const auto game = french_game();
    const core::StateRef s = game->initial();
    const std::vector<std::string> moves = game->moves(s);
    ASSERT_EQ(moves.size(), 20U);
    EXPECT_EQ(moves.front(), "H1");
    EXPECT_EQ(moves.back(), "D5");
    EXPECT_EQ(game->describe_move(s, "G2"), "par la gauche, ligne 2");
    EXPECT_EQ(game->describe_move(s, "L2"), "par la gauche, ligne 2");
    EXPECT_EQ(game->describe_move(s, "t3"), "par le haut, colonne 3");
    // On the empty board W plays L1 (row 1: W . . . .), K R1 (row 1: W . . . K), then W T5:
    // column 5 holds K in row 1, which moves down to row 2, and W takes row 1, column 5.
    const core::StateRef played = play_all(*game, {"L1", "R1", "T5"});
    EXPECT_EQ(game->text_form(played), "W...W\n....K\n.....\n.....\n.....");
    try {
        (void)game->apply(s, "X2");
        ADD_FAILURE() << "X2 must be refused";
    } catch (const core::PluginError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "'X2'\u00a0: lettre de côté inconnue 'X'\u00a0: H ou T (haut), B (bas), G ou L "
                  "(gauche), D ou R (droite)");
    }
}

}  // namespace
}  // namespace pushover::test
