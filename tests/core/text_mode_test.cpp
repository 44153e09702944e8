// The text mode over the real Lights Out plugin, driven by string streams: the exact
// replies of issue 2's "Command line and text mode".
//
// A reply: `message:` lines (at start the first is `message: seed N`), the command's own
// lines (`move: C R`, `help: ...`), the board's text form, and last
//   status: moves=M turn=T over=0|1 result=none|won|...
// Lights Out has no score, so neither `score=` nor `scores=` appears. A refused command
// (an empty line too) writes `error: REASON` on the error stream first, then the usual
// reply; `quit` and the end of input give no reply.
#include "core/text/text_mode.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "core/saves/save_file.hpp"
#include "core_test_support.hpp"
#include "text_files.hpp"

namespace plateau::core::testing {
namespace {

using plateau::test::lines_of;

// Expected lines; "message: *" stands for any message line (the game's own words).
void expect_lines(const std::string& actual, const std::vector<std::string>& expected) {
    const auto got = lines_of(actual);
    EXPECT_TRUE(actual.empty() || actual.back() == '\n') << "no final line break";
    const std::size_t n = std::max(got.size(), expected.size());
    for (std::size_t i = 0; i < n; ++i) {
        const std::string g = i < got.size() ? got[i] : "<missing>";
        const std::string e = i < expected.size() ? expected[i] : "<nothing more>";
        if (e == "message: *") {
            EXPECT_TRUE(g.rfind("message: ", 0) == 0 && g.size() > 9)
                << "line " << i + 1 << ": " << g;
        } else {
            EXPECT_EQ(g, e) << "line " << i + 1;
        }
    }
}

// Appends a board's rows and a status line to `lines`.
void reply(std::vector<std::string>& lines, const Rows& rows, const std::string& status) {
    lines.insert(lines.end(), rows.begin(), rows.end());
    lines.push_back(status);
}

const std::string kAt0 = "status: moves=0 turn=1 over=0 result=none";
const std::string kAt1 = "status: moves=1 turn=1 over=0 result=none";
const std::string kAt2 = "status: moves=2 turn=1 over=0 result=none";
const std::string kWonAt2 = "status: moves=2 turn=0 over=1 result=won";

struct TextRun {
    std::string out;
    std::string err;
};

TextRun run_text(const std::shared_ptr<const GameInstance>& game, const std::string& input,
                 TextModeHooks hooks = {}) {
    std::ostringstream out, err;
    TextMode mode(Session(game), std::move(hooks), out, err);
    mode.start({"seed " + std::to_string(game->seed())});
    std::istringstream in(input);
    mode.run(in);
    return {out.str(), err.str()};
}

std::size_t count_lines_starting(const std::string& text, const std::string& prefix) {
    std::size_t n = 0;
    for (const auto& line : lines_of(text)) n += line.rfind(prefix, 0) == 0 ? 1 : 0;
    return n;
}

TEST(TextMode, TheStartReplyBeginsWithTheSeed) {
    const TextRun r = run_text(game_from_layout(kB0, 42), "");
    std::vector<std::string> expected = {"message: seed 42"};
    reply(expected, kB0, kAt0);
    expect_lines(r.out, expected);
    EXPECT_EQ(r.err, "");
}

TEST(TextMode, TheStartReplyOfASeededGame) {
    // The board is the seed's; its size (5 lines of 5) and the status are known.
    const auto game = game_from_seed(18446744073709551615ULL, lightsout_defaults());
    const TextRun r = run_text(game, "");
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 7u) << r.out;
    EXPECT_EQ(lines[0], "message: seed 18446744073709551615");
    for (int i = 1; i <= 5; ++i) {
        EXPECT_EQ(lines[i].size(), 5u);
        EXPECT_EQ(lines[i].find_first_not_of("#."), std::string::npos) << lines[i];
    }
    EXPECT_EQ(lines[6], kAt0);
}

TEST(TextMode, AScriptedGame) {
    const std::string input =
        "show\n"
        "0 0\n"
        "undo\n"
        "redo\n"
        "2 2\n"
        "restart\n"
        "undo\n"
        "UNDO\n"
        "  1 1  \r\n"  // blanks around and a carriage return: the move 1 1
        "Undo\n"
        "REDO\n"
        "quit\n"
        "0 0\n";  // after quit: never read
    const TextRun r = run_text(game_from_layout(kB0), input);
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);        // start
    reply(e, kB0, kAt0);        // show
    reply(e, kB1, kAt1);        // 0 0
    reply(e, kB0, kAt0);        // undo
    reply(e, kB1, kAt1);        // redo
    reply(e, kB1_22, kAt2);     // 2 2
    reply(e, kB0, kAt0);        // restart: a step back to 0 moves
    reply(e, kB1_22, kAt2);     // undo: back before the restart
    reply(e, kB1, kAt1);        // UNDO
    e.push_back("message: *");  // 1 1: solved, the game's message first
    reply(e, kOff, kWonAt2);
    reply(e, kB1, kAt1);  // Undo
    e.push_back("message: *");
    reply(e, kOff, kWonAt2);  // REDO
    expect_lines(r.out, e);
    EXPECT_EQ(r.err, "");
}

