// Never lose a game: the text mode killed with SIGKILL at random points, 20 times, each
// time resumed with --continue, must come back with every move whose reply was shown; and
// the next start names the plugin that was running when the program stopped.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <random>
#include <thread>

#include "reliability_support.hpp"

namespace reliability {
namespace {

namespace fs = std::filesystem;

std::string lightsout_path() {
    return (build_plugin_dir() / "lightsout.so").lexically_normal().string();
}

std::string stopped_warning(const std::string& id, const std::string& path) {
    return "warning: Plateau stopped unexpectedly while the plugin \"" + id + "\" (" + path +
           ") was running";
}

int moves_in(const std::string& status) {
    const auto at = status.find("moves=");
    return at == std::string::npos ? -1 : std::stoi(status.substr(at + 6));
}

TEST(NeverLoseAGame, TheTextModeKilledTwentyTimesKeepsEveryShownMove) {
    const Scratch box;
    const fs::path autosave = box.data() / "text" / "lightsout.toml";
    std::mt19937 random(20261122);
    std::vector<std::string> shown_moves;  // every move whose reply was read
    std::string shown_board;               // the board of the last reply read
    std::string in_flight;                 // a move written but whose reply was not read
    std::string in_flight_board;           // its board, when its reply arrived after all

    for (int round = 0; round < 20; ++round) {
        SCOPED_TRACE("round " + std::to_string(round));
        auto game = box.start(
            round == 0 ? std::vector<std::string>{"play", "lightsout", "--text", "--seed", "7"}
                       : std::vector<std::string>{"play", "lightsout", "--text", "--continue"});
        const auto start = game->read_until_line("status: ", kReplyTimeoutMs);
        ASSERT_TRUE(start.has_value()) << "no start reply";
        const int restored = moves_in(last_status(*start));
        if (round > 0) {
            // Every shown move is back; the move being played when the kill came may be too.
            const bool without =
                restored == static_cast<int>(shown_moves.size()) && board_of(*start) == shown_board;
            const bool with = !in_flight.empty() &&
                              restored == static_cast<int>(shown_moves.size()) + 1 &&
                              (in_flight_board.empty() || board_of(*start) == in_flight_board);
            ASSERT_TRUE(without || with) << "restored " << restored << " moves, "
                                         << shown_moves.size() << " were shown; board\n"
                                         << board_of(*start) << "expected\n"
                                         << shown_board;
            if (with) shown_moves.push_back(in_flight);
            EXPECT_EQ(saved_moves(autosave), shown_moves);
        }
        shown_board = board_of(*start);
        in_flight.clear();
        in_flight_board.clear();

        // A few moves, each reply read: these must survive whatever comes next.
        const int count = static_cast<int>(random() % 5);
        for (int i = 0; i < count; ++i) {
            const std::string move =
                std::to_string(random() % 5) + " " + std::to_string(random() % 5);
            game->write(move + "\n");
            const auto reply = game->read_until_line("status: ", kReplyTimeoutMs);
            ASSERT_TRUE(reply.has_value()) << "no reply to " << move;
            if (moves_in(last_status(*reply)) == static_cast<int>(shown_moves.size()) + 1) {
                shown_moves.push_back(move);
            }
            shown_board = board_of(*reply);
        }
        // One more move, and SIGKILL at a random moment: before, while or after it is
        // played and saved.
        in_flight = std::to_string(random() % 5) + " " + std::to_string(random() % 5);
        game->write(in_flight + "\n");
        std::this_thread::sleep_for(std::chrono::microseconds(random() % 4000));
        game->kill(SIGKILL);
        const Result end = game->finish();
        EXPECT_EQ(end.status, -1) << "the program was to be killed, not to exit";
        // A reply that arrived before the kill was shown: its move must be back.
        const std::string late = last_status(end.out);
        if (!late.empty()) {
            if (moves_in(late) == static_cast<int>(shown_moves.size()) + 1) {
                shown_moves.push_back(in_flight);
            }
            shown_board = board_of(end.out);
            in_flight.clear();
        }
        if (round > 0) {
            EXPECT_NE(end.err.find(stopped_warning("lightsout", lightsout_path())),
                      std::string::npos)
                << end.err;
        }
    }
}

TEST(NeverLoseAGame, ACleanEndLeavesNoRunningMarker) {
    const Scratch box;
    const Result first = box.run({"play", "lightsout", "--text", "--seed", "3"}, "0 0\nquit\n");
    ASSERT_EQ(first.status, 0) << first.err;
    const Result second = box.run({"play", "lightsout", "--text", "--continue"}, "quit\n");
    ASSERT_EQ(second.status, 0) << second.err;
    EXPECT_EQ(second.err.find("warning:"), std::string::npos) << second.err;
    EXPECT_TRUE(fs::is_empty(box.data() / "running"));
}

TEST(NeverLoseAGame, ASegfaultInAPluginIsNamedAtTheNextStart) {
    const Scratch box;
    // Two good moves, then a move that makes the plugin crash the whole program.
    const Result crashed = box.run({"play", "rogue", "--text"}, "+\n+\ncrash\n");
    // Killed by SIGSEGV (-1 here); under AddressSanitizer, its report and exit status 1.
    EXPECT_NE(crashed.status, 0) << "the program was to die of SIGSEGV\n" << crashed.err;
    EXPECT_EQ(saved_moves(box.data() / "text" / "rogue.toml"),
              (std::vector<std::string>{"+", "+"}));

    const Result resumed = box.run({"play", "rogue", "--text", "--continue"}, "quit\n");
    EXPECT_EQ(resumed.status, 0) << resumed.err;
    const std::string path = rogue_plugin().lexically_normal().string();
    EXPECT_NE(resumed.err.find(stopped_warning("rogue", path)), std::string::npos) << resumed.err;
    EXPECT_NE(resumed.out.find("count 2"), std::string::npos) << resumed.out;
    // Said once: the marker is gone after it was reported.
    const Result again = box.run({"play", "rogue", "--text", "--continue"}, "quit\n");
    EXPECT_EQ(again.err.find("warning:"), std::string::npos) << again.err;
}

}  // namespace
}  // namespace reliability
