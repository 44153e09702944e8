// A corrupt or foreign save file is refused whole with its reason, and the game in play is
// untouched: through the real program's text mode (`load FILE`), each bad file in turn,
// then `show` must give the board and status of before.
#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "reliability_support.hpp"

namespace reliability {
namespace {

namespace fs = std::filesystem;

const std::string kAt1 = "status: moves=1 turn=1 over=0 result=none";

class CorruptSave : public ::testing::Test {
  protected:
    void SetUp() override {
        // A real save of Lights Out (seed 3, one move) and one of another game.
        const Result lights = box_.run({"play", "lightsout", "--text", "--seed", "3"},
                                       "0 0\nsave " + good_.string() + "\n");
        ASSERT_EQ(lights.status, 0) << lights.err;
        board_ = board_of(lights.out);
        const Result rogue = box_.run({"play", "rogue", "--text"},
                                      "+\nsave " + (box_.path() / "rogue.toml").string() + "\n");
        ASSERT_EQ(rogue.status, 0) << rogue.err;
    }

    // Loads `file` into the game of the save above and expects `reason` and nothing changed.
    void expect_refused(const fs::path& file, const std::string& reason) {
        SCOPED_TRACE(file.filename().string());
        const Result r = box_.run({"play", "lightsout", "--text", "--seed", "3"},
                                  "0 0\nload " + file.string() + "\nshow\n");
        EXPECT_EQ(r.status, 0) << r.err;
        EXPECT_NE(r.err.find("error: " + file.string() + reason), std::string::npos) << r.err;
        // The reply to `show`, the last one, is the game of before the load.
        EXPECT_EQ(last_status(r.out), kAt1);
        EXPECT_EQ(board_of(r.out), board_);
    }

    fs::path variant(const std::string& name, const std::string& text) {
        return box_.write(name, text);
    }

    Scratch box_;
    fs::path good_ = box_.path() / "good.toml";
    std::string board_;
};

TEST_F(CorruptSave, TheGoodFileLoads) {
    const Result r =
        box_.run({"play", "lightsout", "--text", "--seed", "9"}, "load " + good_.string() + "\n");
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(last_status(r.out), kAt1);
    EXPECT_EQ(board_of(r.out), board_);
}

TEST_F(CorruptSave, ASaveOfAnotherGame) {
    expect_refused(box_.path() / "rogue.toml", ": this is a saved game of rogue, not of lightsout");
}

TEST_F(CorruptSave, ASaveOfANewerPluginVersion) {
    std::string text = read_file(good_);
    const auto at = text.find("game_version = \"1.0.0\"");
    ASSERT_NE(at, std::string::npos) << text;
    text.replace(at, 22, "game_version = \"1.2.0\"");
    expect_refused(variant("newer.toml", text),
                   ": saved by version 1.2.0 of lightsout, newer than the installed 1.0.0: "
                   "update the plugin to load it");
}

TEST_F(CorruptSave, ATruncatedFile) {
    const std::string text = read_file(good_);
    // Cut inside the list of moves: the rest (its end, the parameters) is gone.
    const auto cut = text.find("\"0 0\"") + 3;
    expect_refused(variant("truncated.toml", text.substr(0, cut)), ":");
}

TEST_F(CorruptSave, AnEmptyFile) {
    expect_refused(variant("empty.toml", ""), ": not a Plateau save: no `format`");
}

TEST_F(CorruptSave, RandomBytes) {
    std::mt19937 random(7);
    std::string bytes(4096, '\0');
    for (char& c : bytes) c = static_cast<char>(random() & 0xff);
    expect_refused(variant("random.toml", bytes), ":");
}

TEST_F(CorruptSave, AHugeFile) {
    // A valid save followed by 17 MiB of comment lines: refused for its size alone.
    const fs::path huge = box_.path() / "huge.toml";
    {
        std::ofstream out(huge, std::ios::binary);
        out << read_file(good_);
        const std::string line = "# " + std::string(1021, 'x') + "\n";
        for (int i = 0; i < 17 * 1024; ++i) out << line;
    }
    expect_refused(huge, ": too large for a saved game (more than 16 MiB)");
}

TEST_F(CorruptSave, AFolder) {
    fs::create_directories(box_.path() / "folder.toml");
    expect_refused(box_.path() / "folder.toml", ": is a folder, not a saved game");
}

}  // namespace
}  // namespace reliability
