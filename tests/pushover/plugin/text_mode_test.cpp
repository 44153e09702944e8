// The text mode of the real `plateau` program with Push Over (issue 2's reply format):
// scripts with easy and medium computer players and fixed seeds.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "plugin_fixture.hpp"
#include "program_folder.hpp"

namespace pushover::test {
namespace {

namespace fs = std::filesystem;
using Lines = std::vector<std::string>;

struct Outcome {
    Lines out;
    Lines err;
    int status = -1;
};

Lines read_lines(const fs::path& file) {
    std::ifstream in(file);
    Lines lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

class PushOverTextMode : public ::testing::Test {
  protected:
    // Writes the folder's file `name`.
    fs::path write(const std::string& name, const std::string& text) {
        return folder_.write(name, text);
    }

    // Runs `plateau ... play pushover --text ARGS` with `input` on standard input.
    Outcome run(const std::string& args, const std::string& input) {
        const auto r = folder_.play_text("pushover", args, input);
        return {r.out_lines(), r.err_lines(), r.status};
    }

    plateau::test::ProgramFolder folder_{PLATEAU_EXE, PLATEAU_CONFIG};
    const fs::path& dir_ = folder_.path();
};

const Lines kMoves = {"move: H1", "move: H2", "move: H3", "move: H4", "move: H5",
                      "move: B1", "move: B2", "move: B3", "move: B4", "move: B5",
                      "move: G1", "move: G2", "move: G3", "move: G4", "move: G5",
                      "move: D1", "move: D2", "move: D3", "move: D4", "move: D5"};

// A medium computer plays the second player. Row 1 is K K K K . and W plays B1 (the
// bottom of column 1, which does not touch row 1): K wins at once — G1, D1 and H5 all
// fill row 1 and give the same board. `undo` then takes back K's move and W's together.
TEST_F(PushOverTextMode, MediumWinsAtOnceAndUndoTakesBackBothMoves) {
    write("four.txt", "KKKK.\nW....\n.W...\n..W..\n.....\nturn 1\n");
    const Outcome r = run("--seed 42 --set player2_kind=computer --layout four.txt",
                          "moves\nB1\nundo\nG9\nquit\n");
    EXPECT_EQ(r.status, 0);
    const Lines start = {"info: round=1 lines=0,0",
                         "KKKK.",
                         "W....",
                         ".W...",
                         "..W..",
                         ".....",
                         "status: moves=0 turn=1 over=0 result=none scores=0,0"};
    Lines expected;  // on a layout: no seed, no game ID
    expected.insert(expected.end(), start.begin(), start.end());
    expected.insert(expected.end(), kMoves.begin(), kMoves.end());
    expected.insert(expected.end(), start.begin(), start.end());
    expected.push_back("message: Player 2 wins with 1 line to 0.");
    const std::size_t played_at = expected.size();
    expected.push_back("played: 2 ?");
    const Lines won = {"info: round=1 lines=0,1",
                       "KKKKK",
                       "W....",
                       ".W...",
                       "..W..",
                       "W....",
                       "status: moves=2 turn=0 over=1 result=winner:2 scores=0,1"};
    expected.insert(expected.end(), won.begin(), won.end());
    expected.insert(expected.end(), start.begin(), start.end());  // after undo
    expected.insert(expected.end(), start.begin(), start.end());  // after the refused G9
    ASSERT_EQ(r.out.size(), expected.size());
    const std::set<std::string> wins = {"played: 2 G1", "played: 2 D1", "played: 2 H5"};
    EXPECT_EQ(wins.count(r.out[played_at]), 1U) << r.out[played_at];
    expected[played_at] = r.out[played_at];
    EXPECT_EQ(r.out, expected);
    EXPECT_EQ(r.err, (Lines{"error: 'G9': line 9 is out of range: 1 to 5 on this board"}));
}

// Two easy computers play a whole match to 2 rounds by themselves at the start. The same
// seed plays the same match again; every move they played is legal (replayed here through
// the plugin, which ends on the same board), and the status counts them.
TEST_F(PushOverTextMode, EasyComputersPlayAReproducibleMatch) {
    const std::string args =
        "--seed 9 --set player1_kind=computer --set player2_kind=computer "
        "--set computer_level=easy --set rounds_to_win=2";
    const Outcome first = run(args, "quit\n");
    const Outcome second = run(args, "quit\n");
    EXPECT_EQ(first.status, 0);
    EXPECT_EQ(first.out, second.out);
    ASSERT_GE(first.out.size(), 8U);
    EXPECT_EQ(first.out[0], "message: seed 9");
    EXPECT_EQ(first.out[1],
              "message: game id "
              "pushover:player1_kind=computer,player2_kind=computer,computer_level=easy,"
              "rounds_to_win=2#9");
    EXPECT_TRUE(first.err.empty());

    Lines played;
    const std::regex played_line("played: ([12]) ([HBGD][1-5]|pass)");
    std::smatch m;
    for (const auto& line : first.out) {
        if (std::regex_match(line, m, played_line)) played.push_back(m[2]);
    }
    const std::string status = first.out.back();
    const std::regex status_line(
        "status: moves=([0-9]+) turn=0 over=1 result=winner:([12]) scores=([0-9]),([0-9])");
    ASSERT_TRUE(std::regex_match(status, m, status_line)) << status;
    EXPECT_EQ(std::stoul(m[1]), played.size());
    const int winner = std::stoi(m[2]);
    EXPECT_EQ(std::stoi(winner == 1 ? m[3] : m[4]), 2);  // the winner won two rounds

    const auto game = LoadedPlugin::game({"rounds_to_win=2"}, 9);
    const auto end = play_all(*game, played);
    EXPECT_TRUE(game->status(end).over);
    EXPECT_EQ(game->status(end).winner, winner);
    const std::string board = game->text_form(end);
    std::string shown;
    for (std::size_t i = first.out.size() - 6; i + 1 < first.out.size(); ++i) {
        shown += (shown.empty() ? "" : "\n") + first.out[i];
    }
    EXPECT_EQ(shown, board);
}

// Moves typed with English letters, in any case, are kept in the game's notation (H/B/G/D):
// t3 (top edge, column 3) is H3, l2 (left edge, row 2) is G2, r1 (right, row 1) is D1, b5
// is B5; the save file reads the same whoever typed it (issue 20).
TEST_F(PushOverTextMode, EnglishLettersAreSavedInTheGamesNotation) {
    const Outcome r = run("--seed 1", "t3\nl2\nr1\nb5\nsave typed.toml\nquit\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(r.err.empty()) << r.err.front();
    const Lines saved = read_lines(dir_ / "typed.toml");
    const auto moves = std::find(saved.begin(), saved.end(), "moves = [");
    ASSERT_NE(moves, saved.end());
    const Lines listed(moves + 1, std::find(moves, saved.end(), "]"));
    EXPECT_EQ(listed, (Lines{"  \"H3\",", "  \"G2\",", "  \"D1\",", "  \"B5\","}));
}

// A save in the middle of a match against a medium computer, more moves, then load: the
// position saved comes back; the letters setting changes the text form.
TEST_F(PushOverTextMode, SaveAndLoadAgainstMedium) {
    const Outcome r =
        run("--seed 5 --set player2_kind=computer --set rounds_to_win=3 "
            "--set letters=XO",
            "G1\nsave mid.toml\nG2\nload mid.toml\nquit\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(r.err.empty()) << r.err.front();
    // Replies of 7 lines (info, 5 rows, status) after: the seed and game ID messages, K's
    // played line, the save message, K's played line, the load message.
    ASSERT_EQ(r.out.size(), 5U * 8U + 1U);
    EXPECT_EQ(r.out[1],
              "message: game id pushover:player2_kind=computer,rounds_to_win=3,letters=XO#5");
    const auto reply = [&](std::size_t first) {
        return Lines(r.out.begin() + static_cast<long>(first),
                     r.out.begin() + static_cast<long>(first) + 7);
    };
    EXPECT_EQ(r.out[9].rfind("played: 2 ", 0), 0U);
    const Lines after_g1 = reply(10);
    EXPECT_EQ(after_g1.front(), "info: round=1 lines=0,0");
    std::string cells;
    for (std::size_t i = 1; i <= 5; ++i) cells += after_g1[i];
    EXPECT_EQ(std::count(cells.begin(), cells.end(), 'X'), 1);  // the letters setting
    EXPECT_EQ(std::count(cells.begin(), cells.end(), 'O'), 1);
    EXPECT_EQ(std::count(cells.begin(), cells.end(), '.'), 23);
    EXPECT_EQ(after_g1.back(), "status: moves=2 turn=1 over=0 result=none scores=0,0");
    EXPECT_EQ(r.out[17], "message: saved to mid.toml");
    EXPECT_EQ(reply(18), after_g1);
    EXPECT_EQ(r.out[25].rfind("played: 2 ", 0), 0U);
    EXPECT_EQ(reply(26).back(), "status: moves=4 turn=1 over=0 result=none scores=0,0");
    EXPECT_EQ(r.out[33], "message: loaded mid.toml");
    EXPECT_EQ(reply(34), after_g1);
}

// A refused start: an error on standard error, nothing on standard output, status 2.
TEST_F(PushOverTextMode, ALayoutWithACompleteLineIsRefused) {
    write("done.txt", "KKK\n...\nW..\n");
    const Outcome r = run("--layout done.txt", "");
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.empty());
    EXPECT_EQ(r.err, (Lines{"error: --layout done.txt: layout: row 1 is complete (K on every "
                            "cell): the round would already be over"}));
}

// Issue 18, 3x3 solved. W has W W . on row 1 and moves: G1, D1 and H3 each fill row 1 at
// once, a win in 1 ply; the hint names one of them, and once the round is over the info
// line has no value.
TEST_F(PushOverTextMode, ImmediateWinIsValueWinOneAndTheHintTakesIt) {
    write("row.txt", "WW.\n...\n...\nturn 1\n");
    const Outcome r = run("--layout row.txt", "hint\nquit\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_GE(r.out.size(), 6U);
    EXPECT_EQ(r.out[0], "info: round=1 lines=0,0 value=win:1");
    const std::set<std::string> wins = {"hint: G1", "hint: D1", "hint: H3"};
    EXPECT_EQ(wins.count(r.out[5]), 1U) << r.out[5];
    EXPECT_TRUE(r.err.empty()) << r.err.front();

    const Outcome played = run("--layout row.txt", r.out[5].substr(6) + "\nquit\n");
    ASSERT_GE(played.out.size(), 7U);
    EXPECT_EQ(played.out[5], "message: Player 1 wins with 1 line to 0.");
    EXPECT_EQ(played.out[6], "info: round=1 lines=1,0");  // over: no value
}

// K to move against W W . on rows 1 and 2: one push touches one of the two rows at most
// (a column push shifts a single cell of each row, and leaves W W . on row 2, or row 1,
// as it was), K completes nothing, and W then fills the other row: a loss in 2 plies.
// After K's push W has a win in 1.
TEST_F(PushOverTextMode, TwoThreatsAreValueLossTwo) {
    write("two.txt", "WW.\nWW.\n...\nturn 2\n");
    const Outcome r = run("--layout two.txt", "D1\nquit\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_GE(r.out.size(), 10U);
    EXPECT_EQ(r.out[0], "info: round=1 lines=0,0 value=loss:2");
    EXPECT_EQ(r.out[5], "info: round=1 lines=0,0 value=win:1");
    EXPECT_EQ(r.out[6], "WWK");
}

// The perfect computer takes the win at once (D1, G1 or H3: row 1 filled).
TEST_F(PushOverTextMode, PerfectComputerPlaysTheWinningMove) {
    write("row.txt", "WW.\n...\n...\nturn 1\n");
    const Outcome r =
        run("--layout row.txt --set player1_kind=computer --set computer_level=perfect", "quit\n");
    EXPECT_EQ(r.status, 0);
    const auto played = std::find_if(r.out.begin(), r.out.end(), [](const std::string& line) {
        return line.rfind("played: ", 0) == 0;
    });
    ASSERT_NE(played, r.out.end());
    const std::set<std::string> wins = {"played: 1 G1", "played: 1 D1", "played: 1 H3"};
    EXPECT_EQ(wins.count(*played), 1U) << *played;
    ASSERT_NE(played + 1, r.out.end());
    EXPECT_EQ(*(played + 1), "info: round=1 lines=1,0");
    EXPECT_EQ(r.out.back(), "status: moves=1 turn=0 over=1 result=winner:1 scores=1,0");
}

// The table is kept in the cache folder; a damaged one is not trusted but made again (the
// same bytes as the first time) and the value is still right.
TEST_F(PushOverTextMode, ADamagedTableIsMadeAgain) {
    write("row.txt", "WW.\n...\n...\nturn 1\n");
    ASSERT_EQ(run("--layout row.txt", "quit\n").status, 0);
    const fs::path table = dir_ / "data" / "cache" / "pushover" / "solved-3x3.bin";
    ASSERT_TRUE(fs::exists(table));
    std::string good;
    {
        std::ifstream in(table, std::ios::binary);
        good.assign(std::istreambuf_iterator<char>(in), {});
    }
    ASSERT_GT(good.size(), 100U);
    std::string damaged = good;
    for (std::size_t i = 40; i < damaged.size(); i += 7) damaged[i] = '\x55';
    std::ofstream(table, std::ios::binary | std::ios::trunc) << damaged;

    const Outcome r = run("--layout row.txt", "quit\n");
    EXPECT_EQ(r.status, 0);
    ASSERT_FALSE(r.out.empty());
    EXPECT_EQ(r.out[0], "info: round=1 lines=0,0 value=win:1");
    std::ifstream in(table, std::ios::binary);
    const std::string again{std::istreambuf_iterator<char>(in), {}};
    EXPECT_EQ(again, good);
}

// Boards of 5 and more are not solved: no value on the info line.
TEST_F(PushOverTextMode, NoValueOnALargeBoard) {
    const Outcome r = run("--set size=5", "quit\n");
    ASSERT_FALSE(r.out.empty());
    bool seen = false;
    for (const auto& line : r.out) {
        if (line.rfind("info: ", 0) == 0) {
            EXPECT_EQ(line, "info: round=1 lines=0,0");
            seen = true;
        }
    }
    EXPECT_TRUE(seen);
}

}  // namespace
}  // namespace pushover::test
