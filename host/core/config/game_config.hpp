// One game's configuration files: config/games/<id>.toml, then the user's own
// $XDG_CONFIG_HOME/plateau/games/<id>.toml. A file holds top-level parameter values and
// [presets.ID] tables (each with an optional `label = "..."` and parameter values).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

// Where a value was written: the file and the line and column of the value.
struct ValueOrigin {
    std::filesystem::path file;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};

struct ConfiguredValue {
    Setting setting;  // checked (colours as #rrggbb)
    ValueOrigin origin;
};

// What a game's files say, merged: a later file's value replaces an earlier one's.
struct GameConfig {
    std::vector<ConfiguredValue> values;       // the keys the files set, in schema order
    std::vector<Preset> presets;               // built-in ones, changed and added to by the files
    std::vector<std::filesystem::path> files;  // the files read, in order

    [[nodiscard]] const ConfiguredValue* find(std::string_view key) const;
    [[nodiscard]] const Preset* find_preset(std::string_view id) const;
    [[nodiscard]] std::vector<std::string> preset_ids() const;
};

// Reads the files in order, skipping missing ones (no files: just the built-in presets),
// and checks everything against the schema. The first problem is thrown as ConfigError
// naming the file, line and column (`FILE:3:8: rows = 0 is out of range: ...`).
//
// A [presets.ID] table whose ID is a preset already known (built in, or from an earlier
// file) changes it: its label if it gives one, and the keys it sets override the preset's;
// the preset's other keys stay. Any other ID adds a preset, labelled by its id if no label
// is given.
[[nodiscard]] GameConfig load_game_config(const ParamSchema& schema,
                                          const std::vector<std::filesystem::path>& files);

}  // namespace plateau::core
