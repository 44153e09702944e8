// `plateau play GAME --text`: a game played through pipes, checked line by line against
// replies worked out by hand; refused starts; --continue; save and load across runs.
//
// The layout most tests play, and where the moves lead (a press toggles the cell and its
// horizontal and vertical neighbours; `C R`, column then row, from the top left):
//   B0         #.. .## .#.
//   B0 + 2 2   #.. .#. ..#   (2,2) on, (1,2) and (2,1) off
//   B0 + 0 0   .#. ### .#.   (0,0) off, (1,0) and (0,1) on          = B1
//   B1 + 1 1   ... ... ...   the plus sign around (1,1) goes off: won
//   B1 + 2 2   .#. ##. ..#   (2,2) on, (1,2) and (2,1) off
#include <gtest/gtest.h>

#include <filesystem>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

namespace fs = std::filesystem;

const Lines kB0 = {"#..", ".##", ".#."};
const Lines kB0_22 = {"#..", ".#.", "..#"};
const Lines kB1 = {".#.", "###", ".#."};
const Lines kB1_22 = {".#.", "##.", "..#"};
const Lines kOff = {"...", "...", "..."};

const std::string kAt0 = "status: moves=0 turn=1 over=0 result=none";
const std::string kAt1 = "status: moves=1 turn=1 over=0 result=none";
const std::string kAt2 = "status: moves=2 turn=1 over=0 result=none";
const std::string kWonAt2 = "status: moves=2 turn=0 over=1 result=won";

// The start must be refused: `error: ...` on standard error, nothing on standard output,
// exit status 2.
void expect_refused_start(const Result& r, const std::string& what) {
    EXPECT_EQ(r.status, 2) << what << "\n" << r.err;
    EXPECT_EQ(r.out, "") << what;
    EXPECT_TRUE(starts_with(r.err, "error: ")) << what << ": " << r.err;
    EXPECT_GT(r.err.size(), std::string("error: \n").size()) << what;
}

TEST(CliPlay, AScriptedGameOnALayoutToAWin) {
    const Sandbox box;
    const auto board = box.write("board.txt", layout(kB0));
    const std::string input =
        "show\n"
        "2 2\n"
        "9 9\n"  // off the board: refused
        "undo\n"
        "0 0\n"
        "moves\n"
        "1 1\n"
        "UNDO\n"
        "redo\n";
    const Result r = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                  board.string(), "--data-dir", (box.path() / "data").string()},
                                 input);
    EXPECT_EQ(r.status, 0);
    Lines e;
    add_reply(e, kB0, kAt0);     // start
    add_reply(e, kB0, kAt0);     // show
    add_reply(e, kB0_22, kAt1);  // 2 2
    add_reply(e, kB0_22, kAt1);  // 9 9, refused: the unchanged game
    add_reply(e, kB0, kAt0);     // undo
    add_reply(e, kB1, kAt1);     // 0 0
    for (const char* m : {"0 0", "1 0", "2 0", "0 1", "1 1", "2 1", "0 2", "1 2", "2 2"}) {
        e.push_back(std::string("move: ") + m);  // moves: every cell, row by row
    }
    add_reply(e, kB1, kAt1);
    e.push_back("message: *");  // 1 1: solved, with the game's message
    add_reply(e, kOff, kWonAt2);
    add_reply(e, kB1, kAt1);  // UNDO
    e.push_back("message: *");
    add_reply(e, kOff, kWonAt2);  // redo
    expect_lines(r.out, e);
    const Lines errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 1u) << r.err;
    EXPECT_TRUE(starts_with(errors[0], "error: ")) << errors[0];
}

TEST(CliPlay, QuitEndsTheGameWithoutAReply) {
    const Sandbox box;
    const auto board = box.write("board.txt", layout(kB0));
    const Result r = box.plateau({"--data-dir", (box.path() / "data").string(), "play", "lightsout",
                                  "--text", "--seed", "5", "--layout", board.string()},
                                 "0 0\nquit\n2 2\n");
    EXPECT_EQ(r.status, 0);
    Lines e;
    add_reply(e, kB0, kAt0);
    add_reply(e, kB1, kAt1);
    expect_lines(r.out, e);
    EXPECT_EQ(r.err, "");
}

