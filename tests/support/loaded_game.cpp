#include "loaded_game.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/config/game_config.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace plateau::test {

namespace {

struct Loaded {
    std::shared_ptr<const core::Plugin> plugin;
    core::ParamSchema schema;
};

const Loaded& loaded(const std::string& path) {
    // Never freed: a loaded library stays loaded until the program ends, as in the host.
    static auto* const by_path = new std::map<std::string, Loaded>;
    static std::mutex guard;
    const std::lock_guard<std::mutex> lock(guard);
    if (const auto found = by_path->find(path); found != by_path->end()) return found->second;
    const core::LoadOutcome outcome = core::load_plugin(path);
    if (!outcome.loaded()) throw std::runtime_error(path + " was refused: " + outcome.refusal);
    const plateau_plugin& t = outcome.plugin->table();
    return by_path->emplace(path, Loaded{outcome.plugin, core::schema_from_abi(t)}).first->second;
}

}  // namespace

const core::Plugin& loaded_plugin(const std::string& path) { return *loaded(path).plugin; }

const core::ParamSchema& loaded_schema(const std::string& path) { return loaded(path).schema; }

core::Settings settings_of(const std::string& path, const std::vector<std::string>& sets,
                           const std::optional<std::string>& preset) {
    const core::ParamSchema& schema = loaded_schema(path);
    return core::resolve_settings(schema, core::load_game_config(schema, {}), preset, sets);
}

core::SaveFile read_save_of(const std::string& path, const std::filesystem::path& file) {
    const std::string id = loaded_plugin(path).id();
    const core::ParamSchema& schema = loaded_schema(path);
    return core::read_save(file,
                           [&](const std::string& of) { return of == id ? &schema : nullptr; });
}

core::Session restore_session_of(const std::string& path, const std::filesystem::path& file,
                                 const core::SaveFile& save) {
    const plateau_plugin& table = loaded_plugin(path).table();
    return core::restore_session(file, save,
                                 [&](const std::string&, const core::Settings& settings,
                                     std::uint64_t seed, std::optional<std::string> layout) {
                                     return std::make_shared<const core::GameInstance>(
                                         table, settings, seed, std::move(layout));
                                 });
}

core::StateRef play_all(const core::GameInstance& game, const std::vector<std::string>& moves) {
    core::StateRef state = game.initial();
    for (const auto& move : moves) state = game.apply(state, move);
    return state;
}

std::string move_refusal(const core::GameInstance& game, const core::StateRef& state,
                         const std::string& move) {
    try {
        (void)game.apply(state, move);
    } catch (const core::PluginError& e) {
        return e.what();
    }
    return "";
}

core::JobHandle::Result run_job(const core::GameInstance& game, const core::StateRef& state,
                                const std::string& name, double budget) {
    const auto job = game.start_job(state, name, "", budget);
    // From 20 µs between polls, doubling up to 1 ms: a quick job (a hint) answers at once,
    // a long one (a move searched for a second) is not asked thousands of times.
    auto pause = std::chrono::microseconds(20);
    for (;;) {
        if (auto result = job->poll()) return *result;
        std::this_thread::sleep_for(pause);
        pause = std::min(2 * pause, std::chrono::microseconds(1000));
    }
}

std::string job_item(const core::JobHandle::Result& result, plateau_output_kind kind) {
    for (const auto& item : result.items) {
        if (item.kind == kind) return item.text;
    }
    return "(none)";
}

std::vector<core::Played> play_computers(core::Session& session) {
    std::vector<core::Played> played;
    while (!session.status().over && session.computer_to_move()) {
        const std::string move =
            job_item(run_job(session.game(), session.state(), "move"), PLATEAU_OUT_MOVE);
        std::vector<core::Played> more = session.play_for_player(move);
        played.insert(played.end(), more.begin(), more.end());
    }
    return played;
}

std::string layout_text(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    return text;
}

}  // namespace plateau::test
