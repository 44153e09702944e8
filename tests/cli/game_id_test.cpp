// `plateau play ID`: a game ID (core/config/game_id.hpp) replays the same game, board for
// board, whatever the configuration files say; the text mode gives the ID after the seed;
// an ID with other start options, or a malformed one, is a refused start.
#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

// The lines after the two start messages (seed, game ID): the board and status.
std::string after_messages(const std::string& out) {
    std::string rest;
    for (const auto& line : lines_of(out)) {
        if (!starts_with(line, "message: ")) rest += line + "\n";
    }
    return rest;
}

TEST(CliGameId, TheIdFollowsTheSeedAndReplaysTheSameBoard) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    // Lights Out's own default size is 5: size=4 is written, the colours (at their
    // defaults in config/games/lightsout.toml too) are not.
    const Result first = box.plateau(
        {"play", "lightsout", "--text", "--seed", "31", "--set", "size=4", "--data-dir", data},
        "1 1\n");
    ASSERT_EQ(first.status, 0) << first.err;
    const Lines lines = lines_of(first.out);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0], "message: seed 31");
    EXPECT_EQ(lines[1], "message: game id lightsout:size=4#31");

    const Result again =
        box.plateau({"play", "lightsout:size=4#31", "--text", "--data-dir", data}, "1 1\n");
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.out, first.out);  // the same messages, boards and statuses
    EXPECT_EQ(again.err, "");
}

TEST(CliGameId, TheConfigurationFilesDoNotEnter) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    // The user's own file makes every game 7x7: a game played with it names size=7...
    box.write("xdg-config/plateau/games/lightsout.toml", "size = 7\n");
    const Result mine =
        box.plateau({"play", "lightsout", "--text", "--seed", "2", "--data-dir", data});
    ASSERT_EQ(mine.status, 0) << mine.err;
    EXPECT_EQ(lines_of(mine.out).at(1), "message: game id lightsout:size=7#2");
    // ...and an ID without size is the plugin's 5x5 here too, as on any other machine.
    const Result theirs = box.plateau({"play", "lightsout#2", "--text", "--data-dir", data});
    ASSERT_EQ(theirs.status, 0) << theirs.err;
    EXPECT_EQ(lines_of(theirs.out).at(1), "message: game id lightsout#2");
    EXPECT_EQ(lines_of(after_messages(theirs.out)).size(), 6u);  // 5 rows, status
    const Result seven = box.plateau({"play", "lightsout:size=7#2", "--text", "--data-dir", data});
    EXPECT_EQ(seven.out, mine.out);
}

TEST(CliGameId, EveryGameReplaysItsId) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    for (const std::string game : {"lightsout", "minesweeper", "pushover", "samegame", "tilings"}) {
        SCOPED_TRACE(game);
        const Result first =
            box.plateau({"play", game, "--text", "--seed", "77", "--data-dir", data});
        ASSERT_EQ(first.status, 0) << first.err;
        const Lines lines = lines_of(first.out);
        ASSERT_GE(lines.size(), 2u);
        const std::string prefix = "message: game id ";
        ASSERT_TRUE(starts_with(lines[1], prefix)) << lines[1];
        const std::string id = lines[1].substr(prefix.size());
        EXPECT_TRUE(starts_with(id, game)) << id;
        EXPECT_EQ(id.substr(id.size() - 3), "#77") << id;
        const Result again = box.plateau({"play", id, "--text", "--data-dir", data});
        ASSERT_EQ(again.status, 0) << again.err;
        EXPECT_EQ(again.out, first.out);
    }
}