TEST(CliPlay, TheLargestSeedIsAccepted) {
    const Sandbox box;
    const Result r = box.plateau({"play", "lightsout", "--text", "--seed", "18446744073709551615",
                                  "--data-dir", (box.path() / "data").string()});
    EXPECT_EQ(r.status, 0) << r.err;
    const Lines lines = lines_of(r.out);
    // The seed, the game ID (every value at the plugin's default), 5 rows (size 5), status.
    ASSERT_EQ(lines.size(), 8u) << r.out;
    EXPECT_EQ(lines[0], "message: seed 18446744073709551615");
    EXPECT_EQ(lines[1], "message: game id lightsout#18446744073709551615");
    EXPECT_EQ(lines[7], kAt0);
}

TEST(CliPlay, WithoutASeedOneIsDrawnAndShown) {
    const Sandbox box;
    const Result r =
        box.plateau({"play", "lightsout", "--text", "--data-dir", (box.path() / "data").string()});
    EXPECT_EQ(r.status, 0) << r.err;
    const Lines lines = lines_of(r.out);
    ASSERT_FALSE(lines.empty());
    const std::string prefix = "message: seed ";
    ASSERT_TRUE(starts_with(lines[0], prefix)) << lines[0];
    const std::string digits = lines[0].substr(prefix.size());
    EXPECT_FALSE(digits.empty());
    EXPECT_EQ(digits.find_first_not_of("0123456789"), std::string::npos) << lines[0];
}

TEST(CliPlay, PresetsAndSetsSizeTheBoard) {
    // size: the schema's 5, the preset small's 3, then --set overrides the preset.
    const Sandbox box;
    const auto rows_of = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = {"play",
                                         "lightsout",
                                         "--text",
                                         "--seed",
                                         "3",
                                         "--data-dir",
                                         (box.path() / "data").string()};
        args.insert(args.end(), extra.begin(), extra.end());
        const Result r = box.plateau(args);
        EXPECT_EQ(r.status, 0) << r.err;
        std::size_t rows = 0;  // the lines but the messages (seed, game ID) and the status
        for (const auto& line : lines_of(r.out))
            rows += starts_with(line, "message: ") || starts_with(line, "status: ") ? 0 : 1;
        return rows;
    };
    EXPECT_EQ(rows_of({}), 5u);
    EXPECT_EQ(rows_of({"--preset", "small"}), 3u);
    EXPECT_EQ(rows_of({"--set", "size=4"}), 4u);
    EXPECT_EQ(rows_of({"--preset", "small", "--set", "size=6"}), 6u);
    EXPECT_EQ(rows_of({"--set", "size=9"}), 9u);
    // The layout comes last: its 3 lines win over size=7.
    const auto board = box.write("board.txt", layout(kB0));
    EXPECT_EQ(rows_of({"--set", "size=7", "--layout", board.string()}), 3u);
}

TEST(CliPlay, RefusedStarts) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto bad_layout = box.write("bad.txt", "#..\n.x.\n...\n");
    const auto small_layout = box.write("small.txt", "#.\n.#\n");
    const std::vector<std::vector<std::string>> cases = {
        {"--seed", "18446744073709551616"},  // 2^64: one too many
        {"--seed", "99999999999999999999"},
        {"--seed", "-1"},
        {"--seed", "abc"},
        {"--seed", "12abc"},
        {"--seed", "1.5"},
        {"--seed", ""},
        {"--preset", "nosuch"},
        {"--set", "size=10"},  // size is 3..9
        {"--set", "size=2"},
        {"--set", "size=abc"},
        {"--set", "size=5.5"},
        {"--set", "sise=5"},       // no such key
        {"--set", "size"},         // no value
        {"--set", "colours=red"},  // two colours: off, on
        {"--set", "colours=red,notacolour"},
        {"--layout", bad_layout.string()},
        {"--layout", small_layout.string()},
        {"--layout", (box.path() / "missing.txt").string()},
        {"--continue"},  // nothing to continue in a new data folder
    };
    for (const auto& extra : cases) {
        std::vector<std::string> args = {"play", "lightsout", "--text", "--data-dir", data};
        args.insert(args.end(), extra.begin(), extra.end());
        std::string what;
        for (const auto& a : extra) what += a + " ";
        expect_refused_start(box.plateau(args, "0 0\n"), what);
    }
    // An unknown game.
    expect_refused_start(box.plateau({"play", "nosuch", "--text", "--data-dir", data}),
                         "play nosuch");
    // play without --text wants the window, and there is no display here.
    const Result windowless = box.plateau({"play", "lightsout", "--data-dir", data});
    expect_refused_start(windowless, "no --text");
    EXPECT_NE(windowless.err.find("no display"), std::string::npos) << windowless.err;
    EXPECT_NE(windowless.err.find("plateau play GAME --text"), std::string::npos) << windowless.err;
    // Nothing was autosaved by a refused start.
    EXPECT_FALSE(fs::exists(box.path() / "data" / "text"));
}

