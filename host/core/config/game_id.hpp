// A game ID: a game's settings and seed as one short text, to play the same game, board for
// board, on another machine (as Simon Tatham's Puzzles' game IDs and KDE's numbered games).
//
//   GAME#SEED                          every value at the plugin's built-in default
//   GAME:KEY=VALUE,KEY=VALUE#SEED      only the values that differ from those defaults
//
// Keys in the order the game declares them; a list's items joined by `|`; in a value, the
// characters `,:=#%|`, blanks, control characters and every byte outside ASCII are written
// as `%XX` (two upper-case hex digits). The defaults are the plugin's own, never a
// configuration file's (files differ between machines). A game on a layout has no ID. The
// game's look parameters (abi.h, LOOK PARAMETERS) are left out: the player who opens an ID
// sees the game in their own colours; an ID that has one (from before 1.6) is still read.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

[[nodiscard]] std::string format_game_id(std::string_view game, const ParamSchema& schema,
                                         const Settings& settings, std::uint64_t seed);

// What an ID says before its values are checked against the game's schema.
struct GameIdText {
    std::string game;
    // Key and value as written (still percent-encoded: a list is split at its `|`s first).
    std::vector<std::pair<std::string, std::string>> values;
    std::uint64_t seed = 0;
};

// Whether a `plateau play` argument is an ID rather than a game's name (it has a `#`).
[[nodiscard]] bool looks_like_game_id(std::string_view text);

// Reads an ID's form. A malformed one is ConfigError: `game id "x#y": the seed "y" is not a
// whole number from 0 to 18446744073709551615`.
[[nodiscard]] GameIdText parse_game_id(std::string_view text);

// The plugin's built-in defaults, then the ID's values, each checked as its parameter
// allows. An unknown or repeated key, or a bad value, is ConfigError naming the ID.
[[nodiscard]] Settings game_id_settings(const ParamSchema& schema, const GameIdText& id,
                                        std::string_view text);

// `%XX` for the characters a value cannot hold as they are, and back (ConfigError for a
// `%` not followed by two hex digits).
[[nodiscard]] std::string percent_encode(std::string_view value);
[[nodiscard]] std::string percent_decode(std::string_view value);

}  // namespace plateau::core
