// The key high scores and statistics are kept under leaves the look parameters out (abi.h,
// LOOK PARAMETERS), and keys written with them are read back without them, the tables and
// rows that then meet merged.
#include "core/scores/score_keys.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "temp_folder.hpp"

namespace plateau::core {
namespace {

using Texts = std::vector<std::string>;

ParamSpec spec(const std::string& key, plateau_param_type type, bool look = false) {
    ParamSpec out;
    out.key = key;
    out.type = type;
    out.look = look;
    return out;
}

// rows and scoring are the game's; style and colours only how it looks.
ParamSchema samegame_like() {
    ParamSchema schema;
    schema.params.push_back(spec("rows", PLATEAU_PARAM_INTEGER));
    schema.params.push_back(spec("style", PLATEAU_PARAM_CHOICE, true));
    schema.params.push_back(spec("scoring", PLATEAU_PARAM_CHOICE));
    schema.params.push_back(spec("colours", PLATEAU_PARAM_COLOUR_LIST, true));
    return schema;
}

Settings values(const std::string& style) {
    Settings s;
    s.values.push_back({"rows", PLATEAU_PARAM_INTEGER, std::int64_t{10}});
    s.values.push_back({"style", PLATEAU_PARAM_CHOICE, style});
    s.values.push_back({"scoring", PLATEAU_PARAM_CHOICE, std::string("n-1")});
    s.values.push_back({"colours", PLATEAU_PARAM_COLOUR_LIST, Texts{"#ff0000", "#00ff00"}});
    return s;
}

TEST(ParametersKey, ListsEveryValueInSchemaOrder) {
    ParamSchema schema = samegame_like();
    for (ParamSpec& param : schema.params) param.look = false;
    EXPECT_EQ(parameters_key(schema, values("balls")),
              "rows=10 style=\"balls\" scoring=\"n-1\" colours=[\"#ff0000\", \"#00ff00\"]");
}

TEST(ParametersKey, LeavesOutTheLookParameters) {
    EXPECT_EQ(parameters_key(samegame_like(), values("balls")), "rows=10 scoring=\"n-1\"");
    EXPECT_EQ(parameters_key(samegame_like(), values("shapes")), "rows=10 scoring=\"n-1\"");
}

TEST(KeyWithoutLooks, DropsTheLookWordsOfAnOldKey) {
    const ParamSchema schema = samegame_like();
    EXPECT_EQ(
        key_without_looks(
            "rows=10 style=\"balls\" scoring=\"n-1\" colours=[\"#ff0000\", \"#00ff00\"]", schema),
        "rows=10 scoring=\"n-1\"");
    // A value may hold blanks, '=' and quotes: a text's are inside its quotes.
    EXPECT_EQ(key_without_looks("name=\"a b=c \\\" d\" style=\"shapes\" rows=3", schema),
              "name=\"a b=c \\\" d\" rows=3");
    // Already without: as it is.
    EXPECT_EQ(key_without_looks("rows=10 scoring=\"n-1\"", schema), "rows=10 scoring=\"n-1\"");
    // Not of that form (an open quote, an open bracket, no '='): as it is.
    EXPECT_EQ(key_without_looks("style=\"balls rows=10", schema), "style=\"balls rows=10");
    EXPECT_EQ(key_without_looks("colours=[\"#ff0000\" rows=10", schema),
              "colours=[\"#ff0000\" rows=10");
    EXPECT_EQ(key_without_looks("p", schema), "p");
    EXPECT_EQ(key_without_looks("", schema), "");
}

TEST(ValuesWithoutLooks, DropsTheLookItems) {
    const ParamSchema schema = samegame_like();
    EXPECT_EQ(values_without_looks("rows=12,style=shapes,colours=%23ff0000|%2300ff00", schema),
              "rows=12");
    EXPECT_EQ(values_without_looks("style=shapes", schema), "");
    EXPECT_EQ(values_without_looks("rows=12,scoring=n-2", schema), "rows=12,scoring=n-2");
    EXPECT_EQ(values_without_looks("", schema), "");
}

ScoreEntry scored(const std::string& name, std::int64_t value) {
    return {name, value, "2026-12-07"};
}

std::vector<std::string> names(const std::vector<ScoreEntry>& table) {
    std::vector<std::string> out;
    for (const auto& e : table) out.push_back(e.name);
    return out;
}

TEST(HighScoresRekey, TablesThatMeetAreMergedBestFirst) {
    HighScores scores;
    const std::string balls = "rows=10 style=\"balls\"";
    const std::string shapes = "rows=10 style=\"shapes\"";
    (void)scores.add("samegame", balls, scored("a", 500), PLATEAU_SCORE_POINTS);
    (void)scores.add("samegame", balls, scored("b", 300), PLATEAU_SCORE_POINTS);
    (void)scores.add("samegame", shapes, scored("c", 400), PLATEAU_SCORE_POINTS);
    (void)scores.add("samegame", shapes, scored("d", 300), PLATEAU_SCORE_POINTS);
    (void)scores.add("lightsout", "style=\"x\"", scored("e", 1), PLATEAU_SCORE_POINTS);
    scores.rekey(
        "samegame", [&](const std::string& key) { return key_without_looks(key, samegame_like()); },
        PLATEAU_SCORE_POINTS);
    // 500, 400, then the two 300s: b's table was first in the file, so b first.
    EXPECT_EQ(names(scores.top("samegame", "rows=10")), (Texts{"a", "c", "b", "d"}));
    EXPECT_TRUE(scores.top("samegame", balls).empty());
    // Another game's keys are not touched.
    EXPECT_EQ(names(scores.top("lightsout", "style=\"x\"")), Texts{"e"});
}

TEST(HighScoresRekey, TimesMergeFastestFirstAndTenAreKept) {
    HighScores scores;
    // Six times in each look: 10, 20, ..., 60 s and 15, 25, ..., 65 s.
    for (int i = 1; i <= 6; ++i) {
        (void)scores.add("minesweeper", "cols=9 flag_colour=\"#ff0000\"",
                         scored("r" + std::to_string(i), 10000 * i), PLATEAU_SCORE_TIME);
        (void)scores.add("minesweeper", "cols=9 flag_colour=\"#0000ff\"",
                         scored("b" + std::to_string(i), 10000 * i + 5000), PLATEAU_SCORE_TIME);
    }
    ParamSchema schema;
    schema.params.push_back(spec("cols", PLATEAU_PARAM_INTEGER));
    schema.params.push_back(spec("flag_colour", PLATEAU_PARAM_COLOUR, true));
    scores.rekey(
        "minesweeper", [&](const std::string& key) { return key_without_looks(key, schema); },
        PLATEAU_SCORE_TIME);
    // 10, 15, 20, ..., 55 s: the ten fastest of the twelve; 60 and 65 s fall off.
    EXPECT_EQ(names(scores.top("minesweeper", "cols=9")),
              (Texts{"r1", "b1", "r2", "b2", "r3", "b3", "r4", "b4", "r5", "b5"}));
}

class ScoreKeysFile : public ::testing::Test {
  protected:
    const plateau::test::TempFolder folder_;
    std::filesystem::path dir_ = folder_.path();
};

TEST_F(ScoreKeysFile, AnOldFilesTablesAreOneOnceAScoreIsRecorded) {
    const auto file = dir_ / "scores.toml";
    std::ofstream(file) << "[[score]]\ngame = \"samegame\"\n"
                           "parameters = 'rows=10 style=\"balls\" scoring=\"n-1\" "
                           "colours=[\"#ff0000\", \"#00ff00\"]'\n"
                           "name = \"a\"\nvalue = 700\ndate = \"2026-11-01\"\n\n"
                           "[[score]]\ngame = \"samegame\"\n"
                           "parameters = 'rows=10 style=\"shapes\" scoring=\"n-1\" "
                           "colours=[\"#ff0000\", \"#00ff00\"]'\n"
                           "name = \"b\"\nvalue = 900\ndate = \"2026-11-02\"\n";
    const ParamSchema schema = samegame_like();
    const auto read = load_high_scores(file, "samegame", schema, PLATEAU_SCORE_POINTS)
                          .top("samegame", "rows=10 scoring=\"n-1\"");
    EXPECT_EQ(names(read), (Texts{"b", "a"}));
    // 800 comes between them; the file is written with the merged table.
    EXPECT_EQ(record_score(file, "samegame", schema, values("shapes"), 800, PLATEAU_SCORE_POINTS),
              2);
    const auto saved = HighScores::load(file).top("samegame", "rows=10 scoring=\"n-1\"");
    ASSERT_EQ(saved.size(), 3u);
    EXPECT_EQ(saved[0].value, 900);
    EXPECT_EQ(saved[1].value, 800);
    EXPECT_EQ(saved[2].value, 700);
}

TEST_F(ScoreKeysFile, StatisticsRowsThatMeetAreAddedUp) {
    const auto file = dir_ / "statistics.toml";
    const auto row = [](const std::string& style, int finished, int won, int lost, int streak,
                        int best_streak, int best) {
        return "[[played]]\ngame = \"samegame\"\nparameters = 'rows=10 style=\"" + style +
               "\"'\nvalues = \"style=" + style + "\"\nfinished = " + std::to_string(finished) +
               "\nwon = " + std::to_string(won) + "\nlost = " + std::to_string(lost) +
               "\ndrawn = 0\nstreak = " + std::to_string(streak) +
               "\nbest_streak = " + std::to_string(best_streak) +
               "\nbest = " + std::to_string(best) + "\nbest_kind = \"points\"\n\n";
    };
    std::ofstream(file) << row("balls", 5, 3, 2, 1, 2, 640) << row("shapes", 4, 4, 0, 4, 4, 590)
                        << "[[played]]\ngame = \"other\"\nparameters = 'rows=10 style=\"balls\"'\n"
                           "values = \"\"\nfinished = 1\nwon = 1\nlost = 0\ndrawn = 0\n"
                           "streak = 1\nbest_streak = 1\n";
    const Statistics statistics = load_statistics(file, "samegame", samegame_like());
    // Another game's rows keep their keys.
    ASSERT_EQ(statistics.rows("other").size(), 1u);
    EXPECT_EQ(statistics.rows("other")[0].parameters, "rows=10 style=\"balls\"");
    const auto rows = statistics.rows("samegame");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].parameters, "rows=10");
    EXPECT_EQ(rows[0].values, "");
    EXPECT_EQ(rows[0].finished, 9);  // 5 + 4
    EXPECT_EQ(rows[0].won, 7);       // 3 + 4
    EXPECT_EQ(rows[0].lost, 2);      // 2 + 0
    EXPECT_EQ(rows[0].streak, 4);    // the longer
    EXPECT_EQ(rows[0].best_streak, 4);
    EXPECT_EQ(rows[0].best, 640);  // more points are better
}

}  // namespace
}  // namespace plateau::core
