// The Push Over plugin loaded as the host loads it (load_plugin on the built .so), with
// settings made the host's way (tests/support/loaded_game.hpp), and the jobs' answers.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game/game_instance.hpp"
#include "loaded_game.hpp"

namespace pushover::test {

namespace core = plateau::core;

inline constexpr char kPluginPath[] = PUSHOVER_PLUGIN_PATH;
using LoadedPlugin = plateau::test::LoadedGame<kPluginPath>;
using plateau::test::move_refusal;
using plateau::test::play_all;
using plateau::test::run_job;

inline std::string job_move(const core::JobHandle::Result& r) {
    return plateau::test::job_item(r, PLATEAU_OUT_MOVE);
}

inline std::string job_hint(const core::JobHandle::Result& r) {
    return plateau::test::job_item(r, PLATEAU_OUT_HINT);
}

}  // namespace pushover::test
