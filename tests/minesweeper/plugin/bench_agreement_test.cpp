// Playing by the hint through the loaded plugin plays exactly as the benchmark's player
// (bench/minesweeper/bench_minesweeper_solver): for a few seeds, the benchmark prints each
// game's moves (--moves), and a session of the same game (same preset, first_click and
// seed) that asks for a hint before every move and plays it makes the same moves, first
// click and flags included, to the same end.
#include <cstdio>
#include <sstream>

#include "minesweeper_fixture.hpp"

#ifdef MINESWEEPER_BENCH_SOLVER

namespace minesweeper_test {
namespace {

// The benchmark's lines: "SEED won|lost: MOVE MOVE ...".
std::vector<std::string> bench_games(const std::string& args) {
    const std::string command = std::string("'") + MINESWEEPER_BENCH_SOLVER + "' --moves " + args;
    std::vector<std::string> lines;
    FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) return lines;
    std::string text;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
        text.append(buffer, n);
    ::pclose(pipe);
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The same game played by its hints through a session, as the benchmark prints it.
std::string hint_game(Play& play, std::uint64_t seed) {
    std::string moves;
    while (play.result() == "0 none") {
        const auto hint = play.hint();
        if (hint.empty() || hint[0].rfind("hint: ", 0) != 0) return "no hint";
        const std::string move = hint[0].substr(6);
        moves += " " + move;
        play.moves({move});
    }
    return std::to_string(seed) + (play.result() == "1 won" ? " won:" : " lost:") + moves;
}

class BenchAgreementTest : public MinesweeperTest {
  protected:
    static void expect_same(const std::string& preset, const std::string& first_click, int seed,
                            int boards);
};

void BenchAgreementTest::expect_same(const std::string& preset, const std::string& first_click,
                                     int seed, int boards) {
    const auto lines =
        bench_games("--preset " + preset + " --first-click " + first_click + " --seed " +
                    std::to_string(seed) + " --boards " + std::to_string(boards));
    ASSERT_EQ(lines.size(), static_cast<std::size_t>(boards));
    for (int b = 0; b < boards; ++b) {
        const auto s = static_cast<std::uint64_t>(seed + b);
        Play play(game({"first_click=" + first_click}, s, {}, preset));
        EXPECT_EQ(hint_game(play, s), lines[b]) << preset << " " << first_click;
    }
}

TEST_F(BenchAgreementTest, BeginnerOpening) { expect_same("beginner", "opening", 21, 4); }
TEST_F(BenchAgreementTest, BeginnerAny) { expect_same("beginner", "any", 5, 3); }
TEST_F(BenchAgreementTest, ExpertSafe) { expect_same("expert", "safe", 2, 1); }

}  // namespace
}  // namespace minesweeper_test

#endif
