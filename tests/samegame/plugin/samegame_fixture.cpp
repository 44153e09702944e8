#include "samegame_fixture.hpp"

#include "loaded_game.hpp"

namespace samegame_test {

namespace {
constexpr char kPluginPath[] = SAMEGAME_PLUGIN_PATH;
using Loaded = plateau::test::LoadedGame<kPluginPath>;
}  // namespace

const plateau_plugin& SameGameTest::table() { return Loaded::table(); }
const plateau::core::ParamSchema& SameGameTest::schema() { return Loaded::schema(); }

plateau::core::Settings SameGameTest::settings(const std::vector<std::string>& sets,
                                               const std::optional<std::string>& preset) {
    return Loaded::settings(sets, preset);
}

std::shared_ptr<const GameInstance> SameGameTest::game(const std::vector<std::string>& sets,
                                                       const std::optional<std::string>& layout,
                                                       const std::optional<std::string>& preset,
                                                       std::uint64_t seed) {
    return Loaded::game(sets, seed, layout, preset);
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

plateau::core::Session SameGameTest::load_save(const std::filesystem::path& file) {
    return Loaded::load(file);
}

std::string SameGameTest::move_refusal(const GameInstance& g, const StateRef& s,
                                       const std::string& move) {
    return plateau::test::move_refusal(g, s, move);
}

std::string join(const std::vector<std::string>& lines) {
    return plateau::test::layout_text(lines);
}

}  // namespace samegame_test
