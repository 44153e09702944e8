// `plateau check-plugin`'s look check (plugin_check.hpp, "look"): another value for a look
// parameter (abi.h, LOOK PARAMETERS), to play the same game in another look and see that
// nothing but its look changes.
#pragma once

#include <optional>

#include "core/config/param_schema.hpp"

namespace plateau::core::check {

// A value of `spec` other than `value` that its bounds allow: a boolean flipped, the next
// choice, a colour's complement (each of a list's), an integer or a number moved within its
// bounds, a text or a list written backwards. None when the parameter has no other value (a
// single choice, bounds of one value, an empty text).
[[nodiscard]] std::optional<ParamValue> another_value(const ParamSpec& spec,
                                                      const ParamValue& value);

}  // namespace plateau::core::check
