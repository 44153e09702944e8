// The text mode through the real `plateau` program, driven by a script: the exact replies
// for a game on a hand-drawn layout, refused starts, and the hint line.
#include <algorithm>
#include <filesystem>

#include "minesweeper_fixture.hpp"
#include "program_folder.hpp"

namespace minesweeper_test {
namespace {

class TextModeTest : public ::testing::Test {
  protected:
    using Run = plateau::test::ProgramFolder::Run;

    std::filesystem::path write(const std::string& name, const std::string& text) const {
        return folder_.write(name, text);
    }
    // Runs `plateau play minesweeper --text ARGS` with `script` on standard input.
    Run run(const std::string& args, const std::string& script) const {
        return folder_.play_text("minesweeper", args, script);
    }

    plateau::test::ProgramFolder folder_{PLATEAU_EXE, PLATEAU_CONFIG};
    const std::filesystem::path& dir_ = folder_.path();
};

TEST_F(TextModeTest, AScriptedGameOnALayout) {
    // Layout A (rules_test.cpp): mines at (1,1), (3,3), (5,5); numbers
    //   *1000 / 12110 / 01*10 / 01121 / 0001*
    const auto layout = write("a.txt", "*....\n.....\n..*..\n.....\n....*\n");
    const Run r = run("--seed 5 --layout '" + layout.string() + "'",
                      "o 5 1\nf 3 3\nC 4 3\nmoves\no 1 1\nundo\n  o 1 5  \nquit\n");
    EXPECT_EQ(r.status, 0);
    // moves: refused, so its reply is the unchanged game.
    EXPECT_EQ(r.err, "error: Minesweeper does not list its moves\n");
    const std::string after_chord =
        "info: mines_left=2 losses=0\n#1...\n#211.\n##F1.\n##121\n#####\n"
        "status: moves=3 turn=1 over=0 result=none\n";
    EXPECT_EQ(r.out,
              // the start (on a layout: no seed, no game ID)
              "info: mines_left=3 losses=0\n#####\n#####\n#####\n#####\n#####\n"
              "status: moves=0 turn=1 over=0 result=none\n"
              // o 5 1: the zero area of (5,1) and its numbers
              "info: mines_left=3 losses=0\n#1...\n#211.\n###1.\n###21\n#####\n"
              "status: moves=1 turn=1 over=0 result=none\n"
              // f 3 3
              "info: mines_left=2 losses=0\n#1...\n#211.\n##F1.\n###21\n#####\n"
              "status: moves=2 turn=1 over=0 result=none\n" +
                  // C 4 3: (4,3) shows 1 beside the flag, so (3,4) opens: 1
                  after_chord +
                  // moves (refused)
                  after_chord +
                  // o 1 1: a mine; the flag on (3,3) stays, the other mines show
                  "message: Boom! A mine went off at column 1, row 1. Undo takes the move back, "
                  "but the loss still counts.\n"
                  "info: mines_left=2 losses=1\n*1...\n#211.\n##F1.\n##121\n####*\n"
                  "status: moves=4 turn=0 over=1 result=lost\n"
                  // undo: the loss stays counted
                  "info: mines_left=2 losses=1\n#1...\n#211.\n##F1.\n##121\n#####\n"
                  "status: moves=3 turn=1 over=0 result=none\n"
                  // o 1 5: the other zero area opens the last safe cells: won
                  "message: Cleared: every safe cell is open. A loss was undone in this game, so "
                  "its time does not enter the best times.\n"
                  "info: mines_left=0 losses=1\nF1...\n1211.\n.1F1.\n.1121\n...1F\n"
                  "status: moves=4 turn=0 over=1 result=won\n");
}

TEST_F(TextModeTest, TheHintLine) {
    const auto layout = write("a.txt", "*....\n.....\n..*..\n.....\n....*\n");
    const Run r = run("--seed 5 --layout '" + layout.string() + "'", "o 5 1\nhint\n");
    EXPECT_EQ(r.status, 0);
    // The cells logic proves safe here (hint_test.cpp): (2,3) (3,4) (3,5) (1,3) (1,4)
    // (2,4) (1,5) (2,5).
    const auto at = r.out.find("hint: o ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string cell = r.out.substr(at + 8, r.out.find('\n', at) - at - 8);
    const std::vector<std::string> safe = {"2 3", "3 4", "3 5", "1 3", "1 4", "2 4", "1 5", "2 5"};
    EXPECT_NE(std::find(safe.begin(), safe.end(), cell), safe.end()) << cell;
}

TEST_F(TextModeTest, TheHintLineOfAGuess) {
    // 3x2 with one mine at (2,1): (2,2) shows 1, the five other cells each safe with chance
    // 4/5; the guess is a corner (hint_test.cpp): its move and its chance as a percentage.
    const auto layout = write("g.txt", ".*.\n...\n");
    const Run r = run("--layout '" + layout.string() + "'", "o 2 2\nhint\n");
    EXPECT_EQ(r.status, 0);
    const auto at = r.out.find("hint: o ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string cell = r.out.substr(at + 8, r.out.find('\n', at) - at - 8);
    const std::vector<std::string> corners = {"1 1", "3 1", "1 2", "3 2"};
    EXPECT_NE(std::find(corners.begin(), corners.end(), cell), corners.end()) << cell;
    const auto message = r.out.find("message: No cell");
    ASSERT_NE(message, std::string::npos) << r.out;
    const std::string line = r.out.substr(message, r.out.find('\n', message) - message);
    EXPECT_NE(line.find("guess"), std::string::npos) << line;
    EXPECT_NE(line.find(" 80%"), std::string::npos) << line;
}

TEST_F(TextModeTest, ASeededGameShowsItsSeedAndItsCounter) {
    const Run r = run("--preset seed --seed 12", "f 10 10\n");
    EXPECT_EQ(r.status, 0);
    const std::string covered = "##########\n";
    std::string board;
    for (int i = 0; i < 9; ++i) board += covered;
    // The preset "seed" differs from the plugin's defaults (9x9, 10 mines, an opening
    // first click, chording) in five values: the game ID names them.
    EXPECT_EQ(r.out,
              "message: seed 12\n"
              "message: game id "
              "minesweeper:cols=10,rows=10,mines=20,first_click=any,chording=false#12\n"
              "info: mines_left=20 losses=0\n" +
                  board + covered +
                  "status: moves=0 turn=1 over=0 result=none\n"
                  "info: mines_left=19 losses=0\n" +
                  board + "#########F\nstatus: moves=1 turn=1 over=0 result=none\n");
}

TEST_F(TextModeTest, RefusedStarts) {
    Run r = run("--set mines=17", "");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err,
              "error: mines = 17 is out of bounds for a 9x9 board (81 cells): 1 to 16 is allowed "
              "(floor(0.2 x 81)); raise max_mine_ratio (up to 0.5) for more\n");
    const auto bad = write("bad.txt", "*....\n..x..\n");
    r = run("--layout '" + bad.string() + "'", "");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, "error: --layout " + bad.string() +
                         ": layout line 2, column 3: 'x' is not a cell: '*' a mine or '.' a free "
                         "cell\n");
}

}  // namespace
}  // namespace minesweeper_test
