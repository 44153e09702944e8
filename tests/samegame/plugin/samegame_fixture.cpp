#include "samegame_fixture.hpp"

#include "core/config/game_config.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace samegame_test {

std::shared_ptr<const plateau::core::Plugin>* SameGameTest::plugin_ = nullptr;
plateau::core::ParamSchema* SameGameTest::schema_ = nullptr;

void SameGameTest::SetUpTestSuite() {
    if (plugin_ != nullptr) return;
    const auto outcome = plateau::core::load_plugin(SAMEGAME_PLUGIN_PATH);
    ASSERT_TRUE(outcome.loaded()) << outcome.refusal;
    plugin_ = new std::shared_ptr<const plateau::core::Plugin>(outcome.plugin);
    const plateau_plugin& t = outcome.plugin->table();
    schema_ = new plateau::core::ParamSchema(
        plateau::core::schema_from_abi(t.params, t.param_count, t.presets, t.preset_count));
}

void SameGameTest::TearDownTestSuite() {}  // the plugin stays loaded, as in the host

const plateau_plugin& SameGameTest::table() { return (*plugin_)->table(); }
const plateau::core::ParamSchema& SameGameTest::schema() { return *schema_; }

plateau::core::Settings SameGameTest::settings(const std::vector<std::string>& sets,
                                               const std::optional<std::string>& preset) {
    const auto config = plateau::core::load_game_config(*schema_, {});
    return plateau::core::resolve_settings(*schema_, config, preset, sets);
}

std::shared_ptr<const GameInstance> SameGameTest::game(const std::vector<std::string>& sets,
                                                       const std::optional<std::string>& layout,
                                                       const std::optional<std::string>& preset,
                                                       std::uint64_t seed) {
    return std::make_shared<const GameInstance>(table(), settings(sets, preset), seed, layout);
}

std::shared_ptr<const GameInstance> SameGameTest::layout_game(
    const std::vector<std::string>& lines, const std::vector<std::string>& sets) {
    return game(sets, join(lines));
}

std::string SameGameTest::refusal(const std::vector<std::string>& sets,
                                  const std::optional<std::string>& layout) {
    try {
        (void)game(sets, layout);
    } catch (const plateau::core::PluginError& e) {
        return e.what();
    }
    return "";
}

std::string SameGameTest::move_refusal(const GameInstance& g, const StateRef& s,
                                       const std::string& move) {
    try {
        (void)g.apply(s, move);
    } catch (const plateau::core::PluginError& e) {
        return e.what();
    }
    return "";
}

std::string join(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

}  // namespace samegame_test
