// Ending on a signal as on the close button (core/app/stop_signals.hpp): SIGTERM (a desktop
// logging out), SIGINT (Ctrl+C) and SIGHUP (the terminal closed) end the text mode with
// status 128 + the signal's number, the game saved with every move played, the running
// marker removed (so the next start blames no plugin), a running job stopped.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <thread>

#include "reliability_support.hpp"

namespace reliability {
namespace {

namespace fs = std::filesystem;

bool no_running_marker(const Scratch& box) {
    const fs::path running = box.data() / "running";
    return !fs::exists(running) || fs::is_empty(running);
}

// A game of Lights Out with two moves whose replies were read, then `signal` while the
// program waits for the next line.
void expect_clean_end_on(int signal) {
    const Scratch box;
    auto game = box.start({"play", "lightsout", "--text", "--seed", "11"});
    ASSERT_TRUE(game->read_until_line("status: ", kReplyTimeoutMs).has_value());
    for (const std::string move : {"1 2", "3 0"}) {
        game->write(move + "\n");
        const auto reply = game->read_until_line("status: ", kReplyTimeoutMs);
        ASSERT_TRUE(reply.has_value()) << "no reply to " << move;
    }
    game->kill(signal);
    const Result end = game->finish();
    EXPECT_EQ(end.status, 128 + signal) << end.err;
    EXPECT_TRUE(no_running_marker(box));
    EXPECT_EQ(saved_moves(box.data() / "text" / "lightsout.toml"),
              (std::vector<std::string>{"1 2", "3 0"}));

    // The next start finds the game and blames no plugin.
    const Result next = box.run({"play", "lightsout", "--text", "--continue"}, "quit\n");
    EXPECT_EQ(next.status, 0) << next.err;
    EXPECT_EQ(next.err.find("warning:"), std::string::npos) << next.err;
    EXPECT_NE(next.out.find("status: moves=2 "), std::string::npos) << next.out;
}

TEST(StopSignal, SigtermEndsTheTextModeAs143WithTheGameSaved) { expect_clean_end_on(SIGTERM); }
TEST(StopSignal, SigintEndsTheTextModeAs130WithTheGameSaved) { expect_clean_end_on(SIGINT); }
TEST(StopSignal, SighupEndsTheTextModeAs129WithTheGameSaved) { expect_clean_end_on(SIGHUP); }

TEST(StopSignal, ARunningJobIsStoppedNotWaitedFor) {
    const Scratch box;
    auto game = box.start({"play", "samegame", "--text", "--seed", "4"});
    ASSERT_TRUE(game->read_until_line("status: ", kReplyTimeoutMs).has_value());
    // A solve of 60 s: ended by the signal, it would have taken a minute.
    game->write("solve 60\n");
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    const auto sent = std::chrono::steady_clock::now();
    game->kill(SIGTERM);
    const Result end = game->finish();
    const auto took = std::chrono::steady_clock::now() - sent;
    EXPECT_EQ(end.status, 128 + SIGTERM) << end.err;
    // Stopped, not finished: well under the job's 60 s even under the sanitizers.
    EXPECT_LT(took, std::chrono::seconds(20));
    EXPECT_TRUE(no_running_marker(box));
    EXPECT_EQ(saved_moves(box.data() / "text" / "samegame.toml"), std::vector<std::string>{});
}

}  // namespace
}  // namespace reliability
