// Checking one value against its parameter, from TOML or from the text of a --set item.
// Internal to the configuration layer (it takes toml++ nodes).
#pragma once

#include <toml++/toml.h>

#include <optional>
#include <string>
#include <string_view>

#include "core/config/param_schema.hpp"

namespace plateau::core {

// Either the checked value (colours as "#rrggbb") or what is wrong with it, naming the key
// as shown and what is allowed:
//   rows = 0 is out of range: an integer from 1 to 100 is allowed
//   rows = "ten": an integer from 1 to 100 is expected
//   scoring = "n-3": allowed: n-1, n-2
struct ValueCheck {
    std::optional<ParamValue> value;
    std::string problem;
    // Where the problem is when it is not where the value begins (a bad item of a list).
    std::optional<toml::source_position> problem_at;
};

// A node as TOML text, for messages: `"ten"`, `["red", 3]`.
[[nodiscard]] std::string show_toml_node(const toml::node& node);

// What the parameter allows, as a phrase: "an integer from 1 to 100", "true or false",
// "one of n-1, n-2", "a list of 2 to 8 colours (names or #rrggbb)".
[[nodiscard]] std::string describe_allowed(const ParamSpec& spec);

// `shown_key` names the value in the problem ("rows", "presets.big.rows").
[[nodiscard]] ValueCheck check_toml_value(const ParamSpec& spec, const toml::node& node,
                                          std::string_view shown_key);

// The value of a --set item. Text, choice and colour keys take the text as typed; integer,
// number and boolean keys read it as TOML; list keys take a TOML array (["a", "b"]) or items
// separated by commas (red, #00ff00), each trimmed.
[[nodiscard]] ValueCheck check_text_value(const ParamSpec& spec, std::string_view text,
                                          std::string_view shown_key);

}  // namespace plateau::core
