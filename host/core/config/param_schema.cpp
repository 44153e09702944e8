#include "core/config/param_schema.hpp"

#include <cmath>
#include <string>

#include "core/config/config_error.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/unknown_name.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

std::string text_or_empty(const char* text) { return text != nullptr ? text : ""; }

[[noreturn]] void refuse_param(const std::string& key, const std::string& reason) {
    throw ConfigError(format(tr("parameter \"{0}\": {1}"), key, reason));
}

bool is_known_type(plateau_param_type type) {
    return type >= PLATEAU_PARAM_INTEGER && type <= PLATEAU_PARAM_COLOUR_LIST;
}

void check_bounds(const ParamSpec& spec) {
    switch (spec.type) {
        case PLATEAU_PARAM_INTEGER:
            if (spec.min_int > spec.max_int) refuse_param(spec.key, tr("min_int is above max_int"));
            break;
        case PLATEAU_PARAM_NUMBER:
            if (!std::isfinite(spec.min_number) || !std::isfinite(spec.max_number) ||
                spec.min_number > spec.max_number) {
                refuse_param(spec.key,
                             tr("min_number..max_number is not a range of finite numbers"));
            }
            break;
        case PLATEAU_PARAM_TEXT_LIST:
        case PLATEAU_PARAM_COLOUR_LIST:
            if (spec.max_int > 0 && (spec.min_int < 0 || spec.min_int > spec.max_int)) {
                refuse_param(spec.key, tr("min_int..max_int is not a range of item counts"));
            }
            break;
        case PLATEAU_PARAM_CHOICE:
            if (spec.choices.empty()) refuse_param(spec.key, tr("a choice without choices"));
            for (const auto& choice : spec.choices) {
                if (!is_identifier(choice)) {
                    refuse_param(spec.key,
                                 format(tr("choice \"{}\" is not a word of [a-z0-9_-]"), choice));
                }
            }
            break;
        default:
            break;
    }
}

ParamSpec spec_from_abi(const plateau_param_def& def) {
    ParamSpec spec;
    spec.key = text_or_empty(def.key);
    if (!is_identifier(spec.key)) refuse_param(spec.key, tr("a key is a word of [a-z0-9_-]"));
    if (spec.key == "presets" || spec.key == "label") {
        refuse_param(spec.key, tr("the key is reserved for the [presets.ID] tables of game files"));
    }
    if (!is_known_type(def.type))
        refuse_param(spec.key, format(tr("unknown type {}"), static_cast<int>(def.type)));
    spec.label = def.label != nullptr ? def.label : spec.key;
    spec.help = text_or_empty(def.help);
    spec.type = def.type;
    spec.default_toml = text_or_empty(def.default_toml);
    spec.min_int = def.min_int;
    spec.max_int = def.max_int;
    spec.min_number = def.min_number;
    spec.max_number = def.max_number;
    if (def.choice_count > 0 && def.choices == nullptr)
        refuse_param(spec.key, tr("choices is NULL"));
    for (std::uint32_t i = 0; i < def.choice_count; ++i) {
        spec.choices.push_back(text_or_empty(def.choices[i]));
    }
    check_bounds(spec);

    const auto document = parse_toml_value_text(spec.default_toml);
    if (!document)
        refuse_param(spec.key,
                     format(tr("default_toml `{}` is not a TOML value"), spec.default_toml));
    ValueCheck check = check_toml_value(spec, *document->get("value"), "default");
    if (!check.value) refuse_param(spec.key, check.problem);
    spec.default_value = std::move(*check.value);
    return spec;
}

Preset preset_from_abi(const plateau_preset_def& def, const ParamSchema& schema) {
    Preset preset;
    preset.id = text_or_empty(def.id);
    const std::string name = format(tr("built-in preset \"{}\""), preset.id);
    if (!is_identifier(preset.id))
        throw ConfigError(name + ": " + tr("an id is a word of [a-z0-9_-]"));
    preset.label = def.label != nullptr ? def.label : preset.id;

    const TomlDocument document = parse_toml_document(text_or_empty(def.values_toml), name);
    for (const auto& spec : schema.params) {
        const toml::node* node = document.table.get(spec.key);
        if (node == nullptr) continue;
        ValueCheck check = check_toml_value(spec, *node, spec.key);
        if (!check.value) throw ConfigError(name + ": " + check.problem);
        preset.values.push_back({spec.key, spec.type, std::move(*check.value)});
    }
    for (const auto& entry : entries_in_file_order(document.table)) {
        if (schema.find(entry.key) == nullptr) {
            throw ConfigError(name + ": " +
                              unknown_name_message(NameKind::key, entry.key, schema.keys()));
        }
    }
    return preset;
}

}  // namespace

ParamSpec host_value_spec(plateau_param_type type, std::int64_t min_int, std::int64_t max_int,
                          std::vector<std::string> choices) {
    ParamSpec s;
    s.type = type;
    s.min_int = min_int;
    s.max_int = max_int;
    s.choices = std::move(choices);
    return s;
}

const ParamSpec* ParamSchema::find(std::string_view key) const {
    for (const auto& spec : params) {
        if (spec.key == key) return &spec;
    }
    return nullptr;
}

std::vector<std::string> ParamSchema::keys() const {
    std::vector<std::string> out;
    for (const auto& spec : params) out.push_back(spec.key);
    return out;
}

bool ParamSchema::has_look() const {
    for (const auto& spec : params) {
        if (spec.look) return true;
    }
    return false;
}

bool ParamSchema::differ_only_in_looks(const Settings& a, const Settings& b) const {
    if (a.values.size() != b.values.size()) return false;
    bool differ = false;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        if (a.values[i] == b.values[i]) continue;
        const ParamSpec* spec = find(a.values[i].key);
        if (a.values[i].key != b.values[i].key || spec == nullptr || !spec->look) return false;
        differ = true;
    }
    return differ;
}

bool is_identifier(std::string_view text) {
    if (text.empty()) return false;
    for (const char c : text) {
        const bool allowed =
            (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!allowed) return false;
    }
    return true;
}

ParamSchema schema_from_abi(const plateau_param_def* params, std::uint32_t param_count,
                            const plateau_preset_def* presets, std::uint32_t preset_count) {
    if ((params == nullptr && param_count > 0) || (presets == nullptr && preset_count > 0)) {
        throw ConfigError(tr("the parameter or preset table is NULL but its count is not 0"));
    }
    ParamSchema schema;
    for (std::uint32_t i = 0; i < param_count; ++i) {
        ParamSpec spec = spec_from_abi(params[i]);
        if (schema.find(spec.key) != nullptr) refuse_param(spec.key, tr("the key is given twice"));
        schema.params.push_back(std::move(spec));
    }
    for (std::uint32_t i = 0; i < preset_count; ++i) {
        Preset preset = preset_from_abi(presets[i], schema);
        for (const auto& other : schema.presets) {
            if (other.id == preset.id) {
                throw ConfigError(
                    format(tr("built-in preset \"{}\": the id is given twice"), preset.id));
            }
        }
        schema.presets.push_back(std::move(preset));
    }
    return schema;
}

ParamSchema schema_from_abi(const plateau_plugin& table) {
    ParamSchema schema =
        schema_from_abi(table.params, table.param_count, table.presets, table.preset_count);
    for (std::uint32_t i = 0; table.look_params != nullptr && i < table.look_param_count; ++i) {
        if (table.look_params[i] == nullptr) continue;
        for (ParamSpec& spec : schema.params) {
            if (spec.key == table.look_params[i]) spec.look = true;
        }
    }
    return schema;
}

}  // namespace plateau::core
