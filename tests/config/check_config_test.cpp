// check_config_file: every problem of a file, in file order.
#include "core/config/check_config.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::TempDir;
using testing::test_schema;
using testing::Texts;

const ParamSchema* lookup(std::string_view id) {
    return id == "samegame" ? &test_schema() : nullptr;
}

TEST(CheckConfig, AGoodGameFileHasNoProblems) {
    TempDir dir;
    const auto file =
        dir.write("config/games/samegame.toml", "rows = 5\n[presets.big]\nrows = 50\n");
    EXPECT_EQ(check_config_file(file, lookup), Texts{});
}

TEST(CheckConfig, EveryProblemOfAGameFileInFileOrder) {
    TempDir dir;
    const auto file = dir.write("config/games/samegame.toml",
                                "zrows = 5\n"
                                "rows = 0\n"
                                "scoring = \"n-9\"\n"
                                "[presets.big]\n"
                                "colors = [\"red\", \"blue\"]\n"
                                "cols = 1000\n");
    const std::string name = file.string();
    EXPECT_EQ(check_config_file(file, lookup),
              (Texts{name + ":1:1: unknown key \"zrows\": did you mean \"rows\"?",
                     name + ":2:8: rows = 0 is out of range: an integer from 1 to 100 is allowed",
                     name + ":3:11: scoring = \"n-9\": allowed: n-1, n-2",
                     name + ":5:1: unknown key \"colors\": did you mean \"colours\"?",
                     name + ":6:8: presets.big.cols = 1000 is out of range: an integer from 1 to "
                            "100 is allowed"}));
}

TEST(CheckConfig, AGameNobodyKnows) {
    TempDir dir;
    const auto file = dir.write("config/games/chess.toml", "rows = 8\n");
    EXPECT_EQ(
        check_config_file(file, lookup),
        Texts{file.string() +
              ": no plugin found has the id \"chess\" (a game file is named after its game's id)"});
}

TEST(CheckConfig, EveryProblemOfAHostFile) {
    TempDir dir;
    const auto file = dir.write("config/plateau.toml",
                                "theme = \"blue\"\n"
                                "animation = true\n"
                                "[window]\n"
                                "width = 10\n"
                                "height = 10\n");
    const std::string name = file.string();
    EXPECT_EQ(
        check_config_file(file, lookup),
        (Texts{
            name + ":1:9: theme = \"blue\": allowed: light, dark",
            name + ":2:1: unknown key \"animation\": did you mean \"animations\"?",
            name +
                ":4:9: window.width = 10 is out of range: an integer from 640 to 16384 is allowed",
            name + ":5:10: window.height = 10 is out of range: an integer from 480 to 16384 is "
                   "allowed"}));
}

TEST(CheckConfig, ASyntaxErrorIsTheOneProblem) {
    TempDir dir;
    const auto file = dir.write("config/games/samegame.toml", "rows = 0\n[presets\n");
    const Texts problems = check_config_file(file, lookup);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_TRUE(problems[0].starts_with(file.string() + ":2:")) << problems[0];
}

TEST(CheckConfig, AMissingFile) {
    TempDir dir;
    const auto file = dir.path() / "plateau.toml";
    EXPECT_EQ(check_config_file(file, lookup),
              Texts{file.string() + ": cannot be read: No such file or directory"});
}

}  // namespace
}  // namespace plateau::core
