// Saving what the launcher's settings form changed into the user's own game file
// ($XDG_CONFIG_HOME/plateau/games/<id>.toml, see user_game_file()).
#pragma once

#include <filesystem>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

// Writes into `file` only the values of `new_values` that differ from `base_values` (the
// values before the user's file: defaults and the game's file), editing the file in place
// so its comments and other lines stay (see edit_user_game_text), and removing keys that
// went back to their base value. The write is atomic (atomic_write_file); the folder is
// made if needed; nothing is written when nothing changes. What the game cannot use in the
// file (an unknown key, a refused value, text that is not TOML) is first turned into
// comments (disarm_user_game_text), so the file written reads without a problem and loses
// nothing. A failed write is ConfigError.
void write_user_game_file(const std::filesystem::path& file, const ParamSchema& schema,
                          const Settings& new_values, const Settings& base_values);

}  // namespace plateau::core
