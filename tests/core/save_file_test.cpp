// Saved games over the real Lights Out plugin: write_save, then read_save and
// restore_session give back the same game; every kind of bad file is refused whole, the
// message naming the file and the line; a write never leaves a temporary file behind.
#include "core/saves/save_file.hpp"

#include <gtest/gtest.h>
#include <toml++/toml.h>

#include <cctype>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core_test_support.hpp"

namespace plateau::core::testing {
namespace {

namespace fs = std::filesystem;

const ParamSchema* schema_of(const std::string& id) {
    return id == "lightsout" ? &lightsout_schema() : nullptr;
}

std::shared_ptr<const GameInstance> make_game(const std::string& id, const Settings& settings,
                                              std::uint64_t seed,
                                              std::optional<std::string> layout) {
    if (id != "lightsout") throw PluginError("no plugin " + id);
    return std::make_shared<const GameInstance>(lightsout_table(), settings, seed,
                                                std::move(layout));
}

Session load(const fs::path& path) {
    const SaveFile save = read_save(path, schema_of);
    return restore_session(path, save, make_game);
}

// The message of the SaveError loading `path` throws; fails the test when none is thrown.
std::string load_error(const fs::path& path) {
    try {
        (void)load(path);
    } catch (const SaveError& e) {
        return e.what();
    }
    ADD_FAILURE() << "no SaveError for " << path;
    return {};
}

bool starts_with(const std::string& text, const std::string& prefix) {
    return text.compare(0, prefix.size(), prefix) == 0;
}

void expect_same_settings(const Settings& a, const Settings& b) {
    ASSERT_EQ(a.values.size(), b.values.size());
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        EXPECT_EQ(a.values[i].key, b.values[i].key);
        EXPECT_EQ(a.values[i].type, b.values[i].type);
        EXPECT_TRUE(a.values[i].value == b.values[i].value) << a.values[i].key;
    }
}

TEST(SaveFile, RoundTripOfASeededGame) {
    TempDir dir;
    // Non-default settings, and the largest seed (2^64 - 1), which a TOML integer cannot
    // hold: the seed is saved as text.
    Settings settings = lightsout_settings("size", std::int64_t{7});
    for (Setting& s : settings.values) {
        if (s.key == "colours") s.value = std::vector<std::string>{"#000000", "#ffffff"};
    }
    const std::uint64_t seed = 18446744073709551615ULL;
    Session s(game_from_seed(seed, settings));
    s.play("0 0");
    s.play("6 6");
    s.restart();
    s.play("3 3");
    s.play("6 0");
    s.undo();  // the position in the middle: a redo tail of one move

    const fs::path file = dir.path() / "saves" / "game.toml";  // the folder is made
    write_save(file, s, 12.5);

    const SaveFile save = read_save(file, schema_of);
    EXPECT_EQ(save.game_id, "lightsout");
    EXPECT_EQ(save.game_version, "1.0.0");
    EXPECT_EQ(save.seed, seed);
    EXPECT_FALSE(save.layout.has_value());
    EXPECT_DOUBLE_EQ(save.elapsed, 12.5);
    expect_same_settings(save.settings, settings);
    EXPECT_EQ(save.record.moves, (std::vector<std::string>{"0 0", "6 6", "restart", "3 3", "6 0"}));
    EXPECT_EQ(save.record.position, 4u);

    Session back = restore_session(file, save, make_game);
    EXPECT_EQ(text(back), text(s));
    EXPECT_EQ(back.moves(), 1);
    EXPECT_EQ(back.game().seed(), seed);
    expect_same_settings(back.game().settings(), settings);
    ASSERT_TRUE(back.can_redo());
    back.redo();
    s.redo();
    EXPECT_EQ(text(back), text(s));
    EXPECT_EQ(back.moves(), 2);
}

TEST(SaveFile, RoundTripOfALayoutGame) {
    TempDir dir;
    Session s(game_from_layout(kB0, 77));
    s.play("0 0");
    const fs::path file = dir.path() / "layout.toml";
    write_save(file, s);
    Session back = load(file);
    EXPECT_EQ(text(back), board(kB1));
    EXPECT_EQ(back.moves(), 1);
    EXPECT_EQ(back.game().layout(), std::optional<std::string>(layout(kB0)));
    EXPECT_EQ(back.game().seed(), 77u);
    back.undo();
    EXPECT_EQ(text(back), board(kB0));
}

TEST(SaveFile, TheFileIsReadableToml) {
    TempDir dir;
    Session s(game_from_layout(kB0));
    s.play("0 0");
    s.play("2 2");
    s.undo();
    const fs::path file = dir.path() / "game.toml";
    write_save(file, s);
    const toml::table doc = toml::parse_file(file.string());
    EXPECT_EQ(doc["format"].value<std::int64_t>(), 1);
    EXPECT_EQ(doc["game"].value<std::string>(), "lightsout");
    EXPECT_EQ(doc["game_version"].value<std::string>(), "1.0.0");
    EXPECT_EQ(doc["seed"].value<std::string>(), "5");
    EXPECT_EQ(doc["layout"].value<std::string>(), layout(kB0));
    EXPECT_EQ(doc["position"].value<std::int64_t>(), 1);
    const toml::array* moves = doc["moves"].as_array();
    ASSERT_NE(moves, nullptr);
    ASSERT_EQ(moves->size(), 2u);
    EXPECT_EQ((*moves)[0].value<std::string>(), "0 0");
    EXPECT_EQ((*moves)[1].value<std::string>(), "2 2");
    EXPECT_EQ(doc["parameters"]["size"].value<std::int64_t>(), 5);
}

TEST(SaveFile, WritingOverASaveLeavesNoTemporaryFile) {
    TempDir dir;
    const fs::path file = dir.path() / "slot.toml";
    Session s(game_from_layout(kB0));
    write_save(file, s);
    s.play("0 0");
    write_save(file, s);  // over the existing file
    s.play("2 2");
    write_save(file, s);
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
        names.push_back(entry.path().filename().string());
    }
    EXPECT_EQ(names, (std::vector<std::string>{"slot.toml"}));
    const Session back = load(file);
    EXPECT_EQ(back.moves(), 2);
    EXPECT_EQ(text(back), board(kB1_22));
}

