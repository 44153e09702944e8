// Statistics: what a finished game counts as, and the rows kept per game and parameter set.
#include "core/scores/statistics.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/scores/high_scores.hpp"
#include "temp_folder.hpp"

namespace plateau::core {
namespace {

plateau_plugin plugin_scored(plateau_score_kind kind) {
    plateau_plugin p{};
    p.score_kind = kind;
    return p;
}

GameStatus ended(plateau_outcome outcome, int winner = 0, std::size_t players = 0) {
    GameStatus s;
    s.over = true;
    s.turn = 0;
    s.outcome = outcome;
    s.winner = winner;
    s.scores.assign(players, 0);
    return s;
}

ScoreDecision entered(std::int64_t value) {
    ScoreDecision d;
    d.verdict = ScoreDecision::Verdict::enter;
    d.value = value;
    return d;
}

TEST(PlayedGame, OnePlayersOutcomeIsTheResult) {
    const auto none = plugin_scored(PLATEAU_SCORE_NONE);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_WON), {}, {}, 9, false, false).result,
              GameResult::won);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_LOST), {}, {}, 9, false, false).result,
              GameResult::lost);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_DRAW), {}, {}, 9, false, false).result,
              GameResult::drawn);
}

TEST(PlayedGame, AgainstTheComputerAWinnerIsAWinOrALoss) {
    const auto none = plugin_scored(PLATEAU_SCORE_NONE);
    // The computer plays player 2.
    EXPECT_EQ(
        played_game(none, ended(PLATEAU_OUTCOME_WINNER, 1, 2), {2}, {}, 30, false, false).result,
        GameResult::won);
    EXPECT_EQ(
        played_game(none, ended(PLATEAU_OUTCOME_WINNER, 2, 2), {2}, {}, 30, false, false).result,
        GameResult::lost);
    // Two people at one screen: no one's win over "the player".
    EXPECT_EQ(
        played_game(none, ended(PLATEAU_OUTCOME_WINNER, 2, 2), {}, {}, 30, false, false).result,
        GameResult::ended);
}

TEST(PlayedGame, TheBestIsTheEnteredScoreOrAOnePlayerWinsMoves) {
    const PlayedGame points =
        played_game(plugin_scored(PLATEAU_SCORE_POINTS), ended(PLATEAU_OUTCOME_WON), {},
                    entered(1234), 20, false, false);
    EXPECT_EQ(points.best_candidate, 1234);
    EXPECT_EQ(points.best_kind, BestKind::points);
    const PlayedGame time =
        played_game(plugin_scored(PLATEAU_SCORE_TIME), ended(PLATEAU_OUTCOME_WON), {},
                    entered(95000), 20, false, false);
    EXPECT_EQ(time.best_kind, BestKind::time);
    // Not entered (hinted): no best, though the game counts.
    ScoreDecision helped;
    helped.verdict = ScoreDecision::Verdict::assisted;
    EXPECT_EQ(played_game(plugin_scored(PLATEAU_SCORE_POINTS), ended(PLATEAU_OUTCOME_WON), {},
                          helped, 20, true, false)
                  .best_candidate,
              std::nullopt);
    // Lights Out: no high scores, won in 7 moves: 7 is its candidate; hinted, none; lost, none.
    const auto none = plugin_scored(PLATEAU_SCORE_NONE);
    const PlayedGame moves = played_game(none, ended(PLATEAU_OUTCOME_WON), {}, {}, 7, false, false);
    EXPECT_EQ(moves.best_candidate, 7);
    EXPECT_EQ(moves.best_kind, BestKind::moves);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_WON), {}, {}, 7, true, false).best_candidate,
              std::nullopt);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_WON), {}, {}, 7, false, true).best_candidate,
              std::nullopt);
    EXPECT_EQ(played_game(none, ended(PLATEAU_OUTCOME_WINNER, 1, 2), {2}, {}, 7, false, false)
                  .best_candidate,
              std::nullopt);
}

PlayedGame game(GameResult result, std::optional<std::int64_t> best = std::nullopt,
                BestKind kind = BestKind::moves) {
    return {result, best, kind};
}

