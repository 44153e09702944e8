// Checks that a plugin's parameter schema, presets and commands can be read without the host
// following a NULL pointer: arrays present when counted, every required string set, parameter
// keys single words and unique, choice parameters with choices.
#pragma once

#include <plateau/abi.h>

#include <string>
#include <string_view>

namespace plateau::core {

// Why the host cannot use the table's params, presets or commands ("parameter key 'rows'
// appears twice"); empty when it can. `table` is the host's copy of the plugin's table.
[[nodiscard]] std::string find_schema_problem(const plateau_plugin& table);

// True for one word of [a-z0-9_-]: plugin ids, parameter keys, choice values, preset ids.
[[nodiscard]] bool is_plain_word(std::string_view text);

}  // namespace plateau::core