TEST(TextMode, MovesListsEveryCell) {
    const TextRun r = run_text(game_from_layout(kB0), "moves\nMOVES\n");
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    for (int i = 0; i < 2; ++i) {
        // Row by row, `C R`.
        for (const char* m : {"0 0", "1 0", "2 0", "0 1", "1 1", "2 1", "0 2", "1 2", "2 2"}) {
            e.push_back(std::string("move: ") + m);
        }
        reply(e, kB0, kAt0);
    }
    expect_lines(r.out, e);
    EXPECT_EQ(r.err, "");
}

TEST(TextMode, HelpLinesComeBeforeTheBoard) {
    const TextRun r = run_text(game_from_layout(kB0), "help\nHELP\n");
    const auto lines = lines_of(r.out);
    // start (3 rows + status + seed), then per help: help lines, 3 rows, status.
    std::size_t i = 5;
    for (int round = 0; round < 2; ++round) {
        std::size_t helps = 0;
        while (i < lines.size() && lines[i].rfind("help: ", 0) == 0) {
            ++helps;
            ++i;
        }
        EXPECT_GE(helps, 2u) << r.out;
        ASSERT_LE(i + 4, lines.size()) << r.out;
        EXPECT_EQ(lines[i], kB0[0]);
        EXPECT_EQ(lines[i + 1], kB0[1]);
        EXPECT_EQ(lines[i + 2], kB0[2]);
        EXPECT_EQ(lines[i + 3], kAt0);
        i += 4;
    }
    EXPECT_EQ(i, lines.size());
    EXPECT_EQ(r.err, "");
}

TEST(TextMode, RefusedCommandsWriteAnErrorThenTheUsualReply) {
    // Out and err on one stream: each error line comes right before its reply.
    std::ostringstream both;
    TextMode mode(Session(game_from_layout(kB0)), {}, both, both);
    mode.start({"seed 5"});
    const std::vector<std::string> refused = {
        "",            // an empty line
        "   ",         // blanks only
        "9 9",         // off the board
        "a b",         // not numbers
        "1 2 3",       // an extra number
        "0 0 now",     // an extra word
        "undo",        // nothing to undo
        "redo",        // nothing to redo
        "restart",     // already at the start
        "undo 2",      // undo takes no argument
        "show board",  // nor does show
        "save",        // save needs a file
        "load",        // load needs a file
    };
    for (const auto& line : refused) EXPECT_TRUE(mode.handle(line));
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    const auto lines = lines_of(both.str());
    std::size_t at = e.size();
    for (const auto& line : refused) {
        ASSERT_LT(at, lines.size()) << "no reply for '" << line << "'";
        EXPECT_EQ(lines[at].rfind("error: ", 0), 0u) << "'" << line << "' gave " << lines[at];
        EXPECT_GT(lines[at].size(), 7u) << "an error without a reason for '" << line << "'";
        ++at;
        for (const auto& row : kB0) {
            ASSERT_LT(at, lines.size());
            EXPECT_EQ(lines[at++], row) << "after '" << line << "'";
        }
        ASSERT_LT(at, lines.size());
        EXPECT_EQ(lines[at++], kAt0) << "after '" << line << "'";
    }
    EXPECT_EQ(at, lines.size()) << both.str();
    EXPECT_EQ(mode.session().moves(), 0);
}

TEST(TextMode, ErrorsGoToTheErrorStream) {
    const TextRun r = run_text(game_from_layout(kB0), "9 9\n\n0 0\n");
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    reply(e, kB0, kAt0);  // 9 9 refused
    reply(e, kB0, kAt0);  // empty line refused
    reply(e, kB1, kAt1);
    expect_lines(r.out, e);
    const auto errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 2u) << r.err;
    for (const auto& line : errors) EXPECT_EQ(line.rfind("error: ", 0), 0u) << line;
    EXPECT_EQ(r.out.find("error"), std::string::npos);
}

