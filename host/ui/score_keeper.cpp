#include "ui/score_keeper.hpp"

#include <cstdlib>
#include <exception>

#include "core/app/host_context.hpp"
#include "core/scores/high_scores.hpp"
#include "ui/play_clock.hpp"

namespace plateau::ui {

namespace {
std::string player_name() {
    for (const char* variable : {"USER", "LOGNAME"}) {
        const char* value = std::getenv(variable);
        if (value != nullptr && *value != '\0') return value;
    }
    return "Player";
}
}  // namespace

std::string score_text(plateau_score_kind kind, std::int64_t value) {
    if (kind == PLATEAU_SCORE_TIME) return format_duration(static_cast<double>(value) / 1000.0);
    return std::to_string(value);
}

std::optional<std::string> best_score_text(const core::HostContext& context,
                                           const std::string& game_id, plateau_score_kind kind) {
    if (kind != PLATEAU_SCORE_POINTS && kind != PLATEAU_SCORE_TIME) return std::nullopt;
    try {
        const auto table = core::HighScores::load(context.scores_file());
        const auto best = table.best(game_id, kind);
        if (!best) return std::nullopt;
        return "Best: " + score_text(kind, best->value);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string high_scores_text(const core::HostContext& context, const std::string& game_id,
                             const core::Settings& settings, plateau_score_kind kind) {
    if (kind != PLATEAU_SCORE_POINTS && kind != PLATEAU_SCORE_TIME) {
        return "This game keeps no scores.";
    }
    std::vector<core::ScoreEntry> entries;
    try {
        entries = core::HighScores::load(context.scores_file())
                      .top(game_id, core::parameters_key(settings));
    } catch (const std::exception& e) {
        return std::string("The high scores cannot be read: ") + e.what();
    }
    if (entries.empty()) return "No scores yet with these settings: finish a game to enter one.";
    std::string text =
        kind == PLATEAU_SCORE_TIME ? "The best times, fastest first:\n" : "The best scores:\n";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        text += "\n" + std::to_string(i + 1) + ".  " + entries[i].name + "  \xC2\xB7  " +
                score_text(kind, entries[i].value) + "  \xC2\xB7  " + entries[i].date;
    }
    return text;
}

std::optional<std::int64_t> score_value(const plateau_plugin& plugin,
                                        const core::GameStatus& status, double elapsed_seconds) {
    if (!status.over) return std::nullopt;
    if (plugin.scores_won_only != 0 && status.outcome != PLATEAU_OUTCOME_WON) return std::nullopt;
    if (plugin.score_kind == PLATEAU_SCORE_POINTS && status.score) return *status.score;
    if (plugin.score_kind == PLATEAU_SCORE_TIME) {
        return static_cast<std::int64_t>(elapsed_seconds * 1000.0);
    }
    return std::nullopt;
}

std::optional<int> record_score(const core::HostContext& context, const std::string& game_id,
                                const plateau_plugin& plugin, const core::Settings& settings,
                                std::int64_t value, std::string* error) {
    try {
        auto table = core::HighScores::load(context.scores_file());
        const int rank = table.add(game_id, core::parameters_key(settings),
                                   {player_name(), value, core::today()}, plugin.score_kind);
        if (rank > 0) {
            table.save(context.scores_file());  // makes the folder too
        }
        return rank;
    } catch (const std::exception& e) {
        if (error != nullptr) *error = e.what();
        return std::nullopt;
    }
}

}  // namespace plateau::ui
