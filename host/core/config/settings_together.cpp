#include "core/config/settings_together.hpp"

#include <algorithm>

#include "core/config/config_error.hpp"
#include "core/config/game_config.hpp"
#include "core/config/problem_list.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/config/toml_document.hpp"
#include "core/config/toml_text.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {
namespace {

// Where the checked file sets `key` for this start: in the preset's table, else at the top.
const toml::node* node_setting(const toml::table& table, const std::optional<std::string>& preset,
                               const std::string& key) {
    if (preset) {
        if (const auto* in_preset = table["presets"][*preset][key].node()) return in_preset;
    }
    return table[key].node();
}

// Of the keys that alone would cure the refusal, the one the game's reason names
// ("mines = 50 is out of bounds for a 9x9 board"), else the last declared: a game
// declares what depends on the other values (mines) after them (rows, cols).
std::string key_to_name(const std::vector<std::string>& keys, const std::string& reason) {
    for (const auto& key : keys) {
        if (reason.rfind(key + " =", 0) == 0 ||
            reason.find(" " + key + " =") != std::string::npos) {
            return key;
        }
    }
    return keys.back();
}

}  // namespace

std::vector<std::string> check_settings_together(const ParamSchema& schema,
                                                 const std::vector<std::filesystem::path>& files,
                                                 const SettingsJudge& judge) {
    if (files.empty() || !judge) return {};
    GameConfig with_file;
    GameConfig without_file;
    TomlDocument document;
    try {
        with_file = load_game_config(schema, files);
        without_file = load_game_config(schema, {files.begin(), files.end() - 1});
        document = read_toml_document(files.back());
    } catch (const ConfigError&) {
        return {};  // a file that cannot be read is the other checks' problem
    }
    ProblemList problems(document.name);
    std::vector<std::string> blamed;  // "preset/key" already reported
    std::vector<std::optional<std::string>> starts{std::nullopt};
    for (const auto& id : with_file.preset_ids()) starts.emplace_back(id);
    for (const auto& start : starts) {
        const Settings values = resolve_settings(schema, with_file, start, {});
        const auto refusal = judge(values);
        if (!refusal) continue;
        const bool known_below = !start || without_file.find_preset(*start) != nullptr;
        const Settings fallback =
            resolve_settings(schema, without_file, known_below ? start : std::nullopt, {});
        if (judge(fallback)) continue;  // refused without this file too: not its doing
        const auto keys = keys_to_blame(values, fallback, judge);
        if (keys.empty()) {
            // TRANSLATORS: the last place is the game's reason, in its words.
            problems.add(document.name + ": " +
                         (start
                              ? format(tr("the game refuses its values together (preset "
                                          "\"{0}\"): {1}"),
                                       *start, *refusal)
                              : format(tr("the game refuses its values together: {}"), *refusal)));
            continue;
        }
        const std::string key = key_to_name(keys, *refusal);
        const toml::node* node = node_setting(document.table, start, key);
        // A key set at the top is reported once, not again for each preset.
        const std::string where = (node != nullptr && node == document.table[key].node())
                                      ? key
                                      : start.value_or("") + "/" + key;
        if (std::find(blamed.begin(), blamed.end(), where) != blamed.end()) continue;
        blamed.push_back(where);
        const Setting& setting = *values.find(key);
        const std::string shown = key + " = " + to_toml_value(setting);
        // TRANSLATORS: {0} is a key and its value ("mines = 50"), the last place the game's
        // reason, in its words.
        std::string message =
            start ? format(tr("{0}: the game refuses it with the other values (preset \"{1}\"): "
                              "{2}"),
                           shown, *start, *refusal)
                  : format(tr("{0}: the game refuses it with the other values: {1}"), shown,
                           *refusal);
        if (const ParamSpec* spec = schema.find(key)) {
            if (const auto range = accepted_range(*spec, values, judge)) {
                // TRANSLATORS: {0} is the whole message before, {1} and {2} the bounds.
                message = format(tr("{0}; with the other values, {1} to {2} is allowed"), message,
                                 range->low, range->high);
            }
        }
        if (node != nullptr) {
            problems.add_at(node->source().begin, message);
        } else {
            problems.add(document.name + ": " + message);
        }
    }
    return problems.messages();
}

}  // namespace plateau::core