TEST(TextMode, AMoveAfterTheWinIsRefused) {
    const TextRun r = run_text(game_from_layout(kB0), "0 0\n1 1\n2 2\n");
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    reply(e, kB1, kAt1);
    e.push_back("message: *");
    reply(e, kOff, kWonAt2);
    e.push_back("message: *");  // refused: the unchanged game's usual reply
    reply(e, kOff, kWonAt2);
    expect_lines(r.out, e);
    EXPECT_EQ(count_lines_starting(r.err, "error: "), 1u) << r.err;
}

TEST(TextMode, QuitAndTheEndOfInputGiveNoReply) {
    for (const char* input : {"", "quit\n", "QUIT\n0 0\n", "  quit \r\n0 0\n"}) {
        const TextRun r = run_text(game_from_layout(kB0), input);
        std::vector<std::string> e = {"message: seed 5"};
        reply(e, kB0, kAt0);
        expect_lines(r.out, e);
        EXPECT_EQ(r.err, "");
    }
    // A last line without a line break is still a line.
    const TextRun r = run_text(game_from_layout(kB0), "0 0");
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    reply(e, kB1, kAt1);
    expect_lines(r.out, e);
}

TEST(TextMode, HandleReturnsFalseForQuitOnly) {
    std::ostringstream out, err;
    TextMode mode(Session(game_from_layout(kB0)), {}, out, err);
    EXPECT_TRUE(mode.handle("0 0"));
    EXPECT_TRUE(mode.handle(""));
    EXPECT_FALSE(mode.handle("quit"));
    EXPECT_FALSE(mode.handle("Quit\r"));
    EXPECT_EQ(mode.session().moves(), 1);
}

TEST(TextMode, OneReplyPerLine) {
    const std::string input = "0 0\nshow\n\nbogus\nundo\nredo\nhelp\nmoves\n2 2\nrestart\n";
    const TextRun r = run_text(game_from_layout(kB0), input);
    // Ten lines, plus the start: eleven status lines, each the last line of its reply.
    EXPECT_EQ(count_lines_starting(r.out, "status: "), 11u) << r.out;
    EXPECT_EQ(lines_of(r.out).back(), kAt0);  // after the restart
}

TEST(TextMode, LightsOutStatusLinesHaveNoScore) {
    const TextRun r = run_text(game_from_layout(kB0), "0 0\n1 1\n");
    for (const auto& line : lines_of(r.out)) {
        if (line.rfind("status: ", 0) != 0) continue;
        EXPECT_EQ(line.find("score"), std::string::npos) << line;
    }
}

TEST(TextMode, StatusLineFormat) {
    GameStatus s;
    EXPECT_EQ(format_status_line(s, 0), "status: moves=0 turn=1 over=0 result=none");
    s.turn = 2;
    EXPECT_EQ(format_status_line(s, 17), "status: moves=17 turn=2 over=0 result=none");
    // One player with points: score=; several players: scores=.
    s.turn = 1;
    s.score = 40;
    EXPECT_EQ(format_status_line(s, 3), "status: moves=3 turn=1 over=0 result=none score=40");
    s.score.reset();
    s.scores = {3, 5};
    EXPECT_EQ(format_status_line(s, 3), "status: moves=3 turn=1 over=0 result=none scores=3,5");
    // Over: turn 0, and each result.
    s.over = true;
    s.outcome = PLATEAU_OUTCOME_WINNER;
    s.winner = 2;
    EXPECT_EQ(format_status_line(s, 9), "status: moves=9 turn=0 over=1 result=winner:2 scores=3,5");
    s.outcome = PLATEAU_OUTCOME_DRAW;
    s.scores = {4, 4};
    EXPECT_EQ(format_status_line(s, 9), "status: moves=9 turn=0 over=1 result=draw scores=4,4");
    s.scores.clear();
    s.outcome = PLATEAU_OUTCOME_LOST;
    EXPECT_EQ(format_status_line(s, 1), "status: moves=1 turn=0 over=1 result=lost");
    s.outcome = PLATEAU_OUTCOME_WON;
    s.score = 0;
    EXPECT_EQ(format_status_line(s, 1), "status: moves=1 turn=0 over=1 result=won score=0");
    s.outcome = PLATEAU_OUTCOME_NONE;  // over without a result (SameGame with pieces left)
    EXPECT_EQ(format_status_line(s, 1), "status: moves=1 turn=0 over=1 result=none score=0");
}

