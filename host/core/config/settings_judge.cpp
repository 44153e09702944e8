#include "core/config/settings_judge.hpp"

namespace plateau::core {

Settings with_value(Settings values, const std::string& key, ParamValue value) {
    for (auto& setting : values.values) {
        if (setting.key == key) setting.value = std::move(value);
    }
    return values;
}

std::optional<IntegerRange> accepted_range(const ParamSpec& spec, const Settings& values,
                                           const SettingsJudge& judge) {
    if (spec.type != PLATEAU_PARAM_INTEGER || spec.min_int >= spec.max_int || !judge) {
        return std::nullopt;
    }
    const auto accepts = [&](std::int64_t v) { return !judge(with_value(values, spec.key, v)); };
    std::optional<std::int64_t> start;
    if (const Setting* present = values.find(spec.key)) {
        const auto* v = std::get_if<std::int64_t>(&present->value);
        if (v != nullptr && *v >= spec.min_int && *v <= spec.max_int && accepts(*v)) start = *v;
    }
    if (!start) {
        const auto* d = std::get_if<std::int64_t>(&spec.default_value);
        if (d != nullptr && *d >= spec.min_int && *d <= spec.max_int && accepts(*d)) start = *d;
    }
    if (!start) return std::nullopt;
    // Binary searches between an accepted value and a refused one, toward each bound.
    std::int64_t low = *start;
    if (accepts(spec.min_int)) {
        low = spec.min_int;
    } else {
        std::int64_t refused = spec.min_int;
        while (low - refused > 1) {
            const std::int64_t middle = refused + (low - refused) / 2;
            (accepts(middle) ? low : refused) = middle;
        }
    }
    std::int64_t high = *start;
    if (accepts(spec.max_int)) {
        high = spec.max_int;
    } else {
        std::int64_t refused = spec.max_int;
        while (refused - high > 1) {
            const std::int64_t middle = high + (refused - high) / 2;
            (accepts(middle) ? high : refused) = middle;
        }
    }
    return IntegerRange{low, high};
}

std::vector<std::string> keys_to_blame(const Settings& values, const Settings& fallback,
                                       const SettingsJudge& judge) {
    std::vector<std::string> keys;
    for (const Setting& setting : values.values) {
        const Setting* before = fallback.find(setting.key);
        if (before == nullptr || before->value == setting.value) continue;
        if (!judge(with_value(values, setting.key, before->value))) keys.push_back(setting.key);
    }
    return keys;
}

}  // namespace plateau::core