// `plateau play GAME` without --text opens the window on the game; a start it refuses is
// refused as in the text mode, before any window opens (the display named here does not
// exist: reaching the window would fail differently).
TEST(CliPlay, TheWindowRefusesABadStartBeforeOpening) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const Sandbox::Environment fake_display = {{"DISPLAY", ":4321"}};
    const auto refused = [&](std::vector<std::string> extra, const std::string& expected) {
        std::vector<std::string> args = {"play", "--data-dir", data};
        args.insert(args.end(), extra.begin(), extra.end());
        const Result r = box.plateau(args, "", fake_display);
        expect_refused_start(r, expected);
        EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
    };
    refused({"nosuch"}, "unknown game \"nosuch\"");
    refused({"lightsout", "--seed", "abc"}, "--seed abc");
    refused({"lightsout", "--preset", "nosuch"}, "nosuch");
    refused({"lightsout", "--continue"},
            "nothing to continue: no lightsout game was played in the window yet");
}

TEST(CliPlay, ABadLayoutIsReportedWithItsLineAndColumn) {
    const Sandbox box;
    const auto bad_layout = box.write("bad.txt", "#..\n.x.\n...\n");  // line 2, column 2
    const Result r = box.plateau({"play", "lightsout", "--text", "--layout", bad_layout.string(),
                                  "--data-dir", (box.path() / "data").string()});
    expect_refused_start(r, "bad layout");
    EXPECT_NE(r.err.find(bad_layout.string()), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("line 2"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("column 2"), std::string::npos) << r.err;
}

TEST(CliPlay, ContinueResumesThePreviousRun) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", layout(kB0));
    // First run: 0 0, 2 2, then undo: the position is B1 with a redo tail of 2 2.
    const Result first = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                      board.string(), "--data-dir", data},
                                     "0 0\n2 2\nundo\n");
    ASSERT_EQ(first.status, 0) << first.err;

    const Result second =
        box.plateau({"--data-dir", data, "play", "lightsout", "--text", "--continue"},
                    "redo\nundo\nundo\n0 0\n1 1\n");
    EXPECT_EQ(second.status, 0) << second.err;
    Lines e;
    add_reply(e, kB1, kAt1);     // where the first run stopped
    add_reply(e, kB1_22, kAt2);  // redo: the tail was kept
    add_reply(e, kB1, kAt1);     // undo
    add_reply(e, kB0, kAt0);     // undo: the whole history came back
    add_reply(e, kB1, kAt1);
    e.push_back("message: *");
    add_reply(e, kOff, kWonAt2);
    expect_lines(second.out, e);
    EXPECT_EQ(second.err, "");

    // A third run continues the second: the won game.
    const Result third =
        box.plateau({"play", "lightsout", "--text", "--continue", "--data-dir", data});
    EXPECT_EQ(third.status, 0) << third.err;
    Lines won = {"message: *"};
    add_reply(won, kOff, kWonAt2);
    expect_lines(third.out, won);

    // The text mode keeps its own slot: the launcher's Continue game is not touched.
    EXPECT_FALSE(fs::exists(box.path() / "data" / "continue"));
}

TEST(CliPlay, ANewGameReplacesTheContinueSlot) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", layout(kB0));
    ASSERT_EQ(box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout", board.string(),
                           "--data-dir", data},
                          "0 0\n")
                  .status,
              0);
    // A new game with no move at all.
    ASSERT_EQ(box.plateau({"play", "lightsout", "--text", "--seed", "7", "--preset", "small",
                           "--data-dir", data})
                  .status,
              0);
    const Result r = box.plateau({"play", "lightsout", "--text", "--continue", "--data-dir", data});
    EXPECT_EQ(r.status, 0) << r.err;
    const Lines lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 6u) << r.out;  // seed, game ID, 3 rows (small), status
    EXPECT_EQ(lines[0], "message: seed 7");
    EXPECT_EQ(lines[1], "message: game id lightsout:size=3#7");  // the plugin's size is 5
    EXPECT_EQ(lines[5], kAt0);
}

