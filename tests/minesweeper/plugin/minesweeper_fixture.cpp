#include "minesweeper_fixture.hpp"

#include "core/config/config_error.hpp"
#include "loaded_game.hpp"

namespace minesweeper_test {

namespace {
constexpr char kPluginPath[] = MINESWEEPER_PLUGIN_PATH;
using Loaded = plateau::test::LoadedGame<kPluginPath>;
}  // namespace

const plateau_plugin& MinesweeperTest::table() { return Loaded::table(); }
const plateau::core::ParamSchema& MinesweeperTest::schema() { return Loaded::schema(); }

plateau::core::Settings MinesweeperTest::settings(const std::vector<std::string>& sets,
                                                  const std::optional<std::string>& preset) {
    return Loaded::settings(sets, preset);
}

std::shared_ptr<const GameInstance> MinesweeperTest::game(
    const std::vector<std::string>& sets, std::uint64_t seed,
    const std::optional<std::string>& layout, const std::optional<std::string>& preset) {
    return Loaded::game(sets, seed, layout, preset);
}

std::shared_ptr<const GameInstance> MinesweeperTest::layout_game(
    const std::vector<std::string>& lines, const std::vector<std::string>& sets) {
    return game(sets, 1, join(lines));
}

plateau::core::SaveFile MinesweeperTest::read_save(const std::filesystem::path& file) {
    return Loaded::read_save(file);
}

Session MinesweeperTest::restore(const std::filesystem::path& file,
                                 const plateau::core::SaveFile& save) {
    return Loaded::restore(file, save);
}

std::string MinesweeperTest::refusal(const std::vector<std::string>& sets,
                                     const std::optional<std::string>& layout,
                                     const std::optional<std::string>& preset) {
    try {
        (void)game(sets, 1, layout, preset);
    } catch (const plateau::core::PluginError& e) {
        return e.what();
    } catch (const plateau::core::ConfigError& e) {
        return e.what();
    }
    return "";
}

std::string Play::move(const std::string& move) {
    const std::string before = board();
    const int moves_before = session_.moves();
    try {
        session_.play(move);
    } catch (const plateau::core::PluginError& e) {
        // A refused move changes nothing.
        EXPECT_EQ(board(), before) << "refused move '" << move << "' changed the board";
        EXPECT_EQ(session_.moves(), moves_before);
        return e.what();
    }
    return "";
}

void Play::moves(const std::vector<std::string>& moves) {
    for (const auto& m : moves) ASSERT_EQ(move(m), "") << "move '" << m << "' was refused";
}

std::string Play::board() const { return session_.game().text_form(session_.state()); }
std::string Play::info() const {
    return session_.game().info_line(session_.state(), session_.ui());
}

std::string Play::result() const {
    const auto& s = session_.status();
    const char* outcome = s.outcome == PLATEAU_OUTCOME_WON    ? "won"
                          : s.outcome == PLATEAU_OUTCOME_LOST ? "lost"
                                                              : "none";
    return std::string(s.over ? "1 " : "0 ") + outcome;
}

std::vector<std::string> Play::hint() const {
    const auto result = plateau::test::run_job(session_.game(), session_.state(), "hint");
    std::vector<std::string> lines;
    for (const auto& item : result.items) {
        lines.push_back(std::string(item.kind == PLATEAU_OUT_HINT ? "hint: " : "message: ") +
                        item.text);
    }
    if (result.failed) lines.push_back("failed");
    return lines;
}

std::string join(const std::vector<std::string>& lines) {
    return plateau::test::layout_text(lines);
}

}  // namespace minesweeper_test
