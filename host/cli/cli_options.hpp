// What the command line asked for, once CLI11 has parsed it.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace plateau::cli {

struct GlobalOptions {
    std::optional<std::filesystem::path> config_file;
    std::optional<std::filesystem::path> data_dir;
};

struct PlayOptions {
    std::string game;
    // `plateau play ID`: the game ID given in place of the game's id (which `game` then
    // holds); it gives the settings and the seed.
    std::optional<std::string> game_id;
    bool text = false;
    std::optional<std::string> preset;
    std::vector<std::string> sets;
    std::optional<std::string> seed;  // decimal, checked by the play command
    std::optional<std::filesystem::path> layout;
    bool resume = false;  // --continue
};

}  // namespace plateau::cli
