// Settings judged whole: the range an integer can take with the other values, the keys to
// blame, and check-config's check of a game file's values together. The judge here is a
// game that holds at most 200 cells (rows x cols), as Minesweeper bounds its mines.
#include "core/config/settings_judge.hpp"

#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "core/config/settings_together.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::TempDir;
using testing::test_schema;

std::int64_t integer(const Settings& values, const std::string& key) {
    return std::get<std::int64_t>(values.find(key)->value);
}

int judge_calls = 0;
std::optional<std::string> at_most_200_cells(const Settings& values) {
    ++judge_calls;
    const auto cells = integer(values, "rows") * integer(values, "cols");
    if (cells > 200) return "at most 200 cells, not " + std::to_string(cells);
    return std::nullopt;
}

Settings board(std::int64_t rows, std::int64_t cols) {
    Settings values = default_settings(test_schema());
    values = with_value(values, "rows", rows);
    return with_value(values, "cols", cols);
}

TEST(AcceptedRange, FollowsTheOtherValues) {
    // 15 columns: 13 x 15 = 195 cells fit, 14 x 15 = 210 do not.
    EXPECT_EQ(accepted_range(*test_schema().find("rows"), board(10, 15), at_most_200_cells),
              (IntegerRange{1, 13}));
    // 10 rows: up to 20 columns.
    EXPECT_EQ(accepted_range(*test_schema().find("cols"), board(10, 15), at_most_200_cells),
              (IntegerRange{1, 20}));
    // 1 row: every column count of the schema (1 to 100) fits.
    EXPECT_EQ(accepted_range(*test_schema().find("cols"), board(1, 15), at_most_200_cells),
              (IntegerRange{1, 100}));
}

TEST(AcceptedRange, StartsFromTheDefaultWhenThePresentValueIsRefused) {
    // rows = 50 with 15 columns is refused; the default, 10, is accepted: 1 to 13.
    EXPECT_EQ(accepted_range(*test_schema().find("rows"), board(50, 15), at_most_200_cells),
              (IntegerRange{1, 13}));
    // 100 columns: neither 50 rows nor the default 10 fit (1000 cells): nothing is said.
    EXPECT_EQ(accepted_range(*test_schema().find("rows"), board(50, 100), at_most_200_cells),
              std::nullopt);
}

TEST(AcceptedRange, AsksTheGameAFewTimesNotOncePerValue) {
    judge_calls = 0;
    (void)accepted_range(*test_schema().find("rows"), board(10, 15), at_most_200_cells);
    // Two binary searches over 1..100: about 2 x 7 calls, not 100.
    EXPECT_LE(judge_calls, 20);
}

TEST(AcceptedRange, OnlyForBoundedIntegers) {
    EXPECT_EQ(accepted_range(*test_schema().find("ratio"), board(10, 15), at_most_200_cells),
              std::nullopt);
}

TEST(KeysToBlame, TheKeysWhoseOldValueAloneIsAccepted) {
    // 20 x 20 = 400 refused; before: 10 x 15. Rows back to 10: 10 x 20 = 200, accepted;
    // cols back to 15: 20 x 15 = 300, refused. Rows is to blame.
    EXPECT_EQ(keys_to_blame(board(20, 20), board(10, 15), at_most_200_cells),
              std::vector<std::string>{"rows"});
    // 14 x 15 = 210; rows back to 10 is enough, cols did not change.
    EXPECT_EQ(keys_to_blame(board(14, 15), board(10, 15), at_most_200_cells),
              std::vector<std::string>{"rows"});
    // 30 x 30: neither alone is enough.
    EXPECT_EQ(keys_to_blame(board(30, 30), board(10, 15), at_most_200_cells),
              std::vector<std::string>{});
}

TEST(SettingsTogether, TheUsersFileIsBlamedAtTheLineThatSetTheKey) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 10\n");
    const auto user =
        dir.write("user/games/samegame.toml", "# mine\ncols = 25\n[presets.mine]\nrows = 3\n");
    // No preset: 10 x 25 = 250 cells, refused; without the user's file 10 x 15, accepted;
    // cols back to 15 cures it. Preset small (5 x 5) and mine (3 x 25 = 75) are accepted;
    // large (20 x 30) is refused with or without the user's file: not its problem.
    EXPECT_EQ(check_settings_together(test_schema(), {game, user}, at_most_200_cells),
              std::vector<std::string>{
                  user.string() +
                  ":2:8: cols = 25: the game refuses it with the other values: at most 200 "
                  "cells, not 250; with the other values, 1 to 20 is allowed"});
}

TEST(SettingsTogether, APresetOfTheFileIsNamed) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "[presets.wide]\ncols = 40\n");
    // wide: 10 x 40 = 400 cells; without this file there is no preset "wide", and the
    // defaults (10 x 15) are accepted. cols back to 15 cures it: blamed at line 2.
    EXPECT_EQ(check_settings_together(test_schema(), {game}, at_most_200_cells),
              std::vector<std::string>{
                  game.string() +
                  ":2:8: cols = 40: the game refuses it with the other values (preset "
                  "\"wide\"): at most 200 cells, not 400; with the other values, 1 to 20 is "
                  "allowed"});
}

TEST(SettingsTogether, OneKeyIsNamedWhenEitherWouldDo) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 12\ncols = 17\n");
    // 12 x 17 = 204 cells. Rows back to 10 (170) or cols back to 15 (180) would each do;
    // the reason names neither, so the last declared is named: cols, 1 to 16 with 12 rows.
    EXPECT_EQ(check_settings_together(test_schema(), {game}, at_most_200_cells),
              std::vector<std::string>{
                  game.string() +
                  ":2:8: cols = 17: the game refuses it with the other values: at most 200 "
                  "cells, not 204; with the other values, 1 to 16 is allowed"});
}

TEST(SettingsTogether, GoodFilesAndUnreadableOnesSayNothing) {
    const TempDir dir;
    const auto game = dir.write("config/games/samegame.toml", "rows = 8\ncols = 25\n");
    EXPECT_EQ(check_settings_together(test_schema(), {game}, at_most_200_cells),
              std::vector<std::string>{});
    const auto broken = dir.write("user/games/samegame.toml", "rows = = 3\n");
    EXPECT_EQ(check_settings_together(test_schema(), {game, broken}, at_most_200_cells),
              std::vector<std::string>{});
}

}  // namespace
}  // namespace plateau::core
