// The text mode of the real `plateau` program with Tilings (issue 2's reply format):
// a script against a `first` computer worked out by hand, three computers playing a whole
// game by themselves, and a refused layout.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "plugin_fixture.hpp"
#include "program_folder.hpp"

namespace tilings::test {
namespace {

namespace fs = std::filesystem;
using Lines = std::vector<std::string>;

struct ProgramRun {
    Lines out;
    Lines err;
    int status = -1;
};

class TilingsTextMode : public ::testing::Test {
  protected:
    // Runs `plateau ... play tilings --text ARGS` in dir_ with `input` on standard input.
    ProgramRun run(const std::string& args, const std::string& input) {
        return run_plateau("play tilings --text " + args, input);
    }

    // Runs `plateau ... COMMAND` in dir_ with `input` on standard input.
    ProgramRun run_plateau(const std::string& command_args, const std::string& input) {
        const auto r = folder_.run(command_args, input);
        return {r.out_lines(), r.err_lines(), r.status};
    }

    plateau::test::ProgramFolder folder_{PLATEAU_EXE, PLATEAU_CONFIG};
    const fs::path& dir_ = folder_.path();
};

Lines concat(std::initializer_list<Lines> parts) {
    Lines all;
    for (const auto& p : parts) all.insert(all.end(), p.begin(), p.end());
    return all;
}

// Six RRRR on 4 x 3, dealt 3 each; player 1 (human) starts on 1 1, player 2 plays
// `first`: the first cell in reading order where its tile fits.
//   start   P2: the cells next to 1 1 are 1 0, 0 1, 2 1, 1 2 -> 1 0.
//           Both tiles have one neighbour: 1 point each.
//   moves   next to 1 1 and 1 0: 0 0, 2 0, 0 1, 2 1, 1 2.
//   9 9     off the board.
//   2 1     P1; then P2's first cell is 0 0. 1 1 has north and east (10), 1 0 has west
//           and south (10): 2 tiles + 10 each, 12 and 12.
//   export  writes board.html.
//   undo    back to P1's turn after P2's 1 0 (P2's answer is undone too).
//   0 1     P1; P2 again 0 0. 1 1: north and west (10); 0 1: north and east (10); 1 0:
//           west and south (10); 0 0: east and south (10): 2 + 20 each, 22 and 22.
//   1 2     P1's last tile: the game ends. 1 1 now has north and south (20, before the
//           corner), 0 1 still 10, 1 2 one neighbour: 3 + 30 = 33 against 22.
TEST_F(TilingsTextMode, AScriptAgainstTheFirstComputer) {
    const ProgramRun r =
        run("--seed 1 --set width=4 --set height=3 --set players=2 --set player2_kind=first "
            "--set deck=custom --set shuffle=false --set 'first_cell=1 1' "
            "--set 'tiles=R R R R x6'",
            "moves\n9 9\n2 1\nexport board.html\nundo\n0 1\n1 2\nquit\n");
    EXPECT_EQ(r.status, 0);
    const Lines start = {"info: head=RRRR hands=2,2", "..... RRRR2 ..... .....",
                         "..... RRRR1 ..... .....", "..... ..... ..... .....",
                         "status: moves=1 turn=1 over=0 result=none scores=1,1"};
    const Lines after_2_1 = {"info: head=RRRR hands=1,1", "RRRR2 RRRR2 ..... .....",
                             "..... RRRR1 RRRR1 .....", "..... ..... ..... .....",
                             "status: moves=3 turn=1 over=0 result=none scores=12,12"};
    const Lines after_0_1 = {"info: head=RRRR hands=1,1", "RRRR2 RRRR2 ..... .....",
                             "RRRR1 RRRR1 ..... .....", "..... ..... ..... .....",
                             "status: moves=3 turn=1 over=0 result=none scores=22,22"};
    const Lines end = {"message: Player 1 placed every tile. Player 1 wins with 33 points.",
                       "info: head=- hands=0,1",
                       "RRRR2 RRRR2 ..... .....",
                       "RRRR1 RRRR1 ..... .....",
                       "..... RRRR1 ..... .....",
                       "status: moves=4 turn=0 over=1 result=winner:1 scores=33,22"};
    const Lines expected = concat({
        {"message: seed 1",
         // The values that differ from the plugin's defaults, in its order; blanks as %20.
         "message: game id tilings:width=4,height=3,players=2,player2_kind=first,deck=custom,"
         "tiles=R%20R%20R%20R%20x6,shuffle=false,first_cell=1%201#1",
         "played: 2 1 0"},
        start,
        {"move: 0 0", "move: 2 0", "move: 0 1", "move: 2 1", "move: 1 2"},
        start,
        start,  // 9 9 refused
        {"played: 2 0 0"},
        after_2_1,
        {"message: exported the board to board.html"},
        after_2_1,
        start,  // undo
        {"played: 2 0 0"},
        after_0_1,
        end,
    });
    EXPECT_EQ(r.out, expected);
    EXPECT_EQ(r.err,
              (Lines{"error: '9 9' is off the board: X is a column from 0 to 3 and Y a row from "
                     "0 to 2"}));
    std::ifstream page(dir_ / "board.html");
    std::string first_line;
    std::getline(page, first_line);
    EXPECT_EQ(first_line, "<!DOCTYPE html>");
}

// The skip is the game's own move, shown as `played:` and counted. Two humans on 3 x 3,
// the deck dealt in order: R G R R R R (R = RRRR, G = GGGG), so player 1 holds R R R (the
// first on 0 0) and player 2 G R R. Player 2's G fits nowhere next to a red tile: the
// game skips at once and G goes to the back (player 2: R R G, still 3 tiles).
//   1 0     player 1's R right of 0 0; player 2's head is now its R. Both of player 1's
//           tiles have one neighbour: 2 points; player 2 has placed nothing: 0.
//   undo    back to player 1's turn after the skip (the skip stays: moves=1).
//   hint    greedy's choice for player 1: every cell is worth 1 (one neighbour), the
//           first in reading order, 1 0.
TEST_F(TilingsTextMode, TheSkipIsPlayedByTheGame) {
    const ProgramRun r =
        run("--seed 4 --set width=3 --set height=3 --set players=2 --set player2_kind=human "
            "--set deck=custom --set shuffle=false --set 'first_cell=0 0' "
            "--set 'tiles=R R R R,G G G G,R R R R x4'",
            "1 0\nundo\nhint\nquit\n");
    EXPECT_EQ(r.status, 0);
    EXPECT_TRUE(r.err.empty());
    const std::string skipped =
        "message: Player 2's tile fitted nowhere: it went to the back of their hand.";
    const Lines after_skip = {"info: head=RRRR hands=2,3", "RRRR1 ..... .....", "..... ..... .....",
                              "..... ..... .....",
                              "status: moves=1 turn=1 over=0 result=none scores=1,0"};
    const Lines expected = concat({
        {"message: seed 4",
         // The three tiles joined by |.
         "message: game id tilings:width=3,height=3,players=2,player2_kind=human,deck=custom,"
         "tiles=R%20R%20R%20R|G%20G%20G%20G|R%20R%20R%20R%20x4,shuffle=false,first_cell=0%200#4",
         skipped, "played: 2 skip"},
        after_skip,
        {"info: head=RRRR hands=1,3", "RRRR1 RRRR1 .....", "..... ..... .....", "..... ..... .....",
         "status: moves=2 turn=2 over=0 result=none scores=2,0"},
        {skipped},
        after_skip,
        {skipped, "hint: 1 0"},
        after_skip,
    });
    EXPECT_EQ(r.out, expected);
}

// Three computers play a whole game at the start. The same seed plays it again; every
// move they played is legal (replayed here through the plugin, which ends on the same
// board), and the status counts them.
TEST_F(TilingsTextMode, ComputersPlayAReproducibleGame) {
    const std::string args =
        "--seed 9 --set player1_kind=greedy --set player2_kind=random --set player3_kind=first "
        "--set width=7 --set height=7";
    const ProgramRun first = run(args, "quit\n");
    const ProgramRun second = run(args, "quit\n");
    EXPECT_EQ(first.status, 0);
    EXPECT_EQ(first.out, second.out);
    EXPECT_TRUE(first.err.empty());
    ASSERT_GE(first.out.size(), 10U);
    EXPECT_EQ(first.out[0], "message: seed 9");

    std::vector<std::string> played;
    const std::regex played_line("played: ([123]) ([0-6] [0-6]|skip)");
    std::smatch m;
    for (const auto& line : first.out) {
        if (std::regex_match(line, m, played_line)) played.push_back(m[2]);
    }
    const std::regex status_line(
        "status: moves=([0-9]+) turn=0 over=1 result=(winner:[123]|draw) "
        "scores=[0-9]+,[0-9]+,[0-9]+");
    ASSERT_TRUE(std::regex_match(first.out.back(), m, status_line)) << first.out.back();
    EXPECT_EQ(std::stoul(m[1]), played.size());

    const auto game = LoadedPlugin::game({"width=7", "height=7"}, 9);
    const auto end = play_all(*game, played);
    EXPECT_TRUE(game->status(end).over);
    std::string shown;
    for (std::size_t i = first.out.size() - 8; i + 1 < first.out.size(); ++i) {
        shown += (shown.empty() ? "" : "\n") + first.out[i];
    }
    EXPECT_EQ(shown, game->text_form(end));
    EXPECT_EQ(first.out[first.out.size() - 9], "info: " + game->info_line(end, nullptr));
}

TEST_F(TilingsTextMode, ALayoutIsRefusedAtTheStart) {
    std::ofstream(dir_ / "board.txt") << "RGBY1\n";
    const ProgramRun r = run("--layout board.txt", "");
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.empty());
    ASSERT_EQ(r.err.size(), 1U);
    EXPECT_EQ(r.err[0].rfind("error: ", 0), 0U);
    EXPECT_NE(r.err[0].find("Tilings takes no layout"), std::string::npos) << r.err[0];
}

// check-config on a game file: the strong seat kind is taken, think_time is judged
// against its limits, 0.05 to 60 seconds (issue 18).
TEST_F(TilingsTextMode, CheckConfigKnowsTheStrongPlayerAndThinkTime) {
    fs::create_directories(dir_ / "games");
    const fs::path file = dir_ / "games" / "tilings.toml";
    std::ofstream(file) << "player2_kind = \"strong\"\nthink_time = 0.5\n";
    const ProgramRun good = run_plateau("check-config '" + file.string() + "'", "");
    EXPECT_EQ(good.status, 0);
    EXPECT_EQ(good.out, (Lines{"ok: 1 file checked"}));
    EXPECT_EQ(good.err, Lines{});
    for (const char* value : {"0.01", "61.0"}) {
        std::ofstream(file) << "player2_kind = \"strong\"\nthink_time = " << value << "\n";
        const ProgramRun bad = run_plateau("check-config '" + file.string() + "'", "");
        EXPECT_EQ(bad.status, 1) << value;
        ASSERT_EQ(bad.err.size(), 1U) << value;
        EXPECT_EQ(bad.err[0].rfind("error: ", 0), 0U) << bad.err[0];
        EXPECT_NE(bad.err[0].find("think_time"), std::string::npos) << bad.err[0];
        EXPECT_NE(bad.err[0].find("0.05 to 60"), std::string::npos) << bad.err[0];
    }
    std::ofstream(file) << "player2_kind = \"clever\"\n";
    const ProgramRun kind = run_plateau("check-config '" + file.string() + "'", "");
    EXPECT_EQ(kind.status, 1);
    ASSERT_EQ(kind.err.size(), 1U);
    // "strong" is written nowhere but in the list of the kinds allowed.
    EXPECT_NE(kind.err[0].find("clever"), std::string::npos) << kind.err[0];
    EXPECT_NE(kind.err[0].find("strong"), std::string::npos) << kind.err[0];
}

}  // namespace
}  // namespace tilings::test
