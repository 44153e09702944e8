// The hint and the solve command through the loaded plugin, as the host runs them: the
// job's items (its message, then the moves), each move replayed through the plugin's own
// apply_move, the score at the end what the message claimed.
#include <algorithm>
#include <chrono>
#include <regex>
#include <thread>

#include "samegame_fixture.hpp"

namespace samegame_test {
namespace {

using plateau::core::JobHandle;
using plateau::core::OutputItem;

class SolveTest : public SameGameTest {
  protected:
    static std::vector<OutputItem> run(const GameInstance& g, const StateRef& s,
                                       const std::string& name, const std::string& args,
                                       double budget = 0) {
        const auto job = g.start_job(s, name, args, budget);
        std::optional<JobHandle::Result> result;
        while (!(result = job->poll())) std::this_thread::sleep_for(std::chrono::milliseconds(2));
        EXPECT_FALSE(result->failed);
        return result->items;
    }
    static std::vector<std::string> of_kind(const std::vector<OutputItem>& items,
                                            plateau_output_kind kind) {
        std::vector<std::string> texts;
        for (const auto& i : items) {
            if (i.kind == kind) texts.push_back(i.text);
        }
        return texts;
    }
    // "Solve: N moves, P more points: final score F" -> {N, P, F}.
    static std::array<long long, 3> claimed(const std::string& message) {
        static const std::regex form(
            R"(Solve: (\d+) moves?, (\d+) more points: final score (\d+))");
        std::smatch m;
        EXPECT_TRUE(std::regex_match(message, m, form)) << message;
        if (m.size() != 4) return {-1, -1, -1};
        return {std::stoll(m[1]), std::stoll(m[2]), std::stoll(m[3])};
    }
    // Solves from `s` and replays the moves through the plugin: every move legal, the
    // game over at the end with the score the message claimed. The end position.
    static StateRef solve_and_replay(const GameInstance& g, StateRef s, const std::string& args) {
        const std::int64_t before = *g.status(s).score;
        const auto items = run(g, s, "solve", args);
        const auto messages = of_kind(items, PLATEAU_OUT_MESSAGE);
        const auto moves = of_kind(items, PLATEAU_OUT_MOVE);
        EXPECT_EQ(messages.size(), 1u);
        if (messages.empty()) return s;
        const auto [n, points, final_score] = claimed(messages[0]);
        EXPECT_EQ(static_cast<long long>(moves.size()), n);
        EXPECT_EQ(before + points, final_score);
        for (const auto& m : moves) {
            EXPECT_EQ(move_refusal(g, s, m), "") << m;
            s = g.apply(s, m);
        }
        EXPECT_TRUE(g.status(s).over);
        EXPECT_EQ(*g.status(s).score, final_score);
        return s;
    }
};

TEST_F(SolveTest, SolveIsAJobCommandTakingSeconds) {
    ASSERT_EQ(table().command_count, 1u);
    EXPECT_STREQ(table().commands[0].name, "solve");
    EXPECT_STREQ(table().commands[0].args, "SECONDS");
    EXPECT_EQ(table().commands[0].is_job, 1);
}

TEST_F(SolveTest, TheBenchmarkRuleSolvedSequenceReplaysToItsClaimedScore) {
    const auto g = game({}, std::nullopt, std::string("benchmark"), 42);
    solve_and_replay(*g, g->initial(), "0.2");
}

TEST_F(SolveTest, EveryScoringRuleAndMinGroupIsRespected) {
    const std::vector<std::vector<std::string>> cases = {
        {"scoring=n-1", "min_group=1", "rows=8", "cols=10"},
        {"scoring=n-1", "min_group=2", "clear_bonus=500"},
        {"scoring=n-2", "min_group=3", "colours=red,green,blue,yellow", "rows=12", "cols=12"},
        {"scoring=n-2", "min_group=2", "rows=20", "cols=30"},  // beyond the bit board
    };
    for (const auto& sets : cases) {
        SCOPED_TRACE(sets[0] + " " + sets[1]);
        const auto g = game(sets, std::nullopt, std::nullopt, 7);
        solve_and_replay(*g, g->initial(), "0.1");
    }
}

TEST_F(SolveTest, AMidGameSolveCountsFromTheScoreSoFar) {
    const auto g = game({}, std::nullopt, std::string("samegame"), 3);
    StateRef s = g->initial();
    s = g->apply(s, g->moves(s).front());
    s = g->apply(s, g->moves(s).front());
    solve_and_replay(*g, s, "0.1");
}

TEST_F(SolveTest, ABoardThatCanBeClearedInAKnownWayIsCleared) {
    // Columns bottom up: 0: R B; 1: G B; 2: G R. The B pair first (0 1) lets the G pair
    // (1 0) join and then the two R (0 0): cleared, 1 + 1 + 1 + the bonus 100 = 103.
    // The G pair first strands B, B and R: 1 point and the game is over.
    const auto g = layout_game({"BBR", "RGG"}, {"clear_bonus=100"});
    const auto items = run(*g, g->initial(), "solve", "0.05");
    EXPECT_EQ(of_kind(items, PLATEAU_OUT_MOVE), (std::vector<std::string>{"0 1", "1 0", "0 0"}));
    EXPECT_EQ(of_kind(items, PLATEAU_OUT_MESSAGE),
              (std::vector<std::string>{"Solve: 3 moves, 103 more points: final score 103"}));
    const StateRef end = solve_and_replay(*g, g->initial(), "0.05");
    EXPECT_EQ(g->status(end).outcome, PLATEAU_OUTCOME_WON);
    // The hint is that sequence's first move.
    const auto hint = run(*g, g->initial(), "hint", "", 0.05);
    EXPECT_EQ(of_kind(hint, PLATEAU_OUT_HINT), (std::vector<std::string>{"0 1"}));
    EXPECT_EQ(of_kind(hint, PLATEAU_OUT_MESSAGE),
              (std::vector<std::string>{
                  "the first of 3 moves, 103 more points: final score 103"}));
}

TEST_F(SolveTest, ASolveStoppedEarlyStillHandsBackAWholeGame) {
    const auto g = game({}, std::nullopt, std::string("benchmark"), 8);
    solve_and_replay(*g, g->initial(), "0.001");
    // A long solve cancelled (the host frees the job: undo, new game) stops promptly.
    const auto started = std::chrono::steady_clock::now();
    {
        const auto job = g->start_job(g->initial(), "solve", "60", 0);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    EXPECT_LT(seconds, 5.0);  // not the 60 s asked for
}

TEST_F(SolveTest, TheHintOfTheLargestBoardComesSoonAfterItsBudget) {
    // 100x100 with min_group 1: a playout is thousands of moves; the search still stops
    // between playouts, so the hint comes with the budget, not seconds after it.
    const auto g = game({"rows=100", "cols=100", "min_group=1"});
    const auto started = std::chrono::steady_clock::now();
    const auto items = run(*g, g->initial(), "hint", "", 0.3);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    EXPECT_LT(seconds, 1.5);
    const auto hint = of_kind(items, PLATEAU_OUT_HINT);
    ASSERT_EQ(hint.size(), 1u);
    EXPECT_EQ(move_refusal(*g, g->initial(), hint[0]), "");
}

TEST_F(SolveTest, SolveWithoutSecondsTakesTheHostsBudgetAndRefusesNonsense) {
    const auto g = layout_game({"BBR", "RGG"});
    // No argument: the host's budget (0 would mean the game's 10 s).
    const auto items = run(*g, g->initial(), "solve", "", 0.05);
    EXPECT_EQ(of_kind(items, PLATEAU_OUT_MOVE).size(), 3u);
    for (const std::string bad : {"abc", "-1", "0", "5000", "1 2", "nan"}) {
        EXPECT_THROW((void)g->start_job(g->initial(), "solve", bad, 0), plateau::core::PluginError)
            << bad;
    }
    const auto over = layout_game({"RG"});
    EXPECT_THROW((void)over->start_job(over->initial(), "solve", "1", 0),
                 plateau::core::PluginError);
}

}  // namespace
}  // namespace samegame_test
