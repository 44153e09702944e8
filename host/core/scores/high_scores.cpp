#include "core/scores/high_scores.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>

#include "core/config/toml_text.hpp"
#include "core/i18n/translate.hpp"
#include "core/scores/data_rows.hpp"
#include "core/scores/score_keys.hpp"
#include "core/util/atomic_file.hpp"
#include "core/util/make_folder.hpp"
#include "core/util/time_text.hpp"

namespace plateau::core {

namespace {

bool better(std::int64_t a, std::int64_t b, plateau_score_kind kind) {
    return kind == PLATEAU_SCORE_TIME ? a < b : a > b;
}

}  // namespace

std::vector<std::pair<const toml::table*, std::uint32_t>> read_data_rows(
    const std::filesystem::path& file, std::string_view key, toml::table& document) {
    std::vector<std::pair<const toml::table*, std::uint32_t>> rows;
    std::ifstream in(file, std::ios::binary);
    if (!in) return rows;
    std::stringstream buffer;
    buffer << in.rdbuf();
    try {
        document = toml::parse(buffer.str(), std::string_view(file.string()));
    } catch (const toml::parse_error& e) {
        throw ScoresError(file.string() + ":" + std::to_string(e.source().begin.line) + ": " +
                          std::string(e.description()));
    }
    const toml::node* list = document.get(key);
    if (list == nullptr) return rows;
    const toml::array* array = list->as_array();
    if (array == nullptr) {
        throw ScoresError(file.string() + ": " + format(tr("`{}` must be a list of tables"), key));
    }
    for (const toml::node& node : *array) {
        const toml::table* t = node.as_table();
        const auto line = node.source().begin.line;
        if (t == nullptr) {
            throw ScoresError(file.string() + ":" + std::to_string(line) + ": " +
                              format(tr("a row of `{}` must be a table"), key));
        }
        rows.emplace_back(t, line);
    }
    return rows;
}

HighScores HighScores::load(const std::filesystem::path& file) {
    HighScores scores;
    toml::table doc;
    for (const auto& [t, at] : read_data_rows(file, "score", doc)) {
        const auto line = std::to_string(at);
        const auto game = t->get_as<std::string>("game");
        const auto parameters = t->get_as<std::string>("parameters");
        const auto name = t->get_as<std::string>("name");
        const auto value = t->get_as<std::int64_t>("value");
        const auto date = t->get_as<std::string>("date");
        if (game == nullptr || parameters == nullptr || name == nullptr || value == nullptr ||
            date == nullptr) {
            // TRANSLATORS: game, parameters, name, value and date are keys of the file.
            throw ScoresError(file.string() + ":" + line + ": " +
                              tr("a score needs game, parameters, name (texts), value (a whole "
                                 "number) and date (a text)"));
        }
        scores.rows_.push_back(
            {game->get(), parameters->get(), ScoreEntry{name->get(), value->get(), date->get()}});
    }
    return scores;
}

void HighScores::save(const std::filesystem::path& file) const {
    std::ostringstream out;
    out << "# Plateau high scores: the ten best per game and parameter set.\n";
    for (const Row& r : rows_) {
        out << "\n[[score]]\n"
            << "game = " << toml_string(r.game) << "\n"
            << "parameters = " << toml_string(r.parameters) << "\n"
            << "name = " << toml_string(r.entry.name) << "\n"
            << "value = " << r.entry.value << "\n"
            << "date = " << toml_string(r.entry.date) << "\n";
    }
    if (file.has_parent_path()) make_folder(file.parent_path());
    atomic_write_file(file, out.str());
}

std::vector<ScoreEntry> HighScores::top(const std::string& game,
                                        const std::string& parameters) const {
    std::vector<ScoreEntry> out;
    for (const Row& r : rows_) {
        if (r.game == game && r.parameters == parameters) out.push_back(r.entry);
    }
    return out;  // rows are kept in rank order per table
}

int HighScores::rank_of(const std::string& game, const std::string& parameters, std::int64_t value,
                        plateau_score_kind kind) const {
    if (kind == PLATEAU_SCORE_NONE) return 0;
    const auto table = top(game, parameters);
    std::size_t rank = 0;
    while (rank < table.size() && !better(value, table[rank].value, kind)) ++rank;
    return rank < kKept ? static_cast<int>(rank + 1) : 0;
}

int HighScores::add(const std::string& game, const std::string& parameters, ScoreEntry entry,
                    plateau_score_kind kind) {
    const int rank = rank_of(game, parameters, entry.value, kind);
    if (rank == 0) return 0;
    // Rebuild this table's rows in rank order, the others kept where they were.
    std::vector<ScoreEntry> table = top(game, parameters);
    table.insert(table.begin() + (rank - 1), std::move(entry));
    if (table.size() > kKept) table.resize(kKept);
    std::erase_if(rows_,
                  [&](const Row& r) { return r.game == game && r.parameters == parameters; });
    for (auto& e : table) rows_.push_back({game, parameters, std::move(e)});
    return rank;
}

std::optional<ScoreEntry> HighScores::best(const std::string& game, plateau_score_kind kind) const {
    std::optional<ScoreEntry> out;
    for (const Row& r : rows_) {
        if (r.game == game && (!out || better(r.entry.value, out->value, kind))) out = r.entry;
    }
    return out;
}

void HighScores::rekey(const std::string& game,
                       const std::function<std::string(const std::string&)>& key_of,
                       plateau_score_kind kind) {
    std::vector<std::string> keys;  // the new keys, in the order first met
    bool changed = false;
    for (Row& r : rows_) {
        if (r.game != game) continue;
        std::string key = key_of(r.parameters);
        changed = changed || key != r.parameters;
        r.parameters = std::move(key);
        if (std::find(keys.begin(), keys.end(), r.parameters) == keys.end())
            keys.push_back(r.parameters);
    }
    if (!changed) return;
    for (const std::string& key : keys) {
        std::vector<ScoreEntry> table = top(game, key);
        // Each old table was in rank order; a stable sort keeps the earlier entry first.
        std::stable_sort(table.begin(), table.end(), [&](const ScoreEntry& a, const ScoreEntry& b) {
            return better(a.value, b.value, kind);
        });
        if (table.size() > kKept) table.resize(kKept);
        std::erase_if(rows_, [&](const Row& r) { return r.game == game && r.parameters == key; });
        for (auto& e : table) rows_.push_back({game, key, std::move(e)});
    }
}

std::string today() { return local_time_text(std::time(nullptr), "%Y-%m-%d"); }

std::string player_name() {
    for (const char* variable : {"USER", "LOGNAME"}) {
        const char* value = std::getenv(variable);
        if (value != nullptr && *value != '\0') return value;
    }
    return trc("the name in the high scores when the user's name is unknown", "Player");
}

int record_score(const std::filesystem::path& file, const std::string& game,
                 const ParamSchema& schema, const Settings& settings, std::int64_t value,
                 plateau_score_kind kind) {
    HighScores table = load_high_scores(file, game, schema, kind);
    const int rank =
        table.add(game, parameters_key(schema, settings), {player_name(), value, today()}, kind);
    if (rank > 0) table.save(file);  // makes the folder too
    return rank;
}

}  // namespace plateau::core
