// The real `plateau check-plugin`, run as a child process: the tree's five games pass, each
// plugin broken on purpose fails with its one line, and the files named after a bad one are
// still checked.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../cli/process.hpp"
#include "check_test_support.hpp"
#include "core/plugins/look_params.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace {

const std::string kProgram = PLATEAU_EXECUTABLE;
// The games of the tree: each must pass.
const std::vector<std::string> kTreeGames = {"lightsout", "minesweeper", "pushover", "samegame",
                                             "tilings"};

std::string tree_plugin(const std::string& name) {
    return std::string(PLATEAU_BUILD_PLUGIN_DIR) + "/" + name + ".so";
}
using check_test::test_plugin;

cli_test::Result check_plugin(const std::vector<std::string>& files,
                              const std::map<std::string, std::optional<std::string>>& env = {}) {
    std::vector<std::string> args = {"check-plugin"};
    args.insert(args.end(), files.begin(), files.end());
    return cli_test::run_process(kProgram, args, "", env);
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Escapes a path for a regular expression.
std::string literal(const std::string& text) {
    static const std::regex special(R"([.^$|()\[\]{}*+?\\])");
    return std::regex_replace(text, special, R"(\$&)");
}

// The ok line of the good "count" plugin, last of a run.
std::string count_ok_pattern() {
    return "ok: " + literal(test_plugin("count")) +
           ": count 0\\.1\\.0: 6 games \\(the defaults and 1 preset, seeds 1 to 3\\), [0-9]+ moves "
           "in [0-9.]+ m?s; slowest call: [a-z_]+ [0-9.]+ m?s";
}

// Runs the flawed plugin and then the good one: the flawed one's lines are `fail:` lines, one
// matches `expected` (after "fail: PATH: "), the good one is still checked (its ok line last),
// and the exit status is 1.
void expect_finding(const std::string& flawed, const std::string& expected,
                    const std::map<std::string, std::optional<std::string>>& env = {}) {
    const std::string path = test_plugin(flawed);
    const cli_test::Result result = check_plugin({path, test_plugin("count")}, env);
    EXPECT_EQ(result.status, 1) << result.out << result.err;
    const std::vector<std::string> out = lines(result.out);
    ASSERT_GE(out.size(), 2u) << result.out;
    const std::regex wanted("fail: " + literal(path) + ": " + expected);
    bool found = false;
    for (std::size_t i = 0; i + 1 < out.size(); ++i) {
        EXPECT_EQ(out[i].rfind("fail: " + path + ": ", 0), 0u) << out[i];
        if (std::regex_match(out[i], wanted)) found = true;
    }
    EXPECT_TRUE(found) << "expected a line matching\n  fail: " << path << ": " << expected
                       << "\nin\n"
                       << result.out;
    EXPECT_TRUE(std::regex_match(out.back(), std::regex(count_ok_pattern()))) << out.back();
}

// ---- The tree's games ------------------------------------------------------------------------

class TreeGame : public testing::TestWithParam<std::string> {};

// Each passes: one ok line, exit 0. (A slow build, the sanitizers', may play fewer seeds:
// after the first round of games the check's time budget decides.)
TEST_P(TreeGame, Passes) {
    const std::string path = tree_plugin(GetParam());
    const cli_test::Result result = check_plugin({path});
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    const std::vector<std::string> out = lines(result.out);
    ASSERT_EQ(out.size(), 1u) << result.out;
    EXPECT_TRUE(std::regex_match(
        out[0], std::regex("ok: " + literal(path) + ": " + GetParam() +
                           " [0-9]+\\.[0-9]+\\.[0-9]+: [0-9]+ games \\(the defaults and [0-9]+ "
                           "presets?, seeds? 1( to [23])?\\), [0-9]+ moves in .*")))
        << out[0];
}

INSTANTIATE_TEST_SUITE_P(CheckPlugin, TreeGame, testing::ValuesIn(kTreeGames),
                         [](const testing::TestParamInfo<std::string>& info) {
                             return info.param;
                         });

// A game added to the tree is added to the list above, so that it is checked too.
TEST(CheckPluginTree, EveryGameOfTheBuildIsChecked) {
    std::set<std::string> built;
    for (const auto& entry : std::filesystem::directory_iterator(PLATEAU_BUILD_PLUGIN_DIR)) {
        if (entry.path().extension() == ".so") built.insert(entry.path().stem().string());
    }
    EXPECT_EQ(built, std::set<std::string>(kTreeGames.begin(), kTreeGames.end()));
}

// The parameters each game names as changing only its look (ABI 1.6): the check above
// replays its games with each at another value; here, that each game names exactly these.
// Not SameGame's colours (their count is the game's) nor the letters Push Over's layouts and
// Tilings' notation read.
TEST(CheckPluginTree, EachGameNamesItsLookParameters) {
    const std::map<std::string, std::vector<std::string>> expected = {
        {"lightsout", {"colours"}},
        {"minesweeper", {"number_colours", "covered_colour", "open_colour", "flag_colour"}},
        {"pushover", {"colours", "show_letters"}},
        {"samegame", {"style", "animations"}},
        {"tilings", {"show_letters"}},
    };
    for (const std::string& game : kTreeGames) {
        const plateau::core::LoadOutcome loaded = plateau::core::load_plugin(tree_plugin(game));
        ASSERT_TRUE(loaded.loaded()) << game << ": " << loaded.refusal;
        EXPECT_EQ(plateau::core::look_param_keys(loaded.plugin->table()), expected.at(game))
            << game;
    }
}

// ---- Usage -----------------------------------------------------------------------------------

TEST(CheckPlugin, AGoodPluginPasses) {
    const cli_test::Result result = check_plugin({test_plugin("count")});
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    const std::vector<std::string> out = lines(result.out);
    ASSERT_EQ(out.size(), 1u) << result.out;
    EXPECT_TRUE(std::regex_match(out[0], std::regex(count_ok_pattern()))) << out[0];
}

TEST(CheckPlugin, NoFileIsAUsageError) {
    const cli_test::Result result = check_plugin({});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err.rfind("error: ", 0), 0u) << result.err;
}

