// The Tilings plugin loaded as the host loads it (load_plugin on the built .so), with
// settings made the host's way: the schema's defaults, then `--set`-style items.
//
// Hand-built positions use a custom deck dealt in its order (shuffle=false) and a chosen
// first cell: with P players dealt round-robin and no skip, the k-th tile played is the
// deck's k-th tile (player 1's first tile is deck 1, player 2's is deck 2, ...), so a test
// lists its tiles in the order they are played and plays the moves.
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

namespace tilings::test {

namespace core = plateau::core;
using Sets = std::vector<std::string>;

class LoadedPlugin {
  public:
    static const core::Plugin& plugin() {
        static const core::LoadOutcome outcome = core::load_plugin(TILINGS_PLUGIN_PATH);
        if (!outcome.loaded()) {
            ADD_FAILURE() << "tilings.so refused: " << outcome.refusal;
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
    static core::Settings settings(const Sets& sets = {}) {
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
        const Sets& sets = {}, std::uint64_t seed = 1,
        std::optional<std::string> layout = std::nullopt) {
        return std::make_shared<const core::GameInstance>(table(), settings(sets), seed,
                                                          std::move(layout));
    }
};

// The settings of a hand-built game: `players` humans on a width x height board, the
// custom deck `tiles` ("R G B Y", letters of RGBYMCOW) dealt in order, the first tile on
// `first_cell`, then `more` items.
inline Sets hand_built(int width, int height, int players, const std::string& first_cell,
                       const std::vector<std::string>& tiles, const Sets& more = {}) {
    std::string list = "tiles=[";
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        list += (i > 0 ? ", \"" : "\"") + tiles[i] + "\"";
    }
    list += "]";
    Sets sets = {"width=" + std::to_string(width),
                 "height=" + std::to_string(height),
                 "players=" + std::to_string(players),
                 "deck=custom",
                 "shuffle=false",
                 "first_cell=" + first_cell,
                 list};
    for (int p = 1; p <= 6; ++p) sets.push_back("player" + std::to_string(p) + "_kind=human");
    sets.insert(sets.end(), more.begin(), more.end());
    return sets;
}

// Plays moves one after the other from the initial position.
inline core::StateRef play_all(const core::GameInstance& game,
                               const std::vector<std::string>& moves) {
    core::StateRef s = game.initial();
    for (const auto& m : moves) s = game.apply(s, m);
    return s;
}

// The reason a move is refused ("" when it is accepted).
inline std::string refusal(const core::GameInstance& game, const core::StateRef& s,
                           const std::string& move) {
    try {
        (void)game.apply(s, move);
    } catch (const core::PluginError& e) {
        return e.what();
    }
    return "";
}

// The status line's `scores=` part.
inline std::string scores_of(const core::GameStatus& status) {
    std::string out;
    for (std::size_t i = 0; i < status.scores.size(); ++i) {
        out += (i > 0 ? "," : "") + std::to_string(status.scores[i]);
    }
    return out;
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

inline std::string job_item(const core::JobHandle::Result& r, plateau_output_kind kind) {
    for (const auto& item : r.items) {
        if (item.kind == kind) return item.text;
    }
    return "(none)";
}

}  // namespace tilings::test
