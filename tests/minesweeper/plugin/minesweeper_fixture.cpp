#include "minesweeper_fixture.hpp"

#include <chrono>
#include <thread>

#include "core/config/config_error.hpp"
#include "core/config/game_config.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace minesweeper_test {

std::shared_ptr<const plateau::core::Plugin>* MinesweeperTest::plugin_ = nullptr;
plateau::core::ParamSchema* MinesweeperTest::schema_ = nullptr;

void MinesweeperTest::SetUpTestSuite() {
    if (plugin_ != nullptr) return;
    const auto outcome = plateau::core::load_plugin(MINESWEEPER_PLUGIN_PATH);
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    // Kept for the whole run, as the host keeps plugins until it exits.
    plugin_ = new std::shared_ptr<const plateau::core::Plugin>(outcome.plugin);
    const plateau_plugin& t = outcome.plugin->table();
    schema_ = new plateau::core::ParamSchema(
        plateau::core::schema_from_abi(t.params, t.param_count, t.presets, t.preset_count));
}

const plateau_plugin& MinesweeperTest::table() { return (*plugin_)->table(); }
const plateau::core::ParamSchema& MinesweeperTest::schema() { return *schema_; }

plateau::core::Settings MinesweeperTest::settings(const std::vector<std::string>& sets,
                                                  const std::optional<std::string>& preset) {
    const auto config = plateau::core::load_game_config(*schema_, {});
    return plateau::core::resolve_settings(*schema_, config, preset, sets);
}

std::shared_ptr<const GameInstance> MinesweeperTest::game(
    const std::vector<std::string>& sets, std::uint64_t seed,
    const std::optional<std::string>& layout, const std::optional<std::string>& preset) {
    return std::make_shared<const GameInstance>(table(), settings(sets, preset), seed, layout);
}

std::shared_ptr<const GameInstance> MinesweeperTest::layout_game(
    const std::vector<std::string>& lines, const std::vector<std::string>& sets) {
    return game(sets, 1, join(lines));
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
    auto job = session_.game().start_job(session_.state(), "hint", "", 0.0);
    for (;;) {
        if (auto result = job->poll()) {
            std::vector<std::string> lines;
            for (const auto& item : result->items) {
                lines.push_back(
                    std::string(item.kind == PLATEAU_OUT_HINT ? "hint: " : "message: ") +
                    item.text);
            }
            if (result->failed) lines.push_back("failed");
            return lines;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
}

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

}  // namespace minesweeper_test
