// The Push Over plugin loaded as the host loads it (load_plugin on the built .so), with
// settings made the host's way: the schema's defaults, then `--set`-style items.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_loader.hpp"

namespace pushover::test {

namespace core = plateau::core;

class LoadedPlugin {
  public:
    static const core::Plugin& plugin() {
        static const core::LoadOutcome outcome = core::load_plugin(PUSHOVER_PLUGIN_PATH);
        if (!outcome.loaded()) {
            ADD_FAILURE() << "pushover.so refused: " << outcome.refusal;
            std::abort();
        }
        return *outcome.plugin;
    }
    static const plateau_plugin& table() { return plugin().table(); }
    static const core::ParamSchema& schema() {
        static const core::ParamSchema s = core::schema_from_abi(
            table().params, table().param_count, table().presets, table().preset_count);
        return s;
    }

    // Defaults, then each "key=value" as `--set` gives it.
    static core::Settings settings(const std::vector<std::string>& sets = {}) {
        core::Settings s = core::default_settings(schema());
        for (const auto& item : sets) {
            const core::Setting v = core::parse_set_value(schema(), item);
            for (auto& existing : s.values) {
                if (existing.key == v.key) existing = v;
            }
        }
        return s;
    }

    static std::shared_ptr<const core::GameInstance> game(
        const std::vector<std::string>& sets = {}, std::uint64_t seed = 1,
        std::optional<std::string> layout = std::nullopt) {
        return std::make_shared<const core::GameInstance>(table(), settings(sets), seed,
                                                          std::move(layout));
    }
};

// Plays moves one after the other from the initial position.
inline core::StateRef play_all(const core::GameInstance& game,
                               const std::vector<std::string>& moves) {
    core::StateRef s = game.initial();
    for (const auto& m : moves) s = game.apply(s, m);
    return s;
}

// Runs a job to its end (polling as the host does) and returns its items.
inline core::JobHandle::Result run_job(const core::GameInstance& game, const core::StateRef& s,
                                       const std::string& name, double budget = 0) {
    auto job = game.start_job(s, name, "", budget);
    for (;;) {
        if (auto r = job->poll()) return *r;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

inline std::string job_move(const core::JobHandle::Result& r) {
    for (const auto& item : r.items) {
        if (item.kind == PLATEAU_OUT_MOVE) return item.text;
    }
    return "(no move)";
}

inline std::string job_hint(const core::JobHandle::Result& r) {
    for (const auto& item : r.items) {
        if (item.kind == PLATEAU_OUT_HINT) return item.text;
    }
    return "(no hint)";
}

}  // namespace pushover::test
