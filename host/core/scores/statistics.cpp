#include "core/scores/statistics.hpp"

#include <toml++/toml.h>

#include <algorithm>
#include <sstream>

#include "core/config/toml_text.hpp"
#include "core/i18n/translate.hpp"
#include "core/scores/data_rows.hpp"
#include "core/scores/high_scores.hpp"
#include "core/scores/score_keys.hpp"
#include "core/util/atomic_file.hpp"
#include "core/util/make_folder.hpp"

namespace plateau::core {
namespace {

const char* kind_name(BestKind kind) {
    switch (kind) {
        case BestKind::points:
            return "points";
        case BestKind::time:
            return "time";
        case BestKind::moves:
            return "moves";
    }
    return "points";
}

std::optional<BestKind> kind_of(std::string_view name) {
    for (const BestKind kind : {BestKind::points, BestKind::time, BestKind::moves}) {
        if (name == kind_name(kind)) return kind;
    }
    return std::nullopt;
}

bool better(std::int64_t a, std::int64_t b, BestKind kind) {
    return kind == BestKind::points ? a > b : a < b;
}

}  // namespace

Statistics Statistics::load(const std::filesystem::path& file) {
    Statistics stats;
    toml::table doc;
    for (const auto& read : read_data_rows(file, "played", doc)) {
        const toml::table* t = read.first;  // a plain name: lambdas below capture it
        const std::string where = file.string() + ":" + std::to_string(read.second);
        StatisticsRow row;
        const auto text = [&](const char* key, std::string& out) {
            const auto value = t->get_as<std::string>(key);
            if (value == nullptr)
                throw ScoresError(where + ": " + format(tr("`{}` must be a text"), key));
            out = value->get();
        };
        const auto count = [&](const char* key, std::int64_t& out) {
            const auto value = t->get_as<std::int64_t>(key);
            if (value == nullptr || value->get() < 0) {
                throw ScoresError(where + ": " +
                                  format(tr("`{}` must be a whole number, 0 or more"), key));
            }
            out = value->get();
        };
        text("game", row.game);
        text("parameters", row.parameters);
        text("values", row.values);
        count("finished", row.finished);
        count("won", row.won);
        count("lost", row.lost);
        count("drawn", row.drawn);
        count("streak", row.streak);
        count("best_streak", row.best_streak);
        if (row.won + row.lost + row.drawn > row.finished || row.streak > row.best_streak) {
            // TRANSLATORS: won, lost, drawn, finished, streak and best_streak are keys of the
            // file: keep them.
            throw ScoresError(where + ": " +
                              tr("the counts do not add up (won + lost + drawn is at most "
                                 "finished, streak at most best_streak)"));
        }
        if (t->contains("best")) {
            const auto best = t->get_as<std::int64_t>("best");
            const auto kind = t->get_as<std::string>("best_kind");
            const auto known = kind != nullptr ? kind_of(kind->get()) : std::nullopt;
            if (best == nullptr || !known) {
                throw ScoresError(where + ": " +
                                  tr("`best` must be a whole number with `best_kind` "
                                     "\"points\", \"time\" or \"moves\""));
            }
            row.best = best->get();
            row.best_kind = *known;
        }
        stats.rows_.push_back(std::move(row));
    }
    return stats;
}

void Statistics::save(const std::filesystem::path& file) const {
    std::ostringstream out;
    out << "# Plateau statistics: the games finished, per game and parameter set.\n";
    for (const StatisticsRow& r : rows_) {
        out << "\n[[played]]\n"
            << "game = " << toml_string(r.game) << "\n"
            << "parameters = " << toml_string(r.parameters) << "\n"
            << "values = " << toml_string(r.values) << "\n"
            << "finished = " << r.finished << "\n"
            << "won = " << r.won << "\n"
            << "lost = " << r.lost << "\n"
            << "drawn = " << r.drawn << "\n"
            << "streak = " << r.streak << "\n"
            << "best_streak = " << r.best_streak << "\n";
        if (r.best) {
            out << "best = " << *r.best << "\n"
                << "best_kind = " << toml_string(kind_name(r.best_kind)) << "\n";
        }
    }
    if (file.has_parent_path()) make_folder(file.parent_path());
    atomic_write_file(file, out.str());
}

void Statistics::record(const std::string& game, const std::string& parameters,
                        const std::string& values, const PlayedGame& played) {
    auto it = std::find_if(rows_.begin(), rows_.end(), [&](const StatisticsRow& r) {
        return r.game == game && r.parameters == parameters;
    });
    if (it == rows_.end()) {
        StatisticsRow row;
        row.game = game;
        row.parameters = parameters;
        row.values = values;
        rows_.push_back(std::move(row));
        it = rows_.end() - 1;
    }
    StatisticsRow& row = *it;
    ++row.finished;
    switch (played.result) {
        case GameResult::won:
            ++row.won;
            ++row.streak;
            row.best_streak = std::max(row.best_streak, row.streak);
            break;
        case GameResult::lost:
            ++row.lost;
            row.streak = 0;
            break;
        case GameResult::drawn:
            ++row.drawn;
            break;
        case GameResult::ended:
            break;
    }
    if (played.best_candidate && (!row.best || row.best_kind != played.best_kind ||
                                  better(*played.best_candidate, *row.best, played.best_kind))) {
        row.best = played.best_candidate;
        row.best_kind = played.best_kind;
    }
}

std::vector<StatisticsRow> Statistics::rows(const std::string& game) const {
    std::vector<StatisticsRow> out;
    for (const auto& r : rows_) {
        if (r.game == game) out.push_back(r);
    }
    return out;
}

void Statistics::rekey(const std::string& game,
                       const std::function<std::string(const std::string&)>& key_of,
                       const std::function<std::string(const std::string&)>& values_of) {
    std::vector<StatisticsRow> rows;
    for (StatisticsRow& r : rows_) {
        if (r.game == game) {
            r.parameters = key_of(r.parameters);
            r.values = values_of(r.values);
        }
        auto same = std::find_if(rows.begin(), rows.end(), [&](const StatisticsRow& kept) {
            return kept.game == game && r.game == game && kept.parameters == r.parameters;
        });
        if (same == rows.end()) {
            rows.push_back(std::move(r));
            continue;
        }
        same->finished += r.finished;
        same->won += r.won;
        same->lost += r.lost;
        same->drawn += r.drawn;
        same->streak = std::max(same->streak, r.streak);
        same->best_streak = std::max(same->best_streak, r.best_streak);
        if (r.best && (!same->best || (same->best_kind == r.best_kind &&
                                       better(*r.best, *same->best, r.best_kind)))) {
            same->best = r.best;
            same->best_kind = r.best_kind;
        }
    }
    rows_ = std::move(rows);
}

PlayedGame played_game(const plateau_plugin& plugin, const GameStatus& status,
                       const std::set<int>& computers, const ScoreDecision& decision, int moves,
                       bool helped, bool from_layout) {
    PlayedGame played;
    switch (status.outcome) {
        case PLATEAU_OUTCOME_WON:
            played.result = GameResult::won;
            break;
        case PLATEAU_OUTCOME_LOST:
            played.result = GameResult::lost;
            break;
        case PLATEAU_OUTCOME_DRAW:
            played.result = GameResult::drawn;
            break;
        case PLATEAU_OUTCOME_WINNER:
            if (!computers.empty()) {
                played.result =
                    computers.contains(status.winner) ? GameResult::lost : GameResult::won;
            }
            break;
        default:
            break;
    }
    if (decision.verdict == ScoreDecision::Verdict::enter) {
        played.best_candidate = decision.value;
        played.best_kind =
            plugin.score_kind == PLATEAU_SCORE_TIME ? BestKind::time : BestKind::points;
    } else if (plugin.score_kind == PLATEAU_SCORE_NONE && played.result == GameResult::won &&
               computers.empty() && !status.several_players() && !helped && !from_layout) {
        played.best_candidate = moves;
        played.best_kind = BestKind::moves;
    }
    return played;
}

void record_statistics(const std::filesystem::path& file, const std::string& game,
                       const ParamSchema& schema, const Settings& settings,
                       const std::string& values, const PlayedGame& played) {
    Statistics stats = load_statistics(file, game, schema);
    stats.record(game, parameters_key(schema, settings), values, played);
    stats.save(file);
}

}  // namespace plateau::core