// ---- bad files ----
//
// A good file, line by line; each test below breaks one line of it and expects the
// message `FILE:LINE: ...` with that line.
const std::vector<std::string> kGood = {
    "# Plateau saved game",             // 1
    "format = 1",                       // 2
    "game = \"lightsout\"",             // 3
    "game_version = \"1.0.0\"",         // 4
    "seed = \"5\"",                     // 5
    "layout = \"#..\\n.##\\n.#.\\n\"",  // 6
    "position = 1",                     // 7
    "moves = [",                        // 8
    "  \"0 0\",",                       // 9
    "]",                                // 10
    "",                                 // 11
    "[parameters]",                     // 12
    "size = 5",                         // 13
};

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

std::string with_line(int line, const std::string& replacement) {
    std::string out;
    for (std::size_t i = 0; i < kGood.size(); ++i) {
        out += (static_cast<int>(i) + 1 == line ? replacement : kGood[i]) + "\n";
    }
    return out;
}

class BadSave : public ::testing::Test {
  protected:
    // The message for `text`, which must begin with FILE:LINE:.
    void expect_refused_at(const std::string& text, int line, const std::string& also) {
        const fs::path file = dir_.write("bad.toml", text);
        const std::string message = load_error(file);
        EXPECT_TRUE(starts_with(message, file.string() + ":" + std::to_string(line) + ":"))
            << message << "\nexpected line " << line << " of\n"
            << text;
        EXPECT_NE(message.find(also), std::string::npos) << message;
    }
    TempDir dir_;
};

