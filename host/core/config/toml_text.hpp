// Values written as TOML text: what goes into a user's file and into messages.
#pragma once

#include <plateau/toml.hpp>
#include <string>
#include <string_view>

#include "core/config/settings.hpp"

namespace plateau::core {

// A TOML basic string, a float: the SDK's (plateau/toml.hpp), so that a plugin's defaults
// and the host's files are written alike.
using plateau::toml_number;
using plateau::toml_string;

// 10, 0.2, true, "Player 1", ["red", "#00ff00"].
[[nodiscard]] std::string to_toml_value(const ParamValue& value);
[[nodiscard]] std::string to_toml_value(const Setting& setting);

}  // namespace plateau::core
