#include "core/config/game_id.hpp"

#include <toml++/toml.h>

#include <charconv>

#include "core/config/config_error.hpp"
#include "core/config/settings_resolution.hpp"
#include "core/config/unknown_name.hpp"
#include "core/config/value_check.hpp"
#include "core/i18n/translate.hpp"

namespace plateau::core {

namespace {

constexpr char kHex[] = "0123456789ABCDEF";

bool needs_encoding(unsigned char c) {
    return c <= 0x20 || c >= 0x7f || c == ',' || c == ':' || c == '=' || c == '#' || c == '%' ||
           c == '|';
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// The shortest text that reads back as the same double.
std::string number_text(double number) {
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, number);
    std::string text(buffer, error == std::errc{} ? end : buffer);
    // "3" would read back as an integer: a number keeps its point.
    if (text.find_first_of(".e") == std::string::npos) text += ".0";
    return text;
}

std::string value_text(const ParamValue& value) {
    if (const auto* integer = std::get_if<std::int64_t>(&value)) return std::to_string(*integer);
    if (const auto* number = std::get_if<double>(&value)) return number_text(*number);
    if (const auto* boolean = std::get_if<bool>(&value)) return *boolean ? "true" : "false";
    if (const auto* text = std::get_if<std::string>(&value)) return percent_encode(*text);
    std::string joined;
    const auto& items = std::get<std::vector<std::string>>(value);
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) joined += '|';
        joined += percent_encode(items[i]);
    }
    return joined;
}

bool is_list(plateau_param_type type) {
    return type == PLATEAU_PARAM_TEXT_LIST || type == PLATEAU_PARAM_COLOUR_LIST;
}

[[noreturn]] void refuse(std::string_view text, const std::string& why) {
    throw ConfigError(format(tr("game id \"{0}\": {1}"), text, why));
}

}  // namespace

std::string percent_encode(std::string_view value) {
    std::string out;
    for (const char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        if (needs_encoding(byte)) {
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        } else {
            out += c;
        }
    }
    return out;
}

std::string percent_decode(std::string_view value) {
    std::string out;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] != '%') {
            out += value[i];
            continue;
        }
        const bool room = i + 2 < value.size();
        const int high = room ? hex_digit(value[i + 1]) : -1;
        const int low = room ? hex_digit(value[i + 2]) : -1;
        if (high < 0 || low < 0) {
            // xgettext:no-c-format
            const char* pattern = tr("\"{}\" is not a %XX escape (two hex digits)");
            throw ConfigError(format(pattern, value.substr(i, 3)));
        }
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

std::string format_game_id(std::string_view game, const ParamSchema& schema,
                           const Settings& settings, std::uint64_t seed) {
    std::string id(game);
    char separator = ':';
    for (const ParamSpec& spec : schema.params) {
        const Setting* setting = settings.find(spec.key);
        // A look parameter is the player's own taste, not the game's (abi.h).
        if (spec.look || setting == nullptr || setting->value == spec.default_value) continue;
        id += separator;
        id += spec.key + "=" + value_text(setting->value);
        separator = ',';
    }
    return id + "#" + std::to_string(seed);
}

bool looks_like_game_id(std::string_view text) { return text.find('#') != std::string_view::npos; }

GameIdText parse_game_id(std::string_view text) {
    const auto hash = text.find('#');
    if (hash == std::string_view::npos)
        refuse(text, tr("GAME#SEED or GAME:KEY=VALUE,...#SEED is expected"));
    if (text.find('#', hash + 1) != std::string_view::npos) {
        // xgettext:no-c-format
        refuse(text, tr("it has more than one '#' (a '#' in a value is written %23)"));
    }
    GameIdText id;
    const std::string_view seed = text.substr(hash + 1);
    const auto [end, error] = std::from_chars(seed.data(), seed.data() + seed.size(), id.seed);
    if (seed.empty() || error != std::errc{} || end != seed.data() + seed.size()) {
        refuse(text,
               format(tr("the seed \"{}\" is not a whole number from 0 to 18446744073709551615"),
                      seed));
    }
    const std::string_view head = text.substr(0, hash);
    const auto colon = head.find(':');
    id.game = std::string(head.substr(0, colon));
    if (!is_identifier(id.game)) {
        refuse(text,
               format(tr("\"{}\" is not a game's id (letters a-z, digits, - and _)"), id.game));
    }
    if (colon == std::string_view::npos) return id;
    std::string_view rest = head.substr(colon + 1);
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const auto equals = item.find('=');
        if (equals == std::string_view::npos) {
            refuse(text, format(tr("\"{}\" is not KEY=VALUE"), item));
        }
        const std::string_view value = item.substr(equals + 1);
        try {
            (void)percent_decode(value);  // every escape well formed
        } catch (const ConfigError& e) {
            refuse(text, e.what());
        }
        id.values.emplace_back(std::string(item.substr(0, equals)), std::string(value));
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    return id;
}

Settings game_id_settings(const ParamSchema& schema, const GameIdText& id, std::string_view text) {
    Settings settings = default_settings(schema);
    std::vector<std::string> seen;
    for (const auto& [key, value] : id.values) {
        const ParamSpec* spec = schema.find(key);
        if (spec == nullptr) refuse(text, unknown_name_message(NameKind::key, key, schema.keys()));
        for (const auto& earlier : seen) {
            if (earlier == key) refuse(text, format(tr("the key \"{}\" is given twice"), key));
        }
        seen.push_back(key);
        ValueCheck check;
        if (is_list(spec->type)) {
            // Split at the `|`s, then each item decoded: an item may hold a `|` or a comma.
            toml::array items;
            for (std::size_t from = 0; !value.empty();) {
                const auto bar = value.find('|', from);
                items.push_back(percent_decode(std::string_view(value).substr(from, bar - from)));
                if (bar == std::string::npos) break;
                from = bar + 1;
            }
            check = check_toml_value(*spec, items, key);
        } else {
            check = check_text_value(*spec, percent_decode(value), key);
        }
        if (!check.value) refuse(text, check.problem);
        for (auto& setting : settings.values) {
            if (setting.key == spec->key) setting.value = std::move(*check.value);
        }
    }
    return settings;
}

}  // namespace plateau::core
