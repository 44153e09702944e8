#include "core/scores/high_scores.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "temp_folder.hpp"

namespace plateau::core {
namespace {

class HighScoresTest : public ::testing::Test {
  protected:
    const plateau::test::TempFolder folder_;
    const std::filesystem::path& dir_ = folder_.path();
};

ScoreEntry entry(const std::string& name, std::int64_t value) {
    return {name, value, "2026-11-22"};
}

TEST_F(HighScoresTest, PointsRankMoreIsBetterAndKeepsTen) {
    HighScores scores;
    // Values 10, 20, ..., 120 added in that order: each new one is the best so far.
    for (int i = 1; i <= 12; ++i) {
        EXPECT_EQ(
            scores.add("g", "p", entry("n" + std::to_string(i), 10 * i), PLATEAU_SCORE_POINTS), 1);
    }
    const auto table = scores.top("g", "p");
    ASSERT_EQ(table.size(), 10u);
    EXPECT_EQ(table.front().value, 120);  // the best
    EXPECT_EQ(table.back().value, 30);    // 10 and 20 fell off the end
    // 25 would sit between 30 (rank 10) and nothing: it does not enter.
    EXPECT_EQ(scores.rank_of("g", "p", 25, PLATEAU_SCORE_POINTS), 0);
    // 55 beats 50, 40, 30: 120,110,100,90,80,70,60 stay ahead of it, so it would be 8th.
    EXPECT_EQ(scores.rank_of("g", "p", 55, PLATEAU_SCORE_POINTS), 8);
}

TEST_F(HighScoresTest, TimesRankLessIsBetter) {
    HighScores scores;
    EXPECT_EQ(scores.add("mines", "p", entry("a", 5000), PLATEAU_SCORE_TIME), 1);
    EXPECT_EQ(scores.add("mines", "p", entry("b", 3000), PLATEAU_SCORE_TIME), 1);
    EXPECT_EQ(scores.add("mines", "p", entry("c", 4000), PLATEAU_SCORE_TIME), 2);
    const auto table = scores.top("mines", "p");
    ASSERT_EQ(table.size(), 3u);
    EXPECT_EQ(table[0].name, "b");
    EXPECT_EQ(table[1].name, "c");
    EXPECT_EQ(table[2].name, "a");
    EXPECT_EQ(scores.best("mines", PLATEAU_SCORE_TIME)->value, 3000);
}

TEST_F(HighScoresTest, TiesKeepTheEarlierEntryFirst) {
    HighScores scores;
    scores.add("g", "p", entry("first", 100), PLATEAU_SCORE_POINTS);
    EXPECT_EQ(scores.add("g", "p", entry("second", 100), PLATEAU_SCORE_POINTS), 2);
    EXPECT_EQ(scores.top("g", "p")[0].name, "first");
}

TEST_F(HighScoresTest, TablesAreSeparatePerGameAndParameters) {
    HighScores scores;
    scores.add("g", "rows=10", entry("a", 1), PLATEAU_SCORE_POINTS);
    scores.add("g", "rows=5", entry("b", 2), PLATEAU_SCORE_POINTS);
    scores.add("h", "rows=10", entry("c", 3), PLATEAU_SCORE_POINTS);
    EXPECT_EQ(scores.top("g", "rows=10").size(), 1u);
    EXPECT_EQ(scores.top("g", "rows=5").size(), 1u);
    EXPECT_EQ(scores.best("g", PLATEAU_SCORE_POINTS)->name, "b");
    EXPECT_EQ(scores.rank_of("g", "x", 1, PLATEAU_SCORE_NONE), 0);
}

TEST_F(HighScoresTest, SaveAndLoadRoundTrip) {
    HighScores scores;
    scores.add("g", "a=\"x\" b=[1]", {"Zoë \"Z\"", 42, "2026-01-02"}, PLATEAU_SCORE_POINTS);
    scores.add("g", "a=\"x\" b=[1]", {"Bo", 7, "2026-01-03"}, PLATEAU_SCORE_POINTS);
    const auto file = dir_ / "sub" / "scores.toml";
    scores.save(file);
    const HighScores again = HighScores::load(file);
    EXPECT_EQ(again.top("g", "a=\"x\" b=[1]"), scores.top("g", "a=\"x\" b=[1]"));
    // Only the file itself is in the folder: the temporary file was renamed over it.
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(file.parent_path())) {
        ++files;
    }
    EXPECT_EQ(files, 1u);
}

TEST_F(HighScoresTest, MissingFileIsEmptyAndBrokenFileNamesTheLine) {
    EXPECT_TRUE(HighScores::load(dir_ / "none.toml").top("g", "p").empty());
    const auto file = dir_ / "scores.toml";
    std::ofstream(file) << "[[score]]\ngame = \"g\"\nparameters = \"p\"\nname = \"n\"\n"
                           "value = \"ten\"\ndate = \"2026-11-22\"\n";
    try {
        (void)HighScores::load(file);
        FAIL() << "a value that is not a number must be refused";
    } catch (const ScoresError& e) {
        EXPECT_NE(std::string(e.what()).find(file.string() + ":1:"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace plateau::core
