// The user's own game file when it has problems (a typo, a value out of range, text that is
// not TOML): the settings form still opens, shows each problem, and its Save writes a file
// without them, the refused lines kept as comments.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/game_config.hpp"
#include "core/config/param_schema.hpp"

namespace plateau::core {

struct UserFileProblem {
    std::string key;      // the parameter it is about; empty for anything else
    std::string message;  // FILE:LINE:COLUMN: what (as check-config says it)
    std::string brief;    // "line 3: what", for a form that already names the file
};

struct LenientGameConfig {
    GameConfig config;  // the earlier files' values, then the user's file's good ones
    std::vector<UserFileProblem> problems;
};

// Reads `files` in order; every file but the last must be good (ConfigError otherwise, as
// load_game_config). The last, the user's, is read leniently: its good values are taken, the
// others left out and said. Not TOML at all: none of its values, one problem.
[[nodiscard]] LenientGameConfig load_game_config_lenient(
    const ParamSchema& schema, const std::vector<std::filesystem::path>& files);

// `text` (a user's game file named `name`) with every entry the game cannot use turned into
// comments, each under a comment line saying why, so that the result reads without a
// problem; when the text is not TOML, or a problem is not in one `key = value` entry, the
// whole text is kept that way under one such line. Unchanged when the text has no problem.
[[nodiscard]] std::string disarm_user_game_text(std::string_view text, std::string_view name,
                                                const ParamSchema& schema);

}  // namespace plateau::core
