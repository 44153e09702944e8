// Push Over through its loaded plugin, as the host uses it: the parameters, the text form,
// the info line, the move list, refusals, layouts, line counts and matches, the sizes 3
// and 8, and the computer players' jobs.
#include <ctime>
#include <set>

#include "core/config/config_error.hpp"
#include "plugin_fixture.hpp"

namespace pushover::test {
namespace {

using Lines = std::vector<std::string>;

std::string status_of(const core::GameInstance& g, const core::StateRef& s) {
    const core::GameStatus st = g.status(s);
    std::string out = "turn=" + std::to_string(st.turn) + " over=" + (st.over ? "1" : "0");
    out += " outcome=" + std::to_string(static_cast<int>(st.outcome)) +
           " winner=" + std::to_string(st.winner) + " scores=";
    for (std::size_t i = 0; i < st.scores.size(); ++i) {
        out += (i > 0 ? "," : "") + std::to_string(st.scores[i]);
    }
    return out;
}

std::string create_refusal(const std::vector<std::string>& sets,
                           std::optional<std::string> layout = std::nullopt) {
    try {
        (void)LoadedPlugin::game(sets, 1, std::move(layout));
    } catch (const core::PluginError& e) {
        return e.what();
    }
    return "accepted";
}

// The parameters exactly as issue 5 names them, with their bounds and defaults.
TEST(PushOverPlugin, Parameters) {
    const core::ParamSchema& schema = LoadedPlugin::schema();
    std::vector<std::string> keys;
    for (const auto& p : schema.params) keys.push_back(p.key);
    EXPECT_EQ(keys,
              (Lines{"size", "player1", "player2", "player1_kind", "player2_kind", "computer_level",
                     "think_time", "rounds_to_win", "colours", "letters", "show_letters"}));
    const auto* size = schema.find("size");
    EXPECT_EQ(size->default_toml, "5");
    EXPECT_EQ(size->min_int, 3);
    EXPECT_EQ(size->max_int, 8);
    EXPECT_EQ(schema.find("player1")->default_toml, "\"Player 1\"");
    EXPECT_EQ(schema.find("player2")->default_toml, "\"Player 2\"");
    EXPECT_EQ(schema.find("player1")->max_int, 127);
    EXPECT_EQ(schema.find("player1_kind")->choices, (Lines{"human", "computer"}));
    EXPECT_EQ(schema.find("player2_kind")->default_toml, "\"human\"");
    EXPECT_EQ(schema.find("computer_level")->choices, (Lines{"easy", "medium", "hard", "perfect"}));
    EXPECT_EQ(schema.find("computer_level")->default_toml, "\"medium\"");
    EXPECT_DOUBLE_EQ(schema.find("think_time")->min_number, 0.05);
    EXPECT_DOUBLE_EQ(schema.find("think_time")->max_number, 60.0);
    EXPECT_EQ(schema.find("think_time")->default_toml, "1.0");
    EXPECT_EQ(schema.find("rounds_to_win")->min_int, 1);
    EXPECT_EQ(schema.find("rounds_to_win")->max_int, 5);
    EXPECT_EQ(schema.find("rounds_to_win")->default_toml, "1");
    EXPECT_EQ(schema.find("letters")->default_toml, "\"WK\"");
    EXPECT_EQ(schema.find("colours")->min_int, 2);
    EXPECT_EQ(schema.find("colours")->max_int, 2);
    // A name of 128 characters is refused by the host (004 stores 127).
    EXPECT_THROW((void)LoadedPlugin::settings({"player1=" + std::string(128, 'a')}),
                 core::ConfigError);
    EXPECT_NO_THROW((void)LoadedPlugin::settings({"player1=" + std::string(127, 'a')}));
    EXPECT_THROW((void)LoadedPlugin::settings({"size=9"}), core::ConfigError);
    EXPECT_THROW((void)LoadedPlugin::settings({"think_time=0.01"}), core::ConfigError);
}

// The first player (W) starts on an empty board; every insertion is legal, listed in the
// order H1..H5, B1..B5, G1..G5, D1..D5.
TEST(PushOverPlugin, TheStart) {
    const auto g = LoadedPlugin::game();
    const auto s = g->initial();
    EXPECT_EQ(g->text_form(s), ".....\n.....\n.....\n.....\n.....");
    EXPECT_EQ(status_of(*g, s), "turn=1 over=0 outcome=0 winner=0 scores=0,0");
    EXPECT_EQ(g->info_line(s, nullptr), "round=1 lines=0,0");
    EXPECT_EQ(g->moves(s), (Lines{"H1", "H2", "H3", "H4", "H5", "B1", "B2", "B3", "B4", "B5",
                                  "G1", "G2", "G3", "G4", "G5", "D1", "D2", "D3", "D4", "D5"}));
    EXPECT_FALSE(g->forced_move(s).has_value());
    EXPECT_FALSE(g->status(s).computer_turn);
    EXPECT_TRUE(g->status(s).message.empty());
}

// RULES (004): "M opens the menu". The plugin names M as the window's menu key (ABI 1.2)
// and leaves the key alone; the list of legal insertions moved to P.
TEST(PushOverPlugin, MIsTheMenuKeyAndPShowsTheMoves) {
    EXPECT_EQ(LoadedPlugin::table().menu_key, 'm');
    const auto g = LoadedPlugin::game();
    const auto s = g->initial();
    const auto ui = g->new_ui(s);
    const auto key = [&](int code) {
        plateau_input in{};
        in.type = PLATEAU_INPUT_KEY;
        in.key = code;
        in.width = 600;
        in.height = 700;
        bool changed = false;
        const auto move = g->input(s, ui.get(), in, &changed);
        EXPECT_FALSE(move.has_value()) << static_cast<char>(code);
        return changed;
    };
    EXPECT_FALSE(key('m'));  // the window's: the game does nothing with it
    EXPECT_TRUE(key('p'));   // the list shown
    EXPECT_TRUE(key('p'));   // and hidden again
    const std::string help = LoadedPlugin::plugin().how_to_play();
    EXPECT_NE(help.find("P shows the list of possible pushes."), std::string::npos) << help;
    EXPECT_NE(help.find("M opens the menu"), std::string::npos) << help;
}

const std::string kFigure1 = "WWW..\nKWK..\n.KK..\n..K..\n.WW..\nturn 2\n";

// 004's figure 1 through the plugin: K (player 2) plays G2, any case and letter.
TEST(PushOverPlugin, Figure1) {
    const auto g = LoadedPlugin::game({}, 1, kFigure1);
    const auto s = g->initial();
    EXPECT_EQ(g->status(s).turn, 2);
    for (const char* move : {"G2", "g2", "L2", "l2"}) {
        EXPECT_EQ(g->text_form(g->apply(s, move)), "WWW..\nKKWK.\n.KK..\n..K..\n.WW..") << move;
    }
    // Column 3 is W K K K W: closed to K from the top and from the bottom (004's remark),
    // so the list has H1, H2, H4, H5 but neither H3 nor B3.
    const Lines moves = g->moves(s);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "H3"), 0);
    EXPECT_EQ(std::count(moves.begin(), moves.end(), "B3"), 0);
    EXPECT_EQ(moves.size(), 18U);
    EXPECT_EQ(move_refusal(*g, s, "H3"),
              "H3: column 3 is full and the pawn it would push off, at its bottom, is the "
              "opponent's; only your own pawn may be pushed off the board");
    EXPECT_EQ(move_refusal(*g, s, "B3"),
              "B3: column 3 is full and the pawn it would push off, at its top, is the "
              "opponent's; only your own pawn may be pushed off the board");
    EXPECT_EQ(move_refusal(*g, s, "Z2"),
              "'Z2': unknown side letter 'Z': H or T (top), B (bottom), G or L (left), D or R "
              "(right)");
    EXPECT_EQ(move_refusal(*g, s, "G6"), "'G6': line 6 is out of range: 1 to 5 on this board");
    EXPECT_EQ(move_refusal(*g, s, "pass"),
              "no pass: a player passes only when no insertion is possible, and H1 is");
    // Refusals leave the position as it was.
    EXPECT_EQ(g->text_form(s), "WWW..\nKWK..\n.KK..\n..K..\n.WW..");
}