TEST(CheckPlugin, ABadLimitIsAUsageError) {
    const cli_test::Result result =
        check_plugin({test_plugin("count")}, {{"PLATEAU_CHECK_CALL_LIMIT", "soon"}});
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "error: PLATEAU_CHECK_CALL_LIMIT=soon: a number of seconds above 0, at most 3600, "
              "is expected\n");
}

TEST(CheckPlugin, SlowCallsAreReportedNotFailed) {
    const std::string path = test_plugin("count_slow");
    const cli_test::Result result = check_plugin({path});
    EXPECT_EQ(result.status, 0) << result.out << result.err;
    EXPECT_TRUE(std::regex_match(
        result.out,
        std::regex("ok: " + literal(path) +
                   ": count 0\\.1\\.0: .*; slowest call: apply_move [0-9.]+ m?s \\(slow: a call "
                   "should return within a few milliseconds\\)\n")))
        << result.out;
}

// ---- Bad input: each a clear line, and the next file still checked ---------------------------

TEST(CheckPlugin, ATextFileIsNotAPlugin) {
    char pattern[] = "/tmp/check-plugin-test.XXXXXX";
    ASSERT_NE(::mkdtemp(pattern), nullptr);
    const std::filesystem::path folder = pattern;
    const std::string text = (folder / "notes.so").string();
    std::ofstream(text) << "not a plugin\n";
    ::chmod(text.c_str(), 0644);
    const cli_test::Result result = check_plugin({text, test_plugin("count")});
    std::filesystem::remove_all(folder);
    EXPECT_EQ(result.status, 1);
    const std::vector<std::string> out = lines(result.out);
    ASSERT_EQ(out.size(), 2u) << result.out;
    EXPECT_EQ(out[0], "fail: " + text +
                          ": load: not an ELF file: it does not start with the ELF magic number");
    EXPECT_TRUE(std::regex_match(out[1], std::regex(count_ok_pattern()))) << out[1];
}