TEST(TextMode, SaveAndLoadGoThroughTheHooks) {
    TempDir dir;
    std::vector<std::string> saved_to;
    TextModeHooks hooks;
    hooks.save = [&](const Session& s, const std::string& path) {
        saved_to.push_back(path);
        write_save(dir.path() / path, s);
    };
    hooks.load = [&](const std::string& path) {
        const auto file = dir.path() / path;
        const SaveFile save = read_save(file, [](const std::string& id) -> const ParamSchema* {
            return id == "lightsout" ? &lightsout_schema() : nullptr;
        });
        return restore_session(file, save,
                               [](const std::string&, const Settings& settings, std::uint64_t seed,
                                  std::optional<std::string> layout) {
                                   return std::make_shared<const GameInstance>(
                                       lightsout_table(), settings, seed, std::move(layout));
                               });
    };
    // Save after 0 0 (to a name with a blank), play on, load: back to B1, one move.
    const std::string input =
        "0 0\n"
        "save my game.toml\n"
        "2 2\n"
        "load my game.toml\n"
        "load missing.toml\n"
        "undo\n";
    const TextRun r = run_text(game_from_layout(kB0), input, std::move(hooks));
    EXPECT_EQ(saved_to, (std::vector<std::string>{"my game.toml"}));
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    reply(e, kB1, kAt1);
    e.push_back("message: *");  // saved (the host's words)
    reply(e, kB1, kAt1);
    reply(e, kB1_22, kAt2);
    e.push_back("message: *");  // loaded
    reply(e, kB1, kAt1);
    reply(e, kB1, kAt1);  // a refused load keeps the game
    reply(e, kB0, kAt0);  // the loaded history goes back to the start
    expect_lines(r.out, e);
    const auto errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 1u) << r.err;
    EXPECT_NE(errors[0].find("missing.toml"), std::string::npos) << errors[0];
}

TEST(TextMode, AutosaveAfterEveryChangeOfPosition) {
    std::vector<int> saved_moves;
    TextModeHooks hooks;
    hooks.autosave = [&](const Session& s) { saved_moves.push_back(s.moves()); };
    // Changes: 0 0, undo, redo, restart; not show, a refused move, help or moves.
    (void)run_text(game_from_layout(kB0), "0 0\nshow\nundo\n9 9\nredo\nhelp\nmoves\nrestart\n",
                   std::move(hooks));
    EXPECT_EQ(saved_moves, (std::vector<int>{1, 0, 1, 0}));
}

TEST(TextMode, ALoadedGameIsAutosavedEvenWithTheSameMoves) {
    // The game in play and the loaded one are both at their start (no moves, position 0):
    // the records look alike, but the loaded game is another one and must be autosaved,
    // or --continue would resume the game that was replaced.
    std::vector<std::string> autosaved;
    TextModeHooks hooks;
    hooks.load = [](const std::string&) { return Session(game_from_layout(kB0_20, 8)); };
    hooks.autosave = [&](const Session& s) { autosaved.push_back(s.game().text_form(s.state())); };
    const TextRun r = run_text(game_from_layout(kB0), "load other.toml\n", std::move(hooks));
    EXPECT_EQ(autosaved, (std::vector<std::string>{board(kB0_20)}));
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    e.push_back("message: *");  // loaded
    reply(e, kB0_20, kAt0);
    expect_lines(r.out, e);
}

TEST(TextMode, ASaveThatCannotBeWrittenIsAnError) {
    TempDir dir;
    const auto not_a_folder = dir.write("file.txt", "x");
    TextModeHooks hooks;
    hooks.save = [](const Session& s, const std::string& path) { write_save(path, s); };
    const std::string target = (not_a_folder / "game.toml").string();
    const TextRun r = run_text(game_from_layout(kB0), "0 0\nsave " + target + "\n", hooks);
    std::vector<std::string> e = {"message: seed 5"};
    reply(e, kB0, kAt0);
    reply(e, kB1, kAt1);
    reply(e, kB1, kAt1);  // refused: no "saved" message, the game unchanged
    expect_lines(r.out, e);
    EXPECT_EQ(count_lines_starting(r.err, "error: "), 1u) << r.err;
    EXPECT_EQ(lines_of(r.err).size(), 1u) << r.err;
}

}  // namespace
}  // namespace plateau::core::testing
