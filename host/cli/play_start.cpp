#include "cli/play_start.hpp"

#include <charconv>
#include <fstream>
#include <sstream>

#include "core/app/host_context.hpp"
#include "core/config/config_error.hpp"
#include "core/config/game_id.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"

namespace plateau::cli {

using core::tr;

namespace {

std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        throw StartRefused(
            format(tr("--seed {}: a seed is a whole number from 0 to 18446744073709551615"), text));
    }
    return seed;
}

std::string read_layout(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw StartRefused(format(tr("--layout {}: the file cannot be read"), path.string()));
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

}  // namespace

void read_game_id(PlayOptions& play) {
    if (!core::looks_like_game_id(play.game)) return;
    if (play.preset || !play.sets.empty() || play.seed || play.layout || play.resume) {
        throw StartRefused(
            tr("a game id gives the settings and the seed: it takes no --preset, "
               "--set, --seed, --layout or --continue"));
    }
    try {
        const core::GameIdText id = core::parse_game_id(play.game);
        play.game_id = play.game;
        play.game = id.game;
    } catch (const core::ConfigError& e) {
        throw StartRefused(e.what());
    }
}

core::SavedGame start_game(core::HostContext& context, const PlayOptions& play,
                           const ContinueSlot& slot) {
    try {
        (void)context.require_game(play.game);
    } catch (const core::ConfigError& e) {
        throw StartRefused(e.what());
    }
    if (play.resume) {
        if (play.preset || !play.sets.empty() || play.seed || play.layout) {
            throw StartRefused(
                tr("--continue resumes the saved game as it was: it takes no --preset, --set, "
                   "--seed or --layout"));
        }
        if (!std::filesystem::exists(slot.file)) {
            // TRANSLATORS: {1} is "in the text mode" or "in the window".
            throw StartRefused(format(tr("nothing to continue: no {0} game was played {1} yet"),
                                      play.game, slot.where));
        }
        return core::load_saved_game(context, slot.file, play.game);
    }
    if (play.game_id) return {core::Session(context.make_game_from_id(*play.game_id).instance), 0};
    const core::Settings settings = context.resolve_settings(play.game, play.preset, play.sets);
    const std::uint64_t seed = play.seed ? parse_seed(*play.seed) : core::draw_seed();
    std::optional<std::string> layout;
    if (play.layout) layout = read_layout(*play.layout);
    try {
        return {core::Session(context.make_game(play.game, settings, seed, std::move(layout))), 0};
    } catch (const core::PluginError& e) {
        throw StartRefused(play.layout ? "--layout " + play.layout->string() + ": " + e.what()
                                       : std::string(e.what()));
    }
}

}  // namespace plateau::cli
