// The text mode through the real `plateau` program: a script on standard input, the
// replies on standard output checked line by line against what the rules give by hand.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "program_folder.hpp"

namespace samegame_test {
namespace {

namespace fs = std::filesystem;

class TextModeTest : public ::testing::Test {
  protected:
    static void write(const fs::path& file, const std::string& text) {
        std::ofstream(file) << text;
    }
    static std::string read(const fs::path& file) {
        std::ifstream in(file);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    // Runs `plateau play samegame --text ARGS` with `script` on standard input, in a folder
    // of its own (the user's own games/samegame.toml must not change the game).
    int run(const std::string& args, const std::string& script) {
        const auto r = folder_.play_text("samegame", args, script);
        out_ = r.out;
        err_ = r.err;
        return r.status;
    }

    plateau::test::ProgramFolder folder_{PLATEAU_EXE, PLATEAU_CONFIG};
    const fs::path& dir_ = folder_.path();
    std::string out_, err_;
};

TEST_F(TextModeTest, AScriptedGameOnAHandDrawnLayout) {
    // Columns bottom up: 0: R R G R; 1: G B B; 2: G G; 3: B.
    write(dir_ / "board.txt", "R...\nGB..\nRBG.\nRGGB\n");
    const std::string script =
        "moves\n"
        "1 2\n"  // the B pair: 1 point
        "9 9\n"  // off the board: refused, the game unchanged
        "undo\n"
        "redo\n"
        "2 1\n"    // the G three: 4 points; columns 1 and 2 close, B moves to column 1
        "0 1\n"    // the R pair at the bottom of column 0: 1 point; G R fall; over
        "moves\n"  // none
        "hint\n"   // refused: the game is over
        "quit\n";
    ASSERT_EQ(run("--seed 5 --layout '" + (dir_ / "board.txt").string() + "'", script), 0);
    const std::string start = "R...\nGB..\nRBG.\nRGGB\n";
    const std::string one = "R...\nG...\nR.G.\nRGGB\n";
    const std::string two = "R...\nG...\nR...\nRB..\n";
    const std::string three = "....\n....\nR...\nGB..\n";
    const std::string over =
        "message: No group of 2 or more is left; 3 pieces remain. Final score 6.\n";
    const std::string expected =
        // start
        start + "status: moves=0 turn=1 over=0 result=none score=0\n" +
        // moves: one per group, by column then row
        "move: 0 0\nmove: 1 0\nmove: 1 1\n" + start +
        "status: moves=0 turn=1 over=0 result=none score=0\n" +
        // 1 2
        one + "status: moves=1 turn=1 over=0 result=none score=1\n" +
        // 9 9 (refused)
        one + "status: moves=1 turn=1 over=0 result=none score=1\n" +
        // undo, redo
        start + "status: moves=0 turn=1 over=0 result=none score=0\n" + one +
        "status: moves=1 turn=1 over=0 result=none score=1\n" +
        // 2 1
        two + "status: moves=2 turn=1 over=0 result=none score=5\n" +
        // 0 1
        over + three + "status: moves=3 turn=0 over=1 result=none score=6\n" +
        // moves, hint
        over + three + "status: moves=3 turn=0 over=1 result=none score=6\n" + over + three +
        "status: moves=3 turn=0 over=1 result=none score=6\n";
    EXPECT_EQ(out_, expected);
    EXPECT_EQ(err_,
              "error: '9 9' is off the board: columns go from 0 to 3, rows from 0 to 3 (row 0 at "
              "the bottom)\n"
              "error: the game is over\n");
}

TEST_F(TextModeTest, OneColourIsClearedInOneMoveForTheWin) {
    std::string layout;
    for (int r = 0; r < 10; ++r) layout.append(15, 'G').append(1, '\n');
    write(dir_ / "green.txt", layout);
    ASSERT_EQ(run("--preset same-gnome --seed 1 --layout '" + (dir_ / "green.txt").string() + "'",
                  "moves\n3 5\n"),
              0);
    std::string empty;
    for (int r = 0; r < 10; ++r) empty.append(15, '.').append(1, '\n');
    const std::string expected = layout + "status: moves=0 turn=1 over=0 result=none score=0\n" +
                                 "move: 0 0\n" + layout +
                                 "status: moves=0 turn=1 over=0 result=none score=0\n" +
                                 "message: Board cleared! Final score 22201.\n" + empty +
                                 "status: moves=1 turn=0 over=1 result=won score=22201\n";
    EXPECT_EQ(out_, expected);
    EXPECT_EQ(err_, "");
}

TEST_F(TextModeTest, TheFormulaBoardAndAHintThroughTheProgram) {
    ASSERT_EQ(run("--seed 3 --set fill=formula --set min_group=1", "hint\n"), 0);
    // The formula board's bottom row is all G (sin 0 = 0); the hint is one legal move.
    EXPECT_NE(out_.find("\nGGGGGGGGGGGGGGG\nstatus: moves=0"), std::string::npos) << out_;
    EXPECT_NE(out_.find("\nhint: "), std::string::npos) << out_;
    EXPECT_EQ(err_, "");
}

TEST_F(TextModeTest, HintAndSolveThroughTheProgram) {
    // Columns bottom up: 0: R B; 1: G B; 2: G R. The one way to clear it: the B pair (0 1),
    // the G pair (1 0) then joined, the two R (0 0): 1 + 1 + 1 + the bonus 100 = 103. The
    // G pair first would end the game at 1 point with B, B and R stranded.
    write(dir_ / "board.txt", "BBR\nRGG\n");
    const std::string script =
        "hint\n"
        "solve 0.1\n"   // plays the three moves, each a `played:` line
        "undo\n"        // takes back the last one only
        "solve soon\n"  // refused: not a number of seconds
        "quit\n";
    ASSERT_EQ(run("--seed 1 --set clear_bonus=100 --layout '" + (dir_ / "board.txt").string() + "'",
                  script),
              0);
    const std::string start = "BBR\nRGG\nstatus: moves=0 turn=1 over=0 result=none score=0\n";
    const std::string undone = "...\nRR.\nstatus: moves=2 turn=1 over=0 result=none score=2\n";
    const std::string expected = start +
                                 // hint
                                 "message: the first of 3 moves, 103 more points: final score 103\n"
                                 "hint: 0 1\n" +
                                 start +
                                 // solve 0.1
                                 "message: Solve: 3 moves, 103 more points: final score 103\n"
                                 "message: Board cleared! Final score 103.\n"
                                 "played: 1 0 1\nplayed: 1 1 0\nplayed: 1 0 0\n"
                                 "...\n...\nstatus: moves=3 turn=0 over=1 result=won score=103\n" +
                                 // undo, then the refused solve
                                 undone + undone;
    EXPECT_EQ(out_, expected);
    EXPECT_EQ(err_,
              "error: solve takes a number of seconds, more than 0 and at most 3600: not "
              "'soon'\n");
}

TEST_F(TextModeTest, SolveOnARandomBoardPlaysToTheEndAndScoresWhatItSays) {
    ASSERT_EQ(run("--preset benchmark --seed 12", "solve 0.2\n"), 0);
    // "message: Solve: N moves, P more points: final score F", N played lines, the end.
    const auto at = out_.find("message: Solve: ");
    ASSERT_NE(at, std::string::npos) << out_;
    int n = 0;
    long long points = 0, final_score = 0;
    ASSERT_EQ(std::sscanf(out_.c_str() + at,
                          "message: Solve: %d moves, %lld more points: final score %lld", &n,
                          &points, &final_score),
              3);
    EXPECT_EQ(points, final_score);  // from the start, at 0
    int played = 0;
    for (auto p = out_.find("\nplayed: 1 "); p != std::string::npos;
         p = out_.find("\nplayed: 1 ", p + 1)) {
        ++played;
    }
    EXPECT_EQ(played, n);
    const std::string status = "status: moves=" + std::to_string(n) + " turn=0 over=1 result=";
    EXPECT_NE(out_.find(status), std::string::npos) << out_;
    EXPECT_NE(out_.find(" score=" + std::to_string(final_score) + "\n"), std::string::npos) << out_;
    EXPECT_EQ(err_, "");
}

TEST_F(TextModeTest, ABadLayoutIsARefusedStart) {
    write(dir_ / "bad.txt", "RGB\nRG\n");
    const std::string file = (dir_ / "bad.txt").string();
    EXPECT_EQ(run("--layout '" + file + "'", ""), 2);
    EXPECT_EQ(out_, "");
    EXPECT_EQ(err_, "error: --layout " + file +
                        ": layout line 2, column 3: the line has 2 characters, 3 expected (every "
                        "line as long as the first)\n");
}

TEST_F(TextModeTest, ABadSettingIsARefusedStart) {
    EXPECT_EQ(run("--set letters=RR", ""), 2);
    EXPECT_EQ(out_, "");
    EXPECT_NE(err_.find("error: "), std::string::npos);
    EXPECT_NE(err_.find("one letter per colour"), std::string::npos) << err_;
}

}  // namespace
}  // namespace samegame_test