// Line counts through the plugin (the same positions as the rules tests): W's H1 makes
// rows 1 and 3 W and row 2 K (2 to 1, W wins); with row 3 open it is 1 to 1 (a draw);
// with rows 2 and 4 K it is 1 to 2 (K wins although W moved).
TEST(PushOverPlugin, WinLossAndDrawByCount) {
    const auto win = LoadedPlugin::game({}, 1, "KWWWW\nWKKKK\n.WWWW\n.....\n.....\n");
    const auto w = win->apply(win->initial(), "H1");
    EXPECT_EQ(status_of(*win, w), "turn=0 over=1 outcome=4 winner=1 scores=1,0");
    EXPECT_EQ(win->info_line(w, nullptr), "round=1 lines=2,1");
    EXPECT_EQ(win->status(w).message, "Player 1 wins with 2 lines to 1.");
    EXPECT_TRUE(win->moves(w).empty());
    EXPECT_EQ(move_refusal(*win, w, "B2"), "the match is over");

    const auto draw = LoadedPlugin::game({}, 1, "KWWWW\nWKKKK\n.....\n.....\n.....\n");
    const auto d = draw->apply(draw->initial(), "H1");
    EXPECT_EQ(status_of(*draw, d), "turn=0 over=1 outcome=3 winner=0 scores=0,0");
    EXPECT_EQ(draw->info_line(d, nullptr), "round=1 lines=1,1");
    EXPECT_EQ(draw->status(d).message, "Draw: 1 line each.");

    const auto loss = LoadedPlugin::game({}, 1, "KWWWW\nWKKKK\nK....\nWKKKK\n.....\n");
    const auto l = loss->apply(loss->initial(), "H1");
    EXPECT_EQ(status_of(*loss, l), "turn=0 over=1 outcome=4 winner=2 scores=0,1");
    EXPECT_EQ(loss->info_line(l, nullptr), "round=1 lines=1,2");
    // The final board stays in the text form.
    EXPECT_EQ(loss->text_form(l), "WWWWW\nKKKKK\nW....\nKKKKK\nW....");
}