// ABI 1.6: SameGame's pieces (style) are a look parameter, the player's own taste: its ID
// leaves them out, and a game opened from an ID or a saved game shows the player's own.
TEST(CliGameId, TheLookIsThePlayersOwn) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto user_file = "xdg-config/plateau/games/samegame.toml";
    box.write(user_file, "style = \"shapes\"\nrows = 8\n");
    const auto mine = box.path() / "mine.toml";
    const Result first =
        box.plateau({"play", "samegame", "--text", "--seed", "5", "--data-dir", data},
                    "save " + mine.string() + "\n");
    ASSERT_EQ(first.status, 0) << first.err;
    EXPECT_EQ(lines_of(first.out).at(1), "message: game id samegame:rows=8#5");
    EXPECT_NE(read_file(mine).find("style = \"shapes\""), std::string::npos) << read_file(mine);

    // An ID that names a look (written before 1.6) is the same game, in the player's look.
    const auto theirs = box.path() / "theirs.toml";
    const Result again =
        box.plateau({"play", "samegame:rows=8,style=balls#5", "--text", "--data-dir", data},
                    "save " + theirs.string() + "\n");
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(lines_of(again.out).at(1), "message: game id samegame:rows=8#5");
    EXPECT_EQ(after_messages(again.out), after_messages(first.out));
    EXPECT_NE(read_file(theirs).find("style = \"shapes\""), std::string::npos);

    // A saved game opens in the look the player has now.
    box.write(user_file, "style = \"balls\"\nrows = 8\n");
    const auto later = box.path() / "later.toml";
    const Result loaded = box.plateau({"play", "samegame", "--text", "--data-dir", data},
                                      "load " + mine.string() + "\nsave " + later.string() + "\n");
    ASSERT_EQ(loaded.status, 0) << loaded.err;
    EXPECT_NE(read_file(later).find("style = \"balls\""), std::string::npos) << loaded.out;
    EXPECT_NE(read_file(later).find("seed = \"5\""), std::string::npos) << read_file(later);
}

TEST(CliGameId, AGameOnALayoutHasNeitherSeedNorId) {
    const Sandbox box;
    const auto board = box.write("board.txt", "#..\n.##\n.#.\n");
    const Result r = box.plateau({"play", "lightsout", "--text", "--layout", board.string(),
                                  "--data-dir", (box.path() / "data").string()});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out, "#..\n.##\n.#.\nstatus: moves=0 turn=1 over=0 result=none\n");
}

TEST(CliGameId, RefusedStarts) {
    const Sandbox box;
    const std::string data = (box.path() / "data").string();
    const auto board = box.write("board.txt", "#..\n.##\n.#.\n");
    const std::string taken_whole =
        "error: a game id gives the settings and the seed: it takes no --preset, --set, --seed, "
        "--layout or --continue\n";
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"lightsout#1", "--seed", "2"}, taken_whole},
        {{"lightsout#1", "--preset", "small"}, taken_whole},
        {{"lightsout#1", "--set", "size=4"}, taken_whole},
        {{"lightsout#1", "--layout", board.string()}, taken_whole},
        {{"lightsout#1", "--continue"}, taken_whole},
        {{"lightsout#"},
         "error: game id \"lightsout#\": the seed \"\" is not a whole number from 0 to "
         "18446744073709551615\n"},
        {{"lightsout:size=10#1"},
         "error: game id \"lightsout:size=10#1\": size = 10 is out of range: an integer from 3 "
         "to 9 is allowed\n"},
        {{"lightsout:sise=4#1"},
         "error: game id \"lightsout:sise=4#1\": unknown key \"sise\": did you mean \"size\"?\n"},
        {{"lightsout:size#1"}, "error: game id \"lightsout:size#1\": \"size\" is not KEY=VALUE\n"},
    };
    for (const auto& [extra, error] : cases) {
        std::vector<std::string> args = {"play"};
        args.insert(args.end(), extra.begin(), extra.end());
        args.insert(args.end(), {"--text", "--data-dir", data});
        const Result r = box.plateau(args, "0 0\n");
        EXPECT_EQ(r.status, 2) << extra[0];
        EXPECT_EQ(r.out, "") << extra[0];
        EXPECT_EQ(r.err, error) << extra[0];
    }
    const Result unknown = box.plateau({"play", "nosuch#1", "--text", "--data-dir", data});
    EXPECT_EQ(unknown.status, 2);
    EXPECT_TRUE(starts_with(unknown.err, "error: unknown game \"nosuch\"")) << unknown.err;
}

}  // namespace
}  // namespace cli_test