TEST(CliPlay, ContinueTakesNoOtherStartOption) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    ASSERT_EQ(
        box.plateau({"play", "lightsout", "--text", "--seed", "5", "--data-dir", data}, "0 0\n")
            .status,
        0);
    expect_refused_start(box.plateau({"play", "lightsout", "--text", "--continue", "--seed", "6",
                                      "--data-dir", data}),
                         "--continue --seed");
}

TEST(CliPlay, SaveThenLoadInALaterRun) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", layout(kB0));
    const fs::path save = box.path() / "saves" / "mine.toml";
    const Result first = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                      board.string(), "--data-dir", data},
                                     "0 0\n2 2\nundo\nsave " + save.string() + "\n");
    ASSERT_EQ(first.status, 0) << first.err;
    ASSERT_TRUE(fs::exists(save));
    Lines e1;
    add_reply(e1, kB0, kAt0);
    add_reply(e1, kB1, kAt1);
    add_reply(e1, kB1_22, kAt2);
    add_reply(e1, kB1, kAt1);
    e1.push_back("message: *");  // saved
    add_reply(e1, kB1, kAt1);
    expect_lines(first.out, e1);

    // A later run on another game (another seed, 5x5) loads it: the position, and its redo
    // tail, come back.
    const Result second =
        box.plateau({"play", "lightsout", "--text", "--seed", "9", "--data-dir", data},
                    "load " + save.string() + "\nredo\nundo\n1 1\n");
    EXPECT_EQ(second.status, 0) << second.err;
    Lines lines = lines_of(second.out);
    ASSERT_GE(lines.size(), 8u);
    EXPECT_EQ(lines[0], "message: seed 9");
    EXPECT_EQ(lines[1], "message: game id lightsout#9");
    EXPECT_EQ(lines[7], kAt0);  // the 5x5 start
    std::string after_start;
    for (std::size_t i = 8; i < lines.size(); ++i) after_start += lines[i] + "\n";
    Lines e2 = {"message: *"};  // loaded
    add_reply(e2, kB1, kAt1);
    add_reply(e2, kB1_22, kAt2);
    add_reply(e2, kB1, kAt1);
    e2.push_back("message: *");
    add_reply(e2, kOff, kWonAt2);
    expect_lines(after_start, e2);
    EXPECT_EQ(second.err, "");
}

TEST(CliPlay, ABadSaveIsRefusedAndTheGameGoesOn) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", layout(kB0));
    // A save whose parameter on line 9 is out of range (size is 3..9).
    const auto bad = box.write("bad.toml",
                               "format = 1\n"                // 1
                               "game = \"lightsout\"\n"      // 2
                               "game_version = \"1.0.0\"\n"  // 3
                               "seed = \"5\"\n"              // 4
                               "position = 0\n"              // 5
                               "moves = []\n"                // 6
                               "\n"                          // 7
                               "[parameters]\n"              // 8
                               "size = 12\n");               // 9
    // And one whose second move (line 8) is off the board.
    const auto bad_move = box.write("bad_move.toml",
                                    "format = 1\n"                // 1
                                    "game = \"lightsout\"\n"      // 2
                                    "game_version = \"1.0.0\"\n"  // 3
                                    "seed = \"5\"\n"              // 4
                                    "position = 2\n"              // 5
                                    "moves = [\n"                 // 6
                                    "  \"0 0\",\n"                // 7
                                    "  \"7 7\",\n"                // 8
                                    "]\n");                       // 9
    const Result r = box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout",
                                  board.string(), "--data-dir", data},
                                 "0 0\nload " + bad.string() + "\nload " + bad_move.string() +
                                     "\nload " + (box.path() / "none.toml").string() + "\n");
    EXPECT_EQ(r.status, 0);
    Lines e;
    add_reply(e, kB0, kAt0);
    add_reply(e, kB1, kAt1);
    add_reply(e, kB1, kAt1);  // each refused load: the game in play, unchanged
    add_reply(e, kB1, kAt1);
    add_reply(e, kB1, kAt1);
    expect_lines(r.out, e);
    const Lines errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 3u) << r.err;
    EXPECT_TRUE(starts_with(errors[0], "error: " + bad.string() + ":9:")) << errors[0];
    EXPECT_TRUE(starts_with(errors[1], "error: " + bad_move.string() + ":8:")) << errors[1];
    EXPECT_NE(errors[1].find("7 7"), std::string::npos) << errors[1];
    EXPECT_NE(errors[2].find("none.toml"), std::string::npos) << errors[2];
}

