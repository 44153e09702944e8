// The text of a user's game file with new values written in, keeping everything else:
// toml++ drops comments when it writes a table, so values are edited where they stand.
#pragma once

#include <string>
#include <string_view>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

// For each parameter of the schema, comparing `new_values` with `base_values` (the values
// without the user's file: defaults and the game's file):
//   - differs, and the key is at the top level of the text: its value's text is replaced in
//     place (left alone if it already reads as the new value);
//   - differs, key absent: `key = value` is added after the last top-level value, before
//     the first table header ([presets.ID]);
//   - the same as the base, key present: the key's line(s) are removed.
// Comments, presets, unknown keys and every other line are kept as they are. `name` names
// the text in the ConfigError thrown when it is not valid TOML.
[[nodiscard]] std::string edit_user_game_text(std::string_view text, std::string_view name,
                                              const ParamSchema& schema, const Settings& new_values,
                                              const Settings& base_values);

}  // namespace plateau::core
