// Saved games: a readable TOML file holding the game's id and version, the ABI version,
// the parameters, the seed or layout, the moves and the position in the history.
//
//   # Plateau saved game
//   format = 1
//   game = "lightsout"
//   game_version = "1.0.0"
//   abi = "1.0"
//   saved_at = "2026-11-22T16:00:00Z"
//   seed = "1234567"          # text: a seed is any 64-bit unsigned number
//   layout = """..."""        # only for a game started from a layout
//   elapsed = 12.5            # seconds played, for the timer
//   ui = "losses=1"           # what the game's ui keeps that undo cannot take back, if any
//   assisted = "hint"         # help that keeps it out of the high scores, if any: "hint",
//                             # "solver" or "undo-after-loss"
//   position = 2              # how many of the moves lead to the current position
//   moves = [
//     "0 0",
//     "restart",
//   ]
//
//   [parameters]
//   size = 5
//
// Loading checks the whole file and replays every move before anything replaces the game
// in play; a refusal names the file, the line and the reason.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/session/session.hpp"

namespace plateau::core {

class SaveError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct SaveFile {
    std::string game_id;
    std::string game_version;
    std::uint64_t seed = 0;
    std::optional<std::string> layout;
    Settings settings;  // every parameter of the schema: missing ones at their default
    Session::Record record;
    std::vector<std::uint32_t> move_lines;  // the line of each move, for messages
    double elapsed = 0;
    std::string ui;          // what the ui keeps (GameInstance::save_ui); "" for nothing
    std::uint32_t ui_line = 0;  // its line, for messages
};

// The file's text for a session.
[[nodiscard]] std::string format_save(const Session& session, double elapsed_seconds);
// Writes it atomically (a temporary file renamed over the old one).
void write_save(const std::filesystem::path& path, const Session& session,
                double elapsed_seconds = 0);

// The largest save file read: a save of a long game is a few hundred kilobytes, so a
// bigger file is not one (and is refused before it is read into memory).
inline constexpr std::uintmax_t kMaxSaveFileBytes = 16u << 20;

// Reads and checks a save file. `schema_of` gives the schema of a game id, or null when no
// plugin provides it. Throws SaveError: `FILE:LINE: reason`.
[[nodiscard]] SaveFile read_save(
    const std::filesystem::path& path,
    const std::function<const ParamSchema*(const std::string& id)>& schema_of);

// Refuses a save written by a newer version of the game's plugin than `installed_version`
// (versions compared as MAJOR.MINOR.PATCH numbers): its moves may mean what this version
// does not know. Throws SaveError.
void check_save_version(const std::filesystem::path& path, const SaveFile& save,
                        const std::string& installed_version);

// Makes the game (through `make_game`) and replays the moves. Throws SaveError naming the
// line of a refused move.
using GameMaker = std::function<std::shared_ptr<const GameInstance>(
    const std::string& id, const Settings&, std::uint64_t seed, std::optional<std::string>)>;
[[nodiscard]] Session restore_session(const std::filesystem::path& path, const SaveFile& save,
                                      const GameMaker& make_game);

}  // namespace plateau::core
