#include "core/config/game_file_reader.hpp"

#include <algorithm>
#include <string>

#include "core/config/unknown_name.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

constexpr std::string_view presets_key = "presets";
constexpr std::string_view label_key = "label";

std::size_t schema_index(const ParamSchema& schema, const std::string& key) {
    for (std::size_t i = 0; i < schema.params.size(); ++i) {
        if (schema.params[i].key == key) return i;
    }
    return schema.params.size();
}

// Replaces the setting with the same key, or adds it, keeping schema order.
template <typename T, typename KeyOf>
void put_in_schema_order(const ParamSchema& schema, std::vector<T>& list, T item, KeyOf key_of) {
    const auto same = std::find_if(list.begin(), list.end(),
                                   [&](const T& other) { return key_of(other) == key_of(item); });
    if (same != list.end()) {
        *same = std::move(item);
        return;
    }
    const std::size_t index = schema_index(schema, key_of(item));
    const auto after = std::find_if(list.begin(), list.end(), [&](const T& other) {
        return schema_index(schema, key_of(other)) > index;
    });
    list.insert(after, std::move(item));
}

// The checked value of a parameter, or nothing after noting the problem.
std::optional<ParamValue> checked_value(const ParamSpec& spec, const toml::node& node,
                                        std::string_view shown_key, ProblemList& problems) {
    ValueCheck check = check_toml_value(spec, node, shown_key);
    if (!check.value)
        problems.add_at(check.problem_at.value_or(node.source().begin), check.problem);
    return std::move(check.value);
}

class GameFileReader {
  public:
    GameFileReader(const ParamSchema& schema, const std::filesystem::path& file, GameConfig& config,
                   ProblemList& problems)
        : schema_(schema), file_(file), config_(config), problems_(problems) {}

    void read(const toml::table& table) {
        for (const auto& entry : entries_in_file_order(table)) {
            if (entry.key == presets_key) {
                read_presets(*entry.value);
            } else if (const ParamSpec* spec = schema_.find(entry.key)) {
                read_value(*spec, *entry.value);
            } else {
                std::vector<std::string> allowed = schema_.keys();
                allowed.emplace_back(presets_key);
                problems_.add_at(entry.key_at,
                                 unknown_name_message(NameKind::key, entry.key, allowed));
            }
        }
    }

  private:
    void read_value(const ParamSpec& spec, const toml::node& node) {
        auto value = checked_value(spec, node, spec.key, problems_);
        if (!value) return;
        const auto at = node.source().begin;
        ConfiguredValue configured{{spec.key, spec.type, std::move(*value)},
                                   {file_, at.line, at.column}};
        put_in_schema_order(
            schema_, config_.values, std::move(configured),
            [](const ConfiguredValue& v) -> const std::string& { return v.setting.key; });
    }

    void read_presets(const toml::node& node) {
        const auto* presets = node.as_table();
        if (presets == nullptr) {
            problems_.add_at(node.source().begin,
                             format(tr("{}: a table of presets ([presets.ID]) is expected"),
                                    "presets = " + show_toml_node(node)));
            return;
        }
        for (const auto& entry : entries_in_file_order(*presets)) {
            const std::string id(entry.key);
            if (!is_identifier(id)) {
                problems_.add_at(entry.key_at,
                                 format(tr("preset id \"{}\": an id is a word of [a-z0-9_-]"), id));
                continue;
            }
            const auto* values = entry.value->as_table();
            if (values == nullptr) {
                // TRANSLATORS: {0} is the key and its value ("presets.big = 3"), {1} the id.
                problems_.add_at(
                    entry.value->source().begin,
                    format(tr("{0}: a table ([presets.{1}]) is expected"),
                           "presets." + id + " = " + show_toml_node(*entry.value), id));
                continue;
            }
            read_preset(id, *values);
        }
    }

    void read_preset(const std::string& id, const toml::table& table) {
        Preset* preset = find_or_add_preset(id);
        for (const auto& entry : entries_in_file_order(table)) {
            const std::string shown_key = "presets." + id + "." + std::string(entry.key);
            if (entry.key == label_key) {
                if (const auto* label = entry.value->as_string()) {
                    preset->label = label->get();
                } else {
                    problems_.add_at(entry.value->source().begin,
                                     format(tr("{}: a text is expected"),
                                            shown_key + " = " + show_toml_node(*entry.value)));
                }
            } else if (const ParamSpec* spec = schema_.find(entry.key)) {
                auto value = checked_value(*spec, *entry.value, shown_key, problems_);
                if (!value) continue;
                put_in_schema_order(schema_, preset->values,
                                    Setting{spec->key, spec->type, std::move(*value)},
                                    [](const Setting& s) -> const std::string& { return s.key; });
            } else {
                std::vector<std::string> allowed = schema_.keys();
                allowed.emplace_back(label_key);
                problems_.add_at(entry.key_at,
                                 unknown_name_message(NameKind::key, entry.key, allowed));
            }
        }
    }

    Preset* find_or_add_preset(const std::string& id) {
        for (auto& preset : config_.presets) {
            if (preset.id == id) return &preset;
        }
        config_.presets.push_back({id, id, {}});
        return &config_.presets.back();
    }

    const ParamSchema& schema_;
    const std::filesystem::path& file_;
    GameConfig& config_;
    ProblemList& problems_;
};

}  // namespace

void read_game_file(const ParamSchema& schema, const TomlDocument& document,
                    const std::filesystem::path& file, GameConfig& config, ProblemList& problems) {
    GameFileReader(schema, file, config, problems).read(document.table);
}

}  // namespace plateau::core
