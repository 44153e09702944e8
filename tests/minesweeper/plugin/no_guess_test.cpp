// No-guess boards: every board of 200 seeds per preset (40 under the sanitizers, which run
// the same code some ten times slower) is finished by the hint's solver,
// one hint at a time through the plugin, from the first click and never opening a mine; a
// board that cannot be made says so and is ordinary; the same seed and click, the same board.
#include "minesweeper_fixture.hpp"

namespace minesweeper_test {
namespace {

using NoGuessTest = MinesweeperTest;

struct PresetSize {
    const char* id;
    int cols, rows;
};

// Plays hints until the game ends; returns "" or what went wrong.
std::string solve_by_hints(Play& play, int cells) {
    for (int step = 0; step < 2 * cells && !play.status().over; ++step) {
        const auto hint = play.hint();
        if (hint.size() != 1 || hint[0].rfind("hint: ", 0) != 0) {
            return "no hint at move " + std::to_string(play.session().moves()) + ":\n" +
                   play.board();
        }
        const std::string refused = play.move(hint[0].substr(6));
        if (!refused.empty()) return "the hint '" + hint[0] + "' was refused: " + refused;
    }
    return play.result() == "1 won" ? "" : "ended " + play.result() + ":\n" + play.board();
}

#ifdef PLATEAU_SANITIZED
constexpr std::uint64_t kSeeds = 40;
#else
constexpr std::uint64_t kSeeds = 200;
#endif

// One test a preset, so that ctest runs them side by side.
class NoGuessBoards : public MinesweeperTest {
  protected:
    static void expect_every_board_finished(const PresetSize& preset) {
        const std::string first =
            "o " + std::to_string(preset.cols / 2 + 1) + " " + std::to_string(preset.rows / 2 + 1);
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            Play play(game({"no_guess=true"}, seed, {}, preset.id));
            play.moves({first});
            ASSERT_EQ(play.status().message, "") << preset.id << " seed " << seed;
            const std::string problem = solve_by_hints(play, preset.cols * preset.rows);
            ASSERT_EQ(problem, "") << preset.id << " seed " << seed;
        }
    }
};

TEST_F(NoGuessBoards, EveryBeginnerBoardIsFinishedByTheSolver) {
    expect_every_board_finished({"beginner", 9, 9});
}
TEST_F(NoGuessBoards, EveryIntermediateBoardIsFinishedByTheSolver) {
    expect_every_board_finished({"intermediate", 16, 16});
}
TEST_F(NoGuessBoards, EveryExpertBoardIsFinishedByTheSolver) {
    expect_every_board_finished({"expert", 30, 16});
}

TEST_F(NoGuessTest, AnUnprotectedFirstClickIsProtectedForNoGuessBoards) {
    // The seed preset's first click is "any"; a board solvable from the first click cannot
    // have a mine there.
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Play play(game({"no_guess=true"}, seed, {}, "seed"));
        play.moves({"o 1 1"});
        ASSERT_EQ(solve_by_hints(play, 100), "") << "seed " << seed;
    }
}

TEST_F(NoGuessTest, ABoardThatCannotBeMadeIsOrdinaryAndSaysSo) {
    // 3x1 with one mine: the middle cell always shows 1 with a covered cell on each side, a
    // pure guess, so no attempt can succeed.
    const std::vector<std::string> sets = {"cols=3", "rows=1", "mines=1", "max_mine_ratio=0.5",
                                           "no_guess=true"};
    const std::string notice =
        "No board that logic alone solves was found in 25000 attempts: this is an ordinary "
        "board and may need a guess.";
    Play a(game(sets, 5)), b(game(sets, 5));
    a.moves({"o 2 1"});
    b.moves({"o 2 1"});
    EXPECT_EQ(a.status().message, notice);
    EXPECT_EQ(a.board(), "#1#");
    EXPECT_EQ(a.result(), "0 none");
    // The same way every time: the attempts are counted, not timed.
    EXPECT_EQ(b.status().message, notice);
    EXPECT_EQ(a.move("o 1 1"), b.move("o 1 1"));
    EXPECT_EQ(a.board(), b.board());
}

TEST_F(NoGuessTest, TheSameSeedAndFirstClickGiveTheSameBoard) {
    Play a(game({"no_guess=true"}, 99, {}, "expert")), b(game({"no_guess=true"}, 99, {}, "expert"));
    a.moves({"o 10 5"});
    b.moves({"o 10 5"});
    EXPECT_EQ(a.board(), b.board());
    ASSERT_EQ(solve_by_hints(a, 480), "");
    ASSERT_EQ(solve_by_hints(b, 480), "");
    EXPECT_EQ(a.board(), b.board());  // the mines, flagged on the win, are the same
}

}  // namespace
}  // namespace minesweeper_test
