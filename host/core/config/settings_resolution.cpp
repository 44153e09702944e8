#include "core/config/settings_resolution.hpp"

#include "core/config/config_error.hpp"
#include "core/config/unknown_name.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// Settings hold every key of the schema, so a setting always finds its place.
void assign(Settings& settings, const Setting& setting) {
    for (auto& existing : settings.values) {
        if (existing.key == setting.key) {
            existing.value = setting.value;
            return;
        }
    }
    settings.values.push_back(setting);
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

Settings default_settings(const ParamSchema& schema) {
    Settings settings;
    for (const auto& spec : schema.params) {
        settings.values.push_back({spec.key, spec.type, spec.default_value});
    }
    return settings;
}

void apply_preset(Settings& settings, const GameConfig& config, std::string_view id) {
    const Preset* preset = config.find_preset(id);
    if (preset == nullptr)
        throw ConfigError(unknown_name_listing(NameKind::preset, id, config.preset_ids()));
    for (const auto& setting : preset->values) assign(settings, setting);
}

Setting parse_set_value(const ParamSchema& schema, std::string_view item) {
    const std::string where = "--set " + std::string(item) + ": ";
    const auto equals = item.find('=');
    if (equals == std::string_view::npos) throw ConfigError(where + tr("KEY=VALUE is expected"));
    const std::string key(trimmed(item.substr(0, equals)));
    const ParamSpec* spec = schema.find(key);
    if (spec == nullptr)
        throw ConfigError(where + unknown_name_message(NameKind::key, key, schema.keys()));
    ValueCheck check = check_text_value(*spec, item.substr(equals + 1), key);
    if (!check.value) throw ConfigError(where + check.problem);
    return {spec->key, spec->type, std::move(*check.value)};
}

Settings resolve_settings(const ParamSchema& schema, const GameConfig& config,
                          const std::optional<std::string>& preset,
                          const std::vector<std::string>& sets) {
    Settings settings = default_settings(schema);
    for (const auto& configured : config.values) assign(settings, configured.setting);
    if (preset) apply_preset(settings, config, *preset);
    for (const auto& item : sets) assign(settings, parse_set_value(schema, item));
    return settings;
}

}  // namespace plateau::core