TEST_F(BadSave, TheGoodFileLoads) {
    const fs::path file = dir_.write("good.toml", with_line(0, ""));
    const Session s = load(file);
    EXPECT_EQ(text(s), board(kB1));
    EXPECT_EQ(s.moves(), 1);
}

TEST_F(BadSave, NotToml) {
    // An unterminated string on line 3.
    expect_refused_at(with_line(3, "game = \"lightsout"), 3, "");
    // The message has the column too: FILE:3:COLUMN: ...
    const fs::path file = dir_.write("bad.toml", with_line(3, "game = = 1"));
    const std::string message = load_error(file);
    const std::string prefix = file.string() + ":3:";
    ASSERT_TRUE(starts_with(message, prefix)) << message;
    EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(message[prefix.size()]))) << message;
}

TEST_F(BadSave, NoFormat) {
    const fs::path file = dir_.write("bad.toml", with_line(2, ""));
    const std::string message = load_error(file);
    EXPECT_TRUE(starts_with(message, file.string() + ":")) << message;
    EXPECT_NE(message.find("format"), std::string::npos) << message;
}

TEST_F(BadSave, NotASaveAtAll) {
    const fs::path file = dir_.write("bad.toml", "size = 5\n");
    const std::string message = load_error(file);
    EXPECT_TRUE(starts_with(message, file.string() + ":")) << message;
}

TEST_F(BadSave, WrongFormat) {
    expect_refused_at(with_line(2, "format = 2"), 2, "2");
    expect_refused_at(with_line(2, "format = \"1\""), 2, "format");
}

TEST_F(BadSave, UnknownGame) {
    expect_refused_at(with_line(3, "game = \"nosuchgame\""), 3, "nosuchgame");
    expect_refused_at(with_line(3, "game = 7"), 3, "game");
}

TEST_F(BadSave, BadSeedText) {
    expect_refused_at(with_line(5, "seed = \"5x\""), 5, "5x");
    expect_refused_at(with_line(5, "seed = \"-1\""), 5, "-1");
    expect_refused_at(with_line(5, "seed = \"\""), 5, "seed");
    // 2^64 is one past the largest seed.
    expect_refused_at(with_line(5, "seed = \"18446744073709551616\""), 5, "18446744073709551616");
    // A seed is text: a TOML integer cannot hold every seed.
    expect_refused_at(with_line(5, "seed = 5"), 5, "seed");
}

TEST_F(BadSave, UnknownParameter) { expect_refused_at(with_line(13, "sise = 5"), 13, "sise"); }

TEST_F(BadSave, ParameterOutOfRange) {
    expect_refused_at(with_line(13, "size = 12"), 13, "size");
    expect_refused_at(with_line(13, "size = 2"), 13, "size");
    expect_refused_at(with_line(13, "size = \"five\""), 13, "size");
    expect_refused_at(with_line(13, "colours = [\"red\"]"), 13, "colours");
}

TEST_F(BadSave, MovesNotAList) {
    std::vector<std::string> lines = kGood;
    lines[7] = "moves = \"0 0\"";  // line 8
    lines[8] = "# 9";              // the old list's item and bracket become comments
    lines[9] = "# 10";
    expect_refused_at(join(lines), 8, "moves");
}

TEST_F(BadSave, AMoveThatIsNotText) { expect_refused_at(with_line(9, "  7,"), 9, "move"); }

TEST_F(BadSave, ARefusedMoveNamesItsOwnLine) {
    std::vector<std::string> lines = kGood;
    lines[6] = "position = 3";                        // line 7
    lines[8] = "  \"0 0\",\n  \"2 2\",\n  \"9 9\",";  // lines 9, 10 and 11
    expect_refused_at(join(lines), 11, "9 9");
}

TEST_F(BadSave, AMoveAfterTheWinIsRefused) {
    // 0 0 then 1 1 solve the layout (B0); a third move is refused, on line 11.
    std::vector<std::string> lines = kGood;
    lines[6] = "position = 3";
    lines[8] = "  \"0 0\",\n  \"1 1\",\n  \"2 2\",";
    expect_refused_at(join(lines), 11, "2 2");
}

