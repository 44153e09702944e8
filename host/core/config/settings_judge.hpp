// A game's settings judged whole: the values each pass their own check (value_check), yet
// the game may refuse them together (50 mines on a 9x9 board). Only the plugin knows: the
// judge asks it (a game made from the values); these functions only probe it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"

namespace plateau::core {

// Nothing when the game accepts the values, else its reason for refusing them.
using SettingsJudge = std::function<std::optional<std::string>(const Settings&)>;

struct IntegerRange {
    std::int64_t low = 0;
    std::int64_t high = 0;
    friend bool operator==(const IntegerRange&, const IntegerRange&) = default;
};

// The values the integer parameter `spec` can take, every other value staying as in
// `values`, as the judge accepts them: a search from an accepted value (the present one,
// else the parameter's default) out to the schema's bounds, assuming the accepted values
// form one interval (as "at most so many mines for this board" does). Nothing when
// neither starting value is accepted or the parameter is not a bounded integer.
[[nodiscard]] std::optional<IntegerRange> accepted_range(const ParamSpec& spec,
                                                         const Settings& values,
                                                         const SettingsJudge& judge);

// The keys to blame when the judge refuses `values` but accepts `fallback` (the same set
// without one file's values): each key whose value alone, taken back to `fallback`'s, makes
// the set accepted. In the order of `values`; empty when no single key does it.
[[nodiscard]] std::vector<std::string> keys_to_blame(const Settings& values,
                                                     const Settings& fallback,
                                                     const SettingsJudge& judge);

// `values` with `key` set to `value`.
[[nodiscard]] Settings with_value(Settings values, const std::string& key, ParamValue value);

}  // namespace plateau::core
