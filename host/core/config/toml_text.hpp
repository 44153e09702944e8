// Values written as TOML text: what goes into a user's file and into messages.
#pragma once

#include <string>
#include <string_view>

#include "core/config/settings.hpp"

namespace plateau::core {

// A TOML basic string: "..." with \" \\ and control characters escaped.
[[nodiscard]] std::string toml_string(std::string_view text);

// The shortest text that reads back as the same double, always a TOML float: 0.2, 1.0, 1e+20.
[[nodiscard]] std::string toml_number(double number);

// 10, 0.2, true, "Player 1", ["red", "#00ff00"].
[[nodiscard]] std::string to_toml_value(const ParamValue& value);
[[nodiscard]] std::string to_toml_value(const Setting& setting);

}  // namespace plateau::core
