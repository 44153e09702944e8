// A game's settings, each source overriding the one before: the schema's defaults, the
// game's files (GameConfig), a preset (--preset ID), then --set KEY=VALUE items. (A layout
// comes last and is the plugin's business.)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/game_config.hpp"
#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

// Every parameter at its default, in schema order.
[[nodiscard]] Settings default_settings(const ParamSchema& schema);

// Sets the values of the preset `id` (from config.presets). An unknown id is ConfigError
// `unknown preset "x": allowed: a, b, c`.
void apply_preset(Settings& settings, const GameConfig& config, std::string_view id);

// One --set item, "KEY=VALUE", checked. Text, choice and colour keys take VALUE as typed;
// integer, number and boolean keys read it as TOML; list keys take a TOML array
// (["a", "b"]) or items separated by commas (red,#00ff00). Problems are ConfigError naming
// the item: `--set rows=0: rows = 0 is out of range: an integer from 1 to 100 is allowed`.
[[nodiscard]] Setting parse_set_value(const ParamSchema& schema, std::string_view item);

// Defaults, then config's values, then the preset, then each --set item in order.
[[nodiscard]] Settings resolve_settings(const ParamSchema& schema, const GameConfig& config,
                                        const std::optional<std::string>& preset,
                                        const std::vector<std::string>& sets);

}  // namespace plateau::core
