// What the fuzz targets share: the real plugins of the build, loaded once as the host loads
// them (load_plugin on build-fuzz/plugins/*.so); a scratch folder for the files the host
// reads by path; the header line that picks a game, its settings and its seed; and the
// checks every game's status must pass.
//
// A broken property is reported with fuzz_fail(): a message on stderr, then abort(), which
// libFuzzer records as a crash with the input that caused it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"

namespace plateau::fuzz {

// One plugin of the build with its schema.
struct LoadedGame {
    std::shared_ptr<const core::Plugin> plugin;
    core::ParamSchema schema;

    [[nodiscard]] const std::string& id() const { return plugin->id(); }
    [[nodiscard]] const plateau_plugin& table() const { return plugin->table(); }
};

// Every plugin of the build (lightsout, minesweeper, pushover, samegame, tilings), sorted by
// id; loaded on the first call. A plugin that is refused stops the target.
const std::vector<LoadedGame>& games();
// The loaded game with this id, or null.
const LoadedGame* find_game(std::string_view id);
// For read_save and restore_session: a loaded game's schema (null if none), and its game
// made from a save's settings, seed and layout (PluginError for an unknown id).
const core::ParamSchema* schema_of(const std::string& id);
std::shared_ptr<const core::GameInstance> make_saved_game(const std::string& id,
                                                          const core::Settings& settings,
                                                          std::uint64_t seed,
                                                          std::optional<std::string> layout);

// A folder of this process, made on the first call under $TMPDIR (or /tmp) and removed when
// the process exits normally.
const std::filesystem::path& scratch_dir();
// Writes the bytes to the file (its folder made first).
void write_file(const std::filesystem::path& file, std::string_view bytes);

// The first line of an input: `GAME [seed=N] [preset=ID] [KEY=VALUE]...`, the rest after it.
// GAME not among `allowed` picks one of them by its bytes, so that every first line names a
// game. The KEY=VALUE items go through the host's --set parser; items it refuses, and a
// preset the game does not have, are left out (the input still makes a game).
struct Header {
    const LoadedGame* game = nullptr;
    std::uint64_t seed = 1;
    std::optional<std::string> preset;
    std::vector<std::string> sets;
    core::Settings settings;  // the host's resolution of the above
};
struct SplitInput {
    Header header;
    std::string_view rest;  // everything after the first line break
};
SplitInput read_header(std::string_view input, const std::vector<const LoadedGame*>& allowed);
std::vector<const LoadedGame*> all_games();

// The game made as the host makes one; null when the plugin refuses the settings or layout.
std::shared_ptr<const core::GameInstance> make_game(const Header& header,
                                                    std::optional<std::string> layout);

// The text split into lines ('\n'; a '\r' before it dropped).
std::vector<std::string_view> split_lines(std::string_view text);

// Aborts unless the status is one the ABI allows: not over means no outcome and a player
// to move; a winner is one of the players; at most PLATEAU_MAX_PLAYERS scores.
void check_status(const core::GameStatus& status, std::string_view context);

// With PLATEAU_FUZZ_VERBOSE set, writes the line to stderr (why an input was refused: to
// check that the seeds of a corpus get where they should).
void note(std::string_view line);

// Reports a broken property and aborts.
[[noreturn]] void fuzz_fail(std::string_view what);

}  // namespace plateau::fuzz
