// A save that cannot be written (a read-only data folder, a full disk, a folder that is
// missing or cannot be made) gives a clear message in the text mode; the game goes on and
// the old file is intact. The disks are small tmpfs mounts (the tests run as root).
#include <gtest/gtest.h>

#include "reliability_support.hpp"

namespace reliability {
namespace {

namespace fs = std::filesystem;

const std::string kAt2 = "status: moves=2 turn=1 over=0 result=none";

// The files in a folder, by name.
std::vector<std::string> names_in(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) {
        names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

// Plays one move on a seeded game so that the autosave holds it, and returns the file.
fs::path first_game(const Scratch& box, const fs::path& data) {
    const Result r = box.run({"play", "lightsout", "--text", "--seed", "3"}, "0 0\nquit\n", data);
    EXPECT_EQ(r.status, 0) << r.err;
    return data / "text" / "lightsout.toml";
}

TEST(WriteFailure, AReadOnlyDataFolder) {
    const Scratch box;
    SmallDisk disk("1m");
    ASSERT_TRUE(disk.mounted()) << disk.error();
    const fs::path data = disk.path() / "data";
    const fs::path autosave = first_game(box, data);
    const std::string old_text = read_file(autosave);
    ASSERT_TRUE(disk.set_read_only(true));

    const Result r = box.run({"play", "lightsout", "--text", "--continue"},
                             "1 1\nsave " + (data / "slot.toml").string() + "\n", data);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find("error: autosave: cannot create a temporary file for " +
                         autosave.string() + ": Read-only file system\n"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("error: cannot create a temporary file for " +
                         (data / "slot.toml").string() + ": Read-only file system\n"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(last_status(r.out), kAt2);  // the game went on
    EXPECT_EQ(read_file(autosave), old_text);
    EXPECT_EQ(names_in(autosave.parent_path()), (std::vector<std::string>{"lightsout.toml"}));
    ASSERT_TRUE(disk.set_read_only(false));
}

TEST(WriteFailure, AFullDisk) {
    const Scratch box;
    SmallDisk disk("256k");
    ASSERT_TRUE(disk.mounted()) << disk.error();
    const fs::path data = disk.path() / "data";
    const fs::path autosave = first_game(box, data);
    const std::string old_text = read_file(autosave);
    disk.fill();

    const Result r = box.run({"play", "lightsout", "--text", "--continue"}, "1 1\n", data);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find("error: autosave: cannot write " + autosave.string() +
                         ": No space left on device\n"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(last_status(r.out), kAt2);
    EXPECT_EQ(read_file(autosave), old_text);
    // No temporary file is left behind to fill the disk further.
    EXPECT_EQ(names_in(autosave.parent_path()), (std::vector<std::string>{"lightsout.toml"}));
}

TEST(WriteFailure, AMissingDataFolderIsMadeAgain) {
    const Scratch box;
    auto game = box.start({"play", "lightsout", "--text", "--seed", "3"});
    ASSERT_TRUE(game->read_until_line("status: ", 20000));
    game->write("0 0\n");
    ASSERT_TRUE(game->read_until_line("status: ", 20000));
    fs::remove_all(box.data());  // the player (or a cleaner) removes the data folder
    game->write("1 1\n");
    const auto reply = game->read_until_line("status: ", 20000);
    ASSERT_TRUE(reply);
    EXPECT_EQ(last_status(*reply), kAt2);
    const Result end = game->finish();
    EXPECT_EQ(end.err, "");
    EXPECT_EQ(saved_moves(box.data() / "text" / "lightsout.toml"),
              (std::vector<std::string>{"0 0", "1 1"}));
}

TEST(WriteFailure, AFolderThatCannotBeMade) {
    const Scratch box;
    const fs::path file = box.write("a-file", "not a folder\n");
    const fs::path slot = file / "saves" / "slot.toml";
    const Result r = box.run({"play", "lightsout", "--text", "--seed", "3"},
                             "0 0\nsave " + slot.string() + "\n1 1\n");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.err.find("error: cannot create the folder " + (file / "saves").string() +
                         ": Not a directory\n"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(last_status(r.out), kAt2);
    EXPECT_EQ(read_file(file), "not a folder\n");
}

}  // namespace
}  // namespace reliability
