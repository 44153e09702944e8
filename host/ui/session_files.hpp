// The window's use of saved games: the Continue file written after every move, named
// save slots, and loading either back into a session. The file format is the core's
// (core/saves/save_file.hpp).
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/session/session.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

// Writes `session` (and the seconds played) to `path`, making its folder first.
void write_session(const std::filesystem::path& path, const core::Session& session,
                   double elapsed_seconds);

// A session and the seconds it had been played.
struct LoadedSession {
    std::unique_ptr<core::Session> session;
    double elapsed_seconds = 0;
};

// Reads a saved game of `game_id` and replays it. Throws (core::SaveError and others) with
// a message naming the file and the reason; nothing is changed on failure.
[[nodiscard]] LoadedSession read_session(const std::filesystem::path& path,
                                         core::HostContext& context, const std::string& game_id);

// A named slot in the game's saves folder.
struct SaveSlot {
    std::string name;  // the file name without ".toml"
    std::filesystem::path path;
    std::filesystem::file_time_type written;
};

// The slots of a game, the newest first.
[[nodiscard]] std::vector<SaveSlot> list_save_slots(const std::filesystem::path& saves_dir);

// A file name for a slot name typed by the player: letters, digits, '-', '_' and spaces
// kept (spaces become '-'), anything else dropped; empty if nothing is left.
[[nodiscard]] std::string slot_file_name(const std::string& typed);

}  // namespace plateau::ui