// Lights Out's ui keeps nothing a save must keep: a `ui` line is not its, nor a number.
TEST_F(BadSave, AUiTheGameDoesNotKeepIsRefused) {
    expect_refused_at(with_line(11, "ui = \"losses=1\""), 11, "keeps nothing");
    expect_refused_at(with_line(11, "ui = 3"), 11, "ui must be a text");
}

// `assisted` (issue 19): one of the three words, read back into the record; anything else
// is refused on its line.
TEST_F(BadSave, AssistedIsOneOfThreeWords) {
    for (const auto& [word, assistance] :
         {std::pair{"hint", Assistance::hint}, std::pair{"solver", Assistance::solver},
          std::pair{"undo-after-loss", Assistance::undo_after_loss}}) {
        const fs::path file =
            dir_.write("helped.toml", with_line(11, std::string("assisted = \"") + word + "\""));
        EXPECT_EQ(load(file).assistance(), assistance) << word;
    }
    EXPECT_EQ(load(dir_.write("plain.toml", with_line(0, ""))).assistance(), Assistance::none);
    expect_refused_at(with_line(11, "assisted = \"hints\""), 11,
                      "assisted must be \"hint\", \"solver\" or \"undo-after-loss\"");
    expect_refused_at(with_line(11, "assisted = \"\""), 11, "assisted must be");
    expect_refused_at(with_line(11, "assisted = true"), 11, "assisted must be");
}

TEST_F(BadSave, PositionOutOfRange) {
    expect_refused_at(with_line(7, "position = 2"), 7, "position");  // one move only
    expect_refused_at(with_line(7, "position = -1"), 7, "position");
    expect_refused_at(with_line(7, "position = \"1\""), 7, "position");
}

// Found by fuzz/save_file_fuzzer.cpp: `position = 1e93` was cast to an integer with
// undefined behaviour (inside toml++'s value<int64_t>(); the sanitizer build reports it), and
// an elapsed time of nan or inf was taken. Each is refused on its line; a whole number
// written as a float is still the number.
TEST_F(BadSave, NumbersNoIntegerHoldsAreRefused) {
    expect_refused_at(with_line(7, "position = 1e93"), 7, "position");
    expect_refused_at(with_line(7, "position = -1e93"), 7, "position");
    expect_refused_at(with_line(7, "position = 9.3e18"), 7, "position");  // just over 2^63
    expect_refused_at(with_line(7, "position = nan"), 7, "position");
    expect_refused_at(with_line(7, "position = inf"), 7, "position");
    expect_refused_at(with_line(7, "position = 0.5"), 7, "position");
    expect_refused_at(with_line(2, "format = 1e93"), 2, "format");
    expect_refused_at(with_line(2, "format = -inf"), 2, "format");
    expect_refused_at(with_line(11, "elapsed = nan"), 11, "elapsed");
    expect_refused_at(with_line(11, "elapsed = inf"), 11, "elapsed");

    const fs::path file = dir_.write("good.toml", with_line(7, "position = 1.0"));
    const Session s = load(file);
    EXPECT_EQ(s.moves(), 1);
    EXPECT_EQ(text(s), board(kB1));
}

TEST_F(BadSave, ABadLayoutNamesTheFile) {
    const fs::path file = dir_.write("bad.toml", with_line(6, "layout = \"#x.\\n...\\n...\\n\""));
    const std::string message = load_error(file);
    EXPECT_TRUE(starts_with(message, file.string() + ":")) << message;
    // The plugin's reason: the second character of the layout's first line.
    EXPECT_NE(message.find("column 2"), std::string::npos) << message;
}

TEST_F(BadSave, AMissingFile) {
    const fs::path file = dir_.path() / "none.toml";
    const std::string message = load_error(file);
    EXPECT_TRUE(starts_with(message, file.string() + ":")) << message;
}

}  // namespace
}  // namespace plateau::core::testing
