// A game's parameter schema on the host side: plateau_param_def and plateau_preset_def
// (abi.h) copied into C++ types, checked once when the plugin is loaded.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/settings.hpp"

namespace plateau::core {

// One parameter. Bounds are as in plateau_param_def:
//   INTEGER     min_int..max_int; both 0 means no bounds
//   NUMBER      min_number..max_number; both 0 means no bounds (any finite number)
//   TEXT        max_int > 0: the maximum length in bytes
//   TEXT_LIST,
//   COLOUR_LIST max_int > 0: min_int..max_int items
struct ParamSpec {
    std::string key;
    std::string label;
    std::string help;
    plateau_param_type type{};
    std::string default_toml;
    std::int64_t min_int = 0;
    std::int64_t max_int = 0;
    double min_number = 0;
    double max_number = 0;
    std::vector<std::string> choices;  // CHOICE: the allowed values
    // CHOICE: what a person reads for each choice, in the same order (the plugin's words,
    // abi.h name_words); empty: the choices as written.
    std::vector<std::string> choice_words;
    ParamValue default_value;  // default_toml, checked (colours as #rrggbb)
    // It changes only how the game looks (abi.h, LOOK PARAMETERS): the player's own taste,
    // left out of game IDs and of the high scores' key.
    bool look = false;

    // What a person reads for the choice `value`: its words, else the value itself.
    [[nodiscard]] const std::string& shown_choice(const std::string& value) const {
        for (std::size_t k = 0; k < choices.size() && k < choice_words.size(); ++k) {
            if (choices[k] == value) return choice_words[k];
        }
        return value;
    }
};

// A spec for a value of the host's own files (plateau.toml, window.toml), which have no
// schema from a plugin: only what check_toml_value reads.
[[nodiscard]] ParamSpec host_value_spec(plateau_param_type type, std::int64_t min_int = 0,
                                        std::int64_t max_int = 0,
                                        std::vector<std::string> choices = {});

// A named set of values: built into the plugin, or from a [presets.ID] table of a file.
struct Preset {
    std::string id;
    std::string label;
    std::vector<Setting> values;  // only the keys the preset sets, checked, in schema order
};

struct ParamSchema {
    std::vector<ParamSpec> params;  // in the plugin's order
    std::vector<Preset> presets;    // the built-in presets

    [[nodiscard]] const ParamSpec* find(std::string_view key) const;
    [[nodiscard]] std::vector<std::string> keys() const;
    // Whether it has a look parameter: whether a game's settings can differ in how it looks.
    [[nodiscard]] bool has_look() const;
    // Whether `a` and `b` differ, and only in values of look parameters: the same game shown
    // another way.
    [[nodiscard]] bool differ_only_in_looks(const Settings& a, const Settings& b) const;
};

// Copies and checks a plugin's schema and built-in presets. Keys and preset ids must be
// words of [a-z0-9_-] ("presets" and "label" are taken by the game files' [presets.ID]
// tables), every default and every preset value must fit its parameter. A plugin that
// breaks these is refused: ConfigError, e.g. `parameter "rows": default 0 is out of range:
// an integer from 1 to 100 is allowed`.
ParamSchema schema_from_abi(const plateau_param_def* params, std::uint32_t param_count,
                            const plateau_preset_def* presets, std::uint32_t preset_count);
// The same from a plugin's table, its look parameters marked (ABI 1.6; the table's list
// already checked by the loader: a key it does not have is skipped).
ParamSchema schema_from_abi(const plateau_plugin& table);

// True for a word of [a-z0-9_-]: a key, a choice value, a preset id, a game id.
[[nodiscard]] bool is_identifier(std::string_view text);

}  // namespace plateau::core