TEST(CliPlay, ASaveOfAnotherGameIsRefused) {
    // A configuration with both the build's plugins and the test plugin tally.
    const Sandbox box;
    const auto config =
        box.write("config/plateau.toml", "plugin_dirs = [\"" + build_plugin_dir().string() +
                                             "\", \"" + test_plugin_dir().string() + "\"]\n");
    const std::string data = (box.path() / "data").string();
    const fs::path tally_save = box.path() / "tally.toml";
    const Result tally =
        box.plateau({"--config", config.string(), "--data-dir", data, "play", "tally", "--text"},
                    "+\nsave " + tally_save.string() + "\n");
    ASSERT_EQ(tally.status, 0) << tally.err;
    ASSERT_TRUE(fs::exists(tally_save)) << tally.out << tally.err;

    const auto board = box.write("board.txt", layout(kB0));
    const Result r = box.plateau({"--config", config.string(), "--data-dir", data, "play",
                                  "lightsout", "--text", "--seed", "5", "--layout", board.string()},
                                 "0 0\nload " + tally_save.string() + "\nundo\n");
    EXPECT_EQ(r.status, 0);
    Lines e;
    add_reply(e, kB0, kAt0);
    add_reply(e, kB1, kAt1);
    add_reply(e, kB1, kAt1);  // refused: the game in play is kept, with its history
    add_reply(e, kB0, kAt0);
    expect_lines(r.out, e);
    const Lines errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 1u) << r.err;
    EXPECT_TRUE(starts_with(errors[0], "error: " + tally_save.string())) << errors[0];
    EXPECT_NE(errors[0].find("tally"), std::string::npos) << errors[0];
}

TEST(CliPlay, EachReplyIsFlushedBeforeTheNextLineIsRead) {
    // A program driving the text mode writes a line and waits for its reply: the reply
    // must arrive while standard input is still open.
    const Sandbox box;
    const auto board = box.write("board.txt", layout(kB0));
    Interactive child(PLATEAU_EXECUTABLE,
                      {"play", "lightsout", "--text", "--seed", "5", "--layout", board.string(),
                       "--data-dir", (box.path() / "data").string()},
                      {{"XDG_DATA_HOME", (box.path() / "xdg-data").string()},
                       {"XDG_CONFIG_HOME", (box.path() / "xdg-config").string()},
                       {"PLATEAU_DATA_DIR", std::nullopt}});
    const auto start = child.read_until_line("status: ", 10000);
    ASSERT_TRUE(start.has_value()) << "no start reply";
    Lines e;
    add_reply(e, kB0, kAt0);
    expect_lines(*start, e);

    child.write("0 0\n");
    const auto first = child.read_until_line("status: ", 10000);
    ASSERT_TRUE(first.has_value()) << "the reply to 0 0 was not flushed";
    e.clear();
    add_reply(e, kB1, kAt1);
    expect_lines(*first, e);

    child.write("1 1\n");
    const auto second = child.read_until_line("status: ", 10000);
    ASSERT_TRUE(second.has_value()) << "the reply to 1 1 was not flushed";
    e = {"message: *"};
    add_reply(e, kOff, kWonAt2);
    expect_lines(*second, e);

    child.write("quit\n");
    const Result rest = child.finish();
    EXPECT_EQ(rest.status, 0);
    EXPECT_EQ(rest.out, "");  // quit: no reply
    EXPECT_EQ(rest.err, "");
}

TEST(CliPlay, ContinueResumesALoadedGame) {
    // Load a save of a game at its start into another game at its start: --continue must
    // resume the loaded game, not the one it replaced.
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", layout(kB0));
    const fs::path save = box.path() / "start.toml";
    ASSERT_EQ(box.plateau({"play", "lightsout", "--text", "--seed", "5", "--layout", board.string(),
                           "--data-dir", data},
                          "save " + save.string() + "\n")
                  .status,
              0);
    ASSERT_EQ(box.plateau({"play", "lightsout", "--text", "--seed", "9", "--data-dir", data},
                          "load " + save.string() + "\n")
                  .status,
              0);
    const Result r = box.plateau({"play", "lightsout", "--text", "--continue", "--data-dir", data});
    EXPECT_EQ(r.status, 0) << r.err;
    Lines e;
    add_reply(e, kB0, kAt0);
    expect_lines(r.out, e);
}

}  // namespace
}  // namespace cli_test