TEST(Statistics, CountsStreaksAndKeepsTheBest) {
    Statistics stats;
    // won (9 moves), won (7), drawn, won (8), lost, won (12): 6 finished, 4 won, 1 lost,
    // 1 drawn; the wins in a row: 1, 2, 2 (a draw leaves it), 3, 0, 1: best 3, now 1; the
    // fewest moves 7.
    stats.record("lightsout", "size=5", "", game(GameResult::won, 9));
    stats.record("lightsout", "size=5", "", game(GameResult::won, 7));
    stats.record("lightsout", "size=5", "", game(GameResult::drawn));
    stats.record("lightsout", "size=5", "", game(GameResult::won, 8));
    stats.record("lightsout", "size=5", "", game(GameResult::lost));
    stats.record("lightsout", "size=5", "", game(GameResult::won, 12));
    stats.record("lightsout", "size=3", "size=3", game(GameResult::won, 2));
    const auto rows = stats.rows("lightsout");
    ASSERT_EQ(rows.size(), 2u);
    const StatisticsRow& r = rows[0];
    EXPECT_EQ(r.parameters, "size=5");
    EXPECT_EQ(r.finished, 6);
    EXPECT_EQ(r.won, 4);
    EXPECT_EQ(r.lost, 1);
    EXPECT_EQ(r.drawn, 1);
    EXPECT_EQ(r.streak, 1);
    EXPECT_EQ(r.best_streak, 3);
    EXPECT_EQ(r.best, 7);
    EXPECT_EQ(rows[1].values, "size=3");
    EXPECT_EQ(rows[1].best, 2);
    EXPECT_TRUE(stats.rows("samegame").empty());
}

TEST(Statistics, MorePointsAndLessTimeAreBetter) {
    Statistics stats;
    stats.record("samegame", "p", "", game(GameResult::won, 500, BestKind::points));
    stats.record("samegame", "p", "", game(GameResult::lost, 300, BestKind::points));
    stats.record("samegame", "p", "", game(GameResult::won, 800, BestKind::points));
    EXPECT_EQ(stats.rows("samegame")[0].best, 800);
    stats.record("minesweeper", "p", "", game(GameResult::won, 95000, BestKind::time));
    stats.record("minesweeper", "p", "", game(GameResult::won, 99000, BestKind::time));
    stats.record("minesweeper", "p", "", game(GameResult::won, 61000, BestKind::time));
    EXPECT_EQ(stats.rows("minesweeper")[0].best, 61000);
}

class StatisticsFile : public ::testing::Test {
  protected:
    const plateau::test::TempFolder folder_;
    std::filesystem::path dir_ = folder_.path();
    // Two folders that do not exist yet: record_statistics makes them.
    std::filesystem::path file_ = dir_ / "plateau" / "data" / "statistics.toml";
};

TEST_F(StatisticsFile, ARecordIsWrittenAndReadBack) {
    ParamSchema schema;
    schema.params.emplace_back().key = "cols";  // an integer
    Settings settings;
    settings.values.push_back({"cols", PLATEAU_PARAM_INTEGER, std::int64_t{9}});
    record_statistics(file_, "minesweeper", schema, settings, "mines=12",
                      game(GameResult::won, 61000, BestKind::time));
    record_statistics(file_, "minesweeper", schema, settings, "mines=12", game(GameResult::lost));
    const auto rows = Statistics::load(file_).rows("minesweeper");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].parameters, "cols=9");
    EXPECT_EQ(rows[0].values, "mines=12");
    EXPECT_EQ(rows[0].finished, 2);
    EXPECT_EQ(rows[0].won, 1);
    EXPECT_EQ(rows[0].lost, 1);
    EXPECT_EQ(rows[0].streak, 0);
    EXPECT_EQ(rows[0].best_streak, 1);
    EXPECT_EQ(rows[0].best, 61000);
    EXPECT_EQ(rows[0].best_kind, BestKind::time);
}

TEST_F(StatisticsFile, ABrokenFileIsRefusedWithItsLine) {
    std::filesystem::create_directories(file_.parent_path());
    std::ofstream(file_) << "[[played]]\ngame = \"x\"\nparameters = \"\"\nvalues = \"\"\n"
                            "finished = 1\nwon = 2\nlost = 0\ndrawn = 0\nstreak = 0\n"
                            "best_streak = 0\n";
    try {
        (void)Statistics::load(file_);
        FAIL() << "a file whose counts do not add up was read";
    } catch (const ScoresError& e) {
        EXPECT_NE(std::string(e.what()).find(file_.string() + ":1: the counts do not add up"),
                  std::string::npos)
            << e.what();
    }
    // And a missing file is no statistics.
    EXPECT_TRUE(Statistics::load(dir_ / "none.toml").rows("x").empty());
}

}  // namespace
}  // namespace plateau::core
