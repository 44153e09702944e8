// The strong computer player (issue 18) through the job the host starts: the seat kind
// and think_time in the settings, a legal move, the skip, and a position worked out by hand
// where only one cell wins, which greedy misses and the strong player finds at a small
// budget.
#include <algorithm>

#include "core/config/config_error.hpp"
#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

std::string set_refusal(const Sets& sets) {
    try {
        (void)LoadedPlugin::settings(sets);
    } catch (const core::ConfigError& e) {
        return e.what();
    }
    return "(accepted)";
}

TEST(TilingsStrong, TheSeatKindAndThinkTimeInTheSettings) {
    const core::ParamSpec* think = LoadedPlugin::schema().find("think_time");
    ASSERT_NE(think, nullptr);
    EXPECT_EQ(think->type, PLATEAU_PARAM_NUMBER);
    EXPECT_DOUBLE_EQ(think->min_number, 0.05);
    EXPECT_DOUBLE_EQ(think->max_number, 60.0);
    EXPECT_EQ(think->default_toml, "1.0");
    EXPECT_EQ(set_refusal({"player2_kind=strong", "think_time=0.05"}), "(accepted)");
    EXPECT_EQ(set_refusal({"think_time=60"}), "(accepted)");
    EXPECT_NE(set_refusal({"think_time=0.04"}).find("0.05"), std::string::npos);
    EXPECT_NE(set_refusal({"think_time=60.5"}).find("60"), std::string::npos);
    // A kind that is none of them is refused with the ones allowed named.
    const std::string refused = set_refusal({"player3_kind=strongest"});
    for (const char* kind : {"strongest", "human", "first", "random", "greedy", "strong"}) {
        EXPECT_NE(refused.find(kind), std::string::npos) << kind << " in: " << refused;
    }
    // Every seat may be strong, and a game starts with it.
    const auto game = LoadedPlugin::game({"players=6", "player1_kind=strong", "player2_kind=strong",
                                          "player3_kind=strong", "player4_kind=strong",
                                          "player5_kind=strong", "player6_kind=strong"});
    EXPECT_TRUE(game->status(game->initial()).computer_turn);
}

// The default game (10 x 10, MacMahon x 3, three players) with a strong player 2 and 3:
// each of its moves is one the game lists, and the game takes it.
TEST(TilingsStrong, ItsMovesAreLegal) {
    const auto game = LoadedPlugin::game({"player2_kind=strong", "player3_kind=strong"}, 7);
    core::StateRef s = game->initial();
    for (int move = 0; move < 4; ++move) {
        ASSERT_TRUE(game->status(s).computer_turn);
        const std::string chosen = job_item(run_job(*game, s, "move", 0.05), PLATEAU_OUT_MOVE);
        const auto legal = game->moves(s);
        EXPECT_NE(std::find(legal.begin(), legal.end(), chosen), legal.end()) << chosen;
        s = game->apply(s, chosen);
        if (!game->status(s).computer_turn) break;  // player 1 (human) to move
    }
}

// Budget 0: the job takes the game's own think_time (here the shortest allowed).
TEST(TilingsStrong, BudgetZeroUsesThinkTime) {
    const auto game = LoadedPlugin::game({"player2_kind=strong", "think_time=0.05"}, 3);
    const auto s = game->initial();
    const std::string chosen = job_item(run_job(*game, s, "move"), PLATEAU_OUT_MOVE);
    const auto legal = game->moves(s);
    EXPECT_NE(std::find(legal.begin(), legal.end(), chosen), legal.end()) << chosen;
}

TEST(TilingsStrong, NothingFitsSoItSkips) {
    const auto game = LoadedPlugin::game(
        hand_built(3, 3, 2, "0 0", {"R R R R", "G G G G", "R R R R x2"}, {"player2_kind=strong"}));
    EXPECT_EQ(job_item(run_job(*game, game->initial(), "move", 0.05), PLATEAU_OUT_MOVE), "skip");
}

// Under remaining, on 4 x 2, two players, six tiles dealt in order (R red, G green; N E S W):
//   P1: RRRR (first tile, on 1 1), RRRR, GGGG      P2: RGRR, RRRG, RRRR
// P2 plays RGRR on 2 1 (its east is green), P1 RRRR on 0 1. P2 is to move with RRRG; P1
// holds GGGG only, P2 RRRG then RRRR, and every tile is dealt, so the only tile P2 has not
// seen is P1's GGGG. RRRG fits where a cell needs a red south (0 0, 1 0, 2 0: above the
// row) or a green west (3 1: right of RGRR); GGGG fits only on 3 1.
//   RRRG on 0 0, 1 0 or 2 0: P1 puts GGGG on 3 1, its last tile: P1 wins (0 left to 1).
//   RRRG on 3 1: GGGG fits nowhere (the cells left need a red south, 3 0 a red south
//   too), P1 skips, P2 puts RRRR anywhere, its last tile: P2 wins (0 left to 1).
// Greedy counts a tile fewer wherever it goes and takes the first cell, 0 0, and loses;
// the strong player sees the game to its end and takes 3 1.
Sets blocking_game(const std::string& kind) {
    return hand_built(4, 2, 2, "1 1",
                      {"R R R R", "R G R R", "R R R R", "R R R G", "G G G G", "R R R R"},
                      {"player2_kind=" + kind, "scoring=remaining"});
}

std::string blocking_move(const std::string& kind) {
    const auto game = LoadedPlugin::game(blocking_game(kind));
    const auto s = play_all(*game, {"2 1", "0 1"});
    EXPECT_TRUE(game->status(s).computer_turn);
    EXPECT_EQ(game->moves(s), (std::vector<std::string>{"0 0", "1 0", "2 0", "3 1"}));
    return job_item(run_job(*game, s, "move", 0.05), PLATEAU_OUT_MOVE);
}

TEST(TilingsStrong, FindsTheOnlyWinningCellThatGreedyMisses) {
    EXPECT_EQ(blocking_move("greedy"), "0 0");
    EXPECT_EQ(blocking_move("strong"), "3 1");
    // And the position plays out as worked out: after 3 1, P1 must skip and P2 wins.
    const auto game = LoadedPlugin::game(blocking_game("human"));
    auto s = play_all(*game, {"2 1", "0 1", "3 1"});
    ASSERT_EQ(game->moves(s), (std::vector<std::string>{"skip"}));
    s = play_all(*game, {"2 1", "0 1", "3 1", "skip", "0 0"});
    EXPECT_TRUE(game->status(s).over);
    EXPECT_EQ(game->status(s).winner, 2);
}

}  // namespace
}  // namespace tilings::test
