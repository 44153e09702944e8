// Declaring a game's parameters and presets in C++, and reading their values.
//
// A plugin describes its parameters with `Param` factories; the export macro turns them
// into the C schema (plateau_param_def) once. At `create`, the host hands every value,
// checked against that schema; `Settings` reads them by key with their type.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <plateau/colour.hpp>
#include <plateau/refusal.hpp>
#include <plateau/toml.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace plateau {

// One parameter of the schema. Use the factories; every string is copied.
struct Param {
    std::string key;
    std::string label;
    std::string help;
    plateau_param_type type = PLATEAU_PARAM_INTEGER;
    std::string default_toml;
    std::int64_t min_int = 0;
    std::int64_t max_int = 0;
    double min_number = 0;
    double max_number = 0;
    std::vector<std::string> choices;
    // CHOICE: what a person reads for each choice, in the same order (the settings form
    // shows "Hard" for hard); empty: the choices as they are written.
    std::vector<std::string> choice_words;

    // This parameter with words for its choices: Param::choice(...).with_words({tr("Easy"),
    // tr("Hard")}).
    [[nodiscard]] Param with_words(std::vector<std::string> words) && {
        choice_words = std::move(words);
        return std::move(*this);
    }
    // Whether the parameter changes only how the game looks (abi.h, LOOK PARAMETERS): a
    // colour, letters drawn on the pieces, a drawing style. Never one that changes the
    // board, the moves, the status or the score.
    bool look = false;

    // This parameter as one of the game's looks: Param::colour(...).look_only(). The host
    // keeps it out of game IDs and of the high scores' key, opens every game with the
    // player's own value, and keeps a game going when only such values change.
    [[nodiscard]] Param look_only() && {
        look = true;
        return std::move(*this);
    }

    static Param integer(std::string key, std::string label, std::int64_t value, std::int64_t min,
                         std::int64_t max, std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_INTEGER,
                       std::to_string(value));
        p.min_int = min;
        p.max_int = max;
        return p;
    }
    static Param number(std::string key, std::string label, double value, double min, double max,
                        std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_NUMBER,
                       toml_number(value));
        p.min_number = min;
        p.max_number = max;
        return p;
    }
    static Param boolean(std::string key, std::string label, bool value, std::string help = {}) {
        return make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_BOOLEAN,
                    value ? "true" : "false");
    }
    // max_length 0: no limit.
    static Param text(std::string key, std::string label, std::string_view value,
                      std::int64_t max_length = 0, std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_TEXT,
                       toml_string(value));
        p.max_int = max_length;
        return p;
    }
    static Param text_list(std::string key, std::string label,
                           const std::vector<std::string>& value, std::int64_t min_items,
                           std::int64_t max_items, std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_TEXT_LIST,
                       detail::toml_string_list(value));
        p.min_int = min_items;
        p.max_int = max_items;
        return p;
    }
    static Param choice(std::string key, std::string label, std::string_view value,
                        std::vector<std::string> choices, std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_CHOICE,
                       toml_string(value));
        p.choices = std::move(choices);
        return p;
    }
    static Param colour(std::string key, std::string label, std::string_view value,
                        std::string help = {}) {
        return make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_COLOUR,
                    toml_string(value));
    }
    static Param colour_list(std::string key, std::string label,
                             const std::vector<std::string>& value, std::int64_t min_items,
                             std::int64_t max_items, std::string help = {}) {
        Param p = make(std::move(key), std::move(label), std::move(help), PLATEAU_PARAM_COLOUR_LIST,
                       detail::toml_string_list(value));
        p.min_int = min_items;
        p.max_int = max_items;
        return p;
    }

  private:
    // What every factory sets; the default is TOML text of the parameter's type.
    static Param make(std::string key, std::string label, std::string help, plateau_param_type type,
                      std::string default_toml) {
        Param p;
        p.key = std::move(key);
        p.label = std::move(label);
        p.help = std::move(help);
        p.type = type;
        p.default_toml = std::move(default_toml);
        return p;
    }
};

// A built-in preset: an id (one word), a label, and the values it sets as TOML text.
struct Preset {
    std::string id;
    std::string label;
    std::string values_toml;
};

// The checked values the host passed to `create`, read by key. Asking for a key the
// schema does not have, or with the wrong type, is a programming error: it throws.
class Settings {
  public:
    explicit Settings(const plateau_settings* settings) : settings_(settings) {}

    [[nodiscard]] std::int64_t integer(std::string_view key) const {
        return get(key, PLATEAU_PARAM_INTEGER).integer;
    }
    [[nodiscard]] int integer_int(std::string_view key) const {
        return static_cast<int>(integer(key));
    }
    [[nodiscard]] double number(std::string_view key) const {
        return get(key, PLATEAU_PARAM_NUMBER).number;
    }
    [[nodiscard]] bool boolean(std::string_view key) const {
        return get(key, PLATEAU_PARAM_BOOLEAN).boolean != 0;
    }
    [[nodiscard]] std::string text(std::string_view key) const {
        const plateau_value& v = find(key);
        if (v.type != PLATEAU_PARAM_TEXT && v.type != PLATEAU_PARAM_CHOICE &&
            v.type != PLATEAU_PARAM_COLOUR) {
            throw std::logic_error("setting '" + std::string(key) + "' is not a text");
        }
        return v.text != nullptr ? v.text : "";
    }
    [[nodiscard]] std::vector<std::string> list(std::string_view key) const {
        const plateau_value& v = find(key);
        if (v.type != PLATEAU_PARAM_TEXT_LIST && v.type != PLATEAU_PARAM_COLOUR_LIST) {
            throw std::logic_error("setting '" + std::string(key) + "' is not a list");
        }
        return {v.items, v.items + v.item_count};
    }
    [[nodiscard]] Colour colour(std::string_view key) const { return to_colour(key, text(key)); }
    [[nodiscard]] std::vector<Colour> colours(std::string_view key) const {
        std::vector<Colour> out;
        for (const auto& item : list(key)) out.push_back(to_colour(key, item));
        return out;
    }
    // Exactly `count` colours: what the game needs, refused with a reason that names the
    // setting when there are not (the host checks the schema's bounds; a caller of the C
    // table that does not is refused, not crashed).
    [[nodiscard]] std::vector<Colour> colours(std::string_view key, std::size_t count) const {
        std::vector<Colour> out = colours(key);
        if (out.size() != count) {
            throw Refusal(std::string(key) + ": " + std::to_string(count) +
                          " colours are needed, " + std::to_string(out.size()) + " given");
        }
        return out;
    }

  private:
    [[nodiscard]] const plateau_value& find(std::string_view key) const {
        for (std::uint32_t i = 0; settings_ != nullptr && i < settings_->count; ++i) {
            if (key == settings_->values[i].key) return settings_->values[i];
        }
        throw std::logic_error("no setting named '" + std::string(key) + "'");
    }
    [[nodiscard]] const plateau_value& get(std::string_view key, plateau_param_type type) const {
        const plateau_value& v = find(key);
        if (v.type != type) {
            throw std::logic_error("setting '" + std::string(key) + "' has another type");
        }
        return v;
    }
    static Colour to_colour(std::string_view key, const std::string& text) {
        if (auto c = parse_colour(text)) return *c;
        throw std::invalid_argument("setting '" + std::string(key) + "': '" + text +
                                    "' is not a colour");
    }

    const plateau_settings* settings_;
};

}  // namespace plateau
