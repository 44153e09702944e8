#include "core/scores/score_keys.hpp"

#include <optional>
#include <vector>

#include "core/config/toml_text.hpp"

namespace plateau::core {
namespace {

bool is_look(const ParamSchema& schema, std::string_view key) {
    const ParamSpec* spec = schema.find(key);
    return spec != nullptr && spec->look;
}

// Where the TOML value starting at `from` ends: at the first blank outside a string and
// outside brackets; nullopt when a string or a bracket is left open.
std::optional<std::size_t> value_end(std::string_view key, std::size_t from) {
    int depth = 0;
    char quote = 0;
    for (std::size_t i = from; i < key.size(); ++i) {
        const char c = key[i];
        if (quote != 0) {
            if (c == '\\' && quote == '"') {
                ++i;  // an escaped character, even a quote
            } else if (c == quote) {
                quote = 0;
            }
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '[') {
            ++depth;
        } else if (c == ']') {
            --depth;
        } else if (c == ' ' && depth == 0) {
            return i;
        }
    }
    if (quote != 0 || depth != 0) return std::nullopt;
    return key.size();
}

}  // namespace

std::string parameters_key(const ParamSchema& schema, const Settings& settings) {
    std::string key;
    for (const Setting& s : settings.values) {
        if (is_look(schema, s.key)) continue;
        if (!key.empty()) key += ' ';
        key += s.key + "=" + to_toml_value(s);
    }
    return key;
}

std::string key_without_looks(std::string_view key, const ParamSchema& schema) {
    std::vector<std::string_view> kept;
    std::size_t at = 0;
    while (at < key.size()) {
        const std::size_t equals = key.find('=', at);
        if (equals == std::string_view::npos) return std::string(key);
        const std::string_view name = key.substr(at, equals - at);
        if (!is_identifier(name)) return std::string(key);
        const std::optional<std::size_t> end = value_end(key, equals + 1);
        if (!end) return std::string(key);
        if (!is_look(schema, name)) kept.push_back(key.substr(at, *end - at));
        at = *end + 1;
    }
    std::string out;
    for (const std::string_view word : kept) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

std::string values_without_looks(std::string_view values, const ParamSchema& schema) {
    std::string out;
    std::size_t at = 0;
    while (at < values.size()) {
        // A game ID's items: a value has its `,` written %2C, so a comma ends an item.
        std::size_t comma = values.find(',', at);
        if (comma == std::string_view::npos) comma = values.size();
        const std::string_view item = values.substr(at, comma - at);
        if (!is_look(schema, item.substr(0, item.find('=')))) {
            if (!out.empty()) out += ',';
            out += item;
        }
        at = comma + 1;
    }
    return out;
}

HighScores load_high_scores(const std::filesystem::path& file, const std::string& game,
                            const ParamSchema& schema, plateau_score_kind kind) {
    HighScores scores = HighScores::load(file);
    if (schema.has_look()) {
        scores.rekey(
            game, [&](const std::string& key) { return key_without_looks(key, schema); }, kind);
    }
    return scores;
}

Statistics load_statistics(const std::filesystem::path& file, const std::string& game,
                           const ParamSchema& schema) {
    Statistics statistics = Statistics::load(file);
    if (schema.has_look()) {
        statistics.rekey(
            game, [&](const std::string& key) { return key_without_looks(key, schema); },
            [&](const std::string& values) { return values_without_looks(values, schema); });
    }
    return statistics;
}

}  // namespace plateau::core
