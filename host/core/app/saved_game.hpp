// Loading a saved game of an installed game back into a session: the front ends' shared
// step (the window's Continue and Load, the text mode's `load` and `--continue`).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/saves/save_slots.hpp"
#include "core/session/session.hpp"

namespace plateau::core {

class HostContext;

// A replayed session and the seconds it had been played.
struct SavedGame {
    Session session;
    double elapsed_seconds = 0;
};

// Reads the save file at `path`, checks that it is a game of `game_id`, and replays it
// through the installed plugin. Throws (SaveError and others) with a message naming the
// file and the reason; nothing is changed on failure.
[[nodiscard]] SavedGame load_saved_game(HostContext& context, const std::filesystem::path& path,
                                        const std::string& game_id);

// A saved game as the Load panel shows it: replayed, or why it cannot be loaded.
struct SavePreview {
    SaveSlot slot;
    std::optional<SavedGame> game;  // nullopt when it cannot be loaded
    std::string problem;            // why, without the file's path: "line 7: ..."
};

// Every save of `game_id`'s saves folder, the newest first, each replayed as Load would.
// A plugin's fault (PluginFault) is not a broken save: it is thrown on.
[[nodiscard]] std::vector<SavePreview> preview_saves(HostContext& context,
                                                     const std::string& game_id);

}  // namespace plateau::core