// A match to 2 rounds: W completes row 1 with H1..H5 while K plays B1..B4 (row 5 never
// gets its fifth K). The ninth move ends round 1, 1 to 0; round 2 starts by itself on an
// empty board with K to move; the match is not over.
TEST(PushOverPlugin, AMatchGoesOnToTheNextRound) {
    const auto g = LoadedPlugin::game({"rounds_to_win=2"});
    const Lines round = {"H1", "B1", "H2", "B2", "H3", "B3", "H4", "B4", "H5"};
    const auto s = play_all(*g, round);
    EXPECT_EQ(g->text_form(s), ".....\n.....\n.....\n.....\n.....");
    EXPECT_EQ(status_of(*g, s), "turn=2 over=0 outcome=0 winner=0 scores=1,0");
    EXPECT_EQ(g->info_line(s, nullptr), "round=2 lines=1,0");
    EXPECT_EQ(g->status(s).message,
              "Round 1: Player 1 wins with 1 line to 0. Match 1-0. Round 2: Player 2 starts.");
    // K wins round 2 the same way (1-1), W round 3: the match is over, 2-1.
    Lines all = round;
    all.insert(all.end(), round.begin(), round.end());
    all.insert(all.end(), round.begin(), round.end());
    const auto end = play_all(*g, all);
    EXPECT_EQ(status_of(*g, end), "turn=0 over=1 outcome=4 winner=1 scores=2,1");
    EXPECT_EQ(g->info_line(end, nullptr), "round=3 lines=1,0");
    EXPECT_EQ(g->text_form(end), "WWWWW\n.....\n.....\n.....\nKKKK.");
    EXPECT_EQ(g->status(end).message,
              "Round 3: Player 1 wins with 1 line to 0. Player 1 wins the match 2-1.");
}

// Size 3: twelve insertions; W completes row 1 with H1, H2, H3 while K plays B1, B2.
TEST(PushOverPlugin, SizeThree) {
    const auto g = LoadedPlugin::game({"size=3"});
    EXPECT_EQ(g->moves(g->initial()).size(), 12U);
    const auto s = play_all(*g, {"H1", "B1", "H2", "B2", "H3"});
    EXPECT_EQ(g->text_form(s), "WWW\n...\nKK.");
    EXPECT_EQ(status_of(*g, s), "turn=0 over=1 outcome=4 winner=1 scores=1,0");
    EXPECT_EQ(g->info_line(s, nullptr), "round=1 lines=1,0");
}

// Size 8: thirty-two insertions ending with D8; pushes along row 8 and column 8.
TEST(PushOverPlugin, SizeEight) {
    const auto g = LoadedPlugin::game({"size=8"});
    const Lines moves = g->moves(g->initial());
    ASSERT_EQ(moves.size(), 32U);
    EXPECT_EQ(moves.front(), "H1");
    EXPECT_EQ(moves.back(), "D8");
    // W: D8 puts W in the corner (8,8); K: B8 enters column 8 from the bottom and pushes W
    // up to (7,8); W: G8 puts W at (8,1).
    const auto s = play_all(*g, {"D8", "B8", "G8"});
    EXPECT_EQ(g->text_form(s),
              "........\n........\n........\n........\n........\n........\n.......W\nW......K");
}

