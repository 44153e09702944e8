// `plateau check-config [FILE...]`: every problem of a configuration file, not just the first.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/param_schema.hpp"

namespace plateau::core {

// The schema of the game with this id, or nullptr when no loaded plugin has that id.
using SchemaLookup = std::function<const ParamSchema*(std::string_view game_id)>;

// Whether `file` is a game's file: one in a folder named `games`, named after the game's id.
[[nodiscard]] bool is_game_file(const std::filesystem::path& file);

// Checks a game file (one in a folder named `games`: the file's stem is the game's id, whose
// schema `lookup` gives) or else a host file (plateau.toml). Returns every problem found, in
// file order, each a whole message (`FILE:LINE:COLUMN: ...`); none when the file is good. A
// file that cannot be read or parsed gives that one problem.
[[nodiscard]] std::vector<std::string> check_config_file(const std::filesystem::path& file,
                                                         const SchemaLookup& lookup);

}  // namespace plateau::core
