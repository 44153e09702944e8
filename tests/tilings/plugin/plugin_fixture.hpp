// The Tilings plugin loaded as the host loads it (load_plugin on the built .so), with
// settings made the host's way (tests/support/loaded_game.hpp).
//
// Hand-built positions use a custom deck dealt in its order (shuffle=false) and a chosen
// first cell: with P players dealt round-robin and no skip, the k-th tile played is the
// deck's k-th tile (player 1's first tile is deck 1, player 2's is deck 2, ...), so a test
// lists its tiles in the order they are played and plays the moves.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game/game_instance.hpp"
#include "loaded_game.hpp"

namespace tilings::test {

namespace core = plateau::core;
using Sets = std::vector<std::string>;

inline constexpr char kPluginPath[] = TILINGS_PLUGIN_PATH;
using LoadedPlugin = plateau::test::LoadedGame<kPluginPath>;
using plateau::test::job_item;
using plateau::test::move_refusal;
using plateau::test::play_all;
using plateau::test::run_job;

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

// The status line's `scores=` part.
inline std::string scores_of(const core::GameStatus& status) {
    std::string out;
    for (std::size_t i = 0; i < status.scores.size(); ++i) {
        out += (i > 0 ? "," : "") + std::to_string(status.scores[i]);
    }
    return out;
}

}  // namespace tilings::test