TEST(PushOverPlugin, LayoutsAreCheckedWhole) {
    EXPECT_EQ(create_refusal({}, "WWW\n...\n...\n"),
              "layout: row 1 is complete (W on every cell): the round would already be over");
    EXPECT_EQ(create_refusal({}, "K..\nK..\nK..\n"),
              "layout: column 1 is complete (K on every cell): the round would already be over");
    EXPECT_EQ(create_refusal({}, "W..\n.Q.\n...\n"),
              "layout line 2, column 2: 'Q' is not a cell: '.' (empty), 'W' or 'K' is allowed");
    EXPECT_EQ(create_refusal({}, "W..\n...\n"),
              "layout: 2 rows; a square board of 3 to 8 rows of as many cells is allowed, then "
              "optionally 'turn 2'");
    // The layout's size wins over the `size` setting.
    const auto g = LoadedPlugin::game({"size=7"}, 1, "W..\n.K.\n...\n");
    EXPECT_EQ(g->moves(g->initial()).size(), 12U);
    EXPECT_EQ(g->status(g->initial()).turn, 1);
}

TEST(PushOverPlugin, LettersAndNames) {
    const auto g =
        LoadedPlugin::game({"letters=XO", "player1=Ada", "player2=Blaise"}, 1, "XX.\n.O.\n...\n");
    const auto s = g->apply(g->initial(), "D1");
    EXPECT_EQ(g->text_form(s), "XXX\n.O.\n...");
    EXPECT_EQ(g->status(s).message, "Ada wins with 1 line to 0.");
    EXPECT_EQ(create_refusal({"letters=WW"}),
              "letters = \"WW\": two different letters are needed (case ignored), the first "
              "player's then the second's, neither '.' nor a blank (e.g. WK)");
    EXPECT_NE(create_refusal({"letters=Ww"}), "accepted");
    EXPECT_NE(create_refusal({"letters=W."}), "accepted");
    EXPECT_NE(create_refusal({"letters=W"}), "accepted");
    EXPECT_EQ(create_refusal({"player2= "}), "player2: a player's name cannot be empty");
}

// Status tells the host when a computer is to move; the job "move" gives its move.
TEST(PushOverPlugin, ComputerTurnAndTheMoveJob) {
    // Row 1 K K K K . with K (a medium computer) to move: K wins at once by G1, D1 or H5.
    const auto g = LoadedPlugin::game({"player2_kind=computer"}, 5,
                                      "KKKK.\nW....\n.W...\n..W..\n.....\nturn 2\n");
    const auto s = g->initial();
    EXPECT_TRUE(g->status(s).computer_turn);
    const std::string move = job_move(run_job(*g, s, "move"));
    EXPECT_TRUE((std::set<std::string>{"G1", "D1", "H5"}).count(move) == 1) << move;
    EXPECT_EQ(g->status(g->apply(s, move)).winner, 2);
    // The hint on 5x5 (the hard player's choice) takes that win too.
    const std::string hint = job_hint(run_job(*g, s, "hint"));
    EXPECT_TRUE((std::set<std::string>{"G1", "D1", "H5"}).count(hint) == 1) << hint;
    // The first player is human: no computer turn for them.
    const auto human = LoadedPlugin::game({"player2_kind=computer"});
    EXPECT_FALSE(human->status(human->initial()).computer_turn);
    EXPECT_TRUE(human->status(human->apply(human->initial(), "G1")).computer_turn);
}

// easy draws from the game's seeded generator carried in the state: the same seed and the
// same moves give the same choice, in another game instance too.
TEST(PushOverPlugin, EasyIsReproducible) {
    const Lines sets = {"player1_kind=computer", "player2_kind=computer", "computer_level=easy"};
    const auto a = LoadedPlugin::game(sets, 1234);
    const auto b = LoadedPlugin::game(sets, 1234);
    core::StateRef sa = a->initial(), sb = b->initial();
    for (int ply = 0; ply < 12 && !a->status(sa).over; ++ply) {
        const std::string ma = job_move(run_job(*a, sa, "move"));
        const std::string mb = job_move(run_job(*b, sb, "move"));
        ASSERT_EQ(ma, mb) << "ply " << ply;
        sa = a->apply(sa, ma);
        sb = b->apply(sb, mb);
    }
    EXPECT_EQ(a->text_form(sa), b->text_form(sb));
}

// The hard level keeps to the budget it is given (plus the 50 ms), measured in the
// processor time of this process (the job's thread, and this one polling): the wall clock
// of a loaded machine would measure the scheduler too.
TEST(PushOverPlugin, HardJobKeepsToItsBudget) {
    const auto g = LoadedPlugin::game({"player1_kind=computer", "computer_level=hard"});
    const std::clock_t start = std::clock();
    const std::string move = job_move(run_job(*g, g->initial(), "move", 0.1));
    EXPECT_LT(static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC, 0.1 + 0.05);
    EXPECT_NO_THROW((void)g->apply(g->initial(), move));
}

}  // namespace
}  // namespace pushover::test
