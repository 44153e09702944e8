// Named save slots: the files of a game's saves folder, and the file name for a name the
// player types.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace plateau::core {

// A named slot in the game's saves folder.
struct SaveSlot {
    std::string name;  // the file name without ".toml"
    std::filesystem::path path;
    std::filesystem::file_time_type written;
};

// The slots of a game, the newest first.
[[nodiscard]] std::vector<SaveSlot> list_save_slots(const std::filesystem::path& saves_dir);

// Deletes the slot's file. Returns why it could not, or nothing once it is gone.
[[nodiscard]] std::optional<std::string> remove_save_slot(const SaveSlot& slot);

// A file name for a slot name typed by the player: letters, digits, '-', '_' and spaces
// kept (spaces become '-'), anything else dropped; empty if nothing is left.
[[nodiscard]] std::string slot_file_name(const std::string& typed);

}  // namespace plateau::core