TEST(CheckPlugin, AMissingFileIsALoadFinding) {
    const cli_test::Result result = check_plugin({"/nonexistent/game.so"});
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "fail: /nonexistent/game.so: load: no such file\n");
}

TEST(CheckPlugin, TextFormDependingOnACounterIsNotDeterministic) {
    expect_finding("count_determinism",
                   "determinism: the first position, the same settings, seed and moves give the "
                   "text form \"count 0\\\\napplied [1-9][0-9]*\" where the game showed \"count "
                   "0\\\\napplied 0\" \\(defaults, seed 1, after [0-9]+ moves\\)");
}

TEST(CheckPlugin, ARefusedMoveThatChangesTheStateFailsRefusal) {
    expect_finding("count_refusal",
                   "refusal: refusing a move that is not one, \"plateau-check-not-a-move\", "
                   "changed the position: its text form was \"count\\\\n0\" and is "
                   "\"count\\\\n100\" \\(defaults, seed 1, after 0 moves\\)");
}

TEST(CheckPlugin, OverWithATurnFailsStatus) {
    expect_finding("count_status",
                   "status: the game is over but turn is 1 \\(0 once over\\) \\(defaults, seed 1, "
                   "after [0-9]+ moves\\)");
}

TEST(CheckPlugin, ASecondExportFailsExports) {
    expect_finding("count_exports",
                   "exports: it exports 1 symbol besides plateau_entry: plateau_debug_helper \\(a "
                   "plugin exports plateau_entry alone: build it with plateau_add_plugin, or hide "
                   "the others\\)");
}

TEST(CheckPlugin, ACrashIsAFindingNamingTheSignal) {
    expect_finding("count_crash",
                   "crash: killed by signal 6 \\(SIGABRT, Aborted\\); the last call begun: "
                   "apply_move \\(defaults, seed 1, after [0-9]+ moves\\)");
}

TEST(CheckPlugin, AHangIsATimeout) {
    const auto start = std::chrono::steady_clock::now();
    expect_finding("count_hang",
                   "timeout: apply_move did not return within 1 s \\(defaults, seed 1, after "
                   "[0-9]+ moves\\)",
                   {{"PLATEAU_CHECK_CALL_LIMIT", "1"}});
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

// ABI 1.6: a look parameter that changes the moves listed. The other ink is #40c040's
// complement, #bf3fbf; in it only +1 is listed from the first position on.
TEST(CheckPlugin, ALookParameterThatChangesTheGameFailsLook) {
    expect_finding("count_look",
                   "look: the look parameter ink = \"#bf3fbf\" changes the game: in the first "
                   "position, the moves listed differ \\(defaults, seed 1, after [0-9]+ "
                   "moves\\)");
}

TEST(CheckPlugin, ATrailingNewlineFailsTextForm) {
    expect_finding("count_newline",
                   "text-form: the text form ends with a newline: \"count\\\\n0\\\\n\" "
                   "\\(defaults, seed 1, after 0 moves\\)");
}

// Several bad files in one run: each gets its line, in order, and the good one still passes.
TEST(CheckPlugin, EveryFileOfARunIsChecked) {
    const cli_test::Result result =
        check_plugin({test_plugin("count_crash"), "/nonexistent/game.so", test_plugin("count_hang"),
                      test_plugin("count")},
                     {{"PLATEAU_CHECK_CALL_LIMIT", "1"}});
    EXPECT_EQ(result.status, 1);
    const std::vector<std::string> out = lines(result.out);
    ASSERT_EQ(out.size(), 4u) << result.out;
    EXPECT_EQ(out[0].rfind("fail: " + test_plugin("count_crash") + ": crash: ", 0), 0u);
    EXPECT_EQ(out[1], "fail: /nonexistent/game.so: load: no such file");
    EXPECT_EQ(out[2].rfind("fail: " + test_plugin("count_hang") + ": timeout: ", 0), 0u);
    EXPECT_TRUE(std::regex_match(out[3], std::regex(count_ok_pattern()))) << out[3];
}

}  // namespace
