#include "ui/panels/score_text.hpp"

#include <exception>

#include "core/app/host_context.hpp"
#include "core/driver/play_clock.hpp"
#include "core/scores/high_scores.hpp"
#include "core/scores/statistics.hpp"

namespace plateau::ui {

std::string score_text(plateau_score_kind kind, std::int64_t value) {
    if (kind == PLATEAU_SCORE_TIME)
        return core::format_duration(static_cast<double>(value) / 1000.0);
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

namespace {

std::string best_text(const core::StatisticsRow& row) {
    switch (row.best_kind) {
        case core::BestKind::points:
            return "best " + std::to_string(*row.best);
        case core::BestKind::time:
            return "best " + score_text(PLATEAU_SCORE_TIME, *row.best);
        case core::BestKind::moves:
            return "fewest moves " + std::to_string(*row.best);
    }
    return {};
}

std::string row_name(core::HostContext& context, const std::string& game_id,
                     const core::StatisticsRow& row) {
    try {
        for (const auto& preset : context.presets(game_id)) {
            const auto settings = context.resolve_settings(game_id, preset.id, {});
            if (core::parameters_key(settings) == row.parameters) return preset.label;
        }
    } catch (const std::exception&) {
        // A broken game file: the values name the set.
    }
    if (row.values.empty()) return "The game's own defaults";
    std::string named;
    for (const char c : row.values) {
        named += c;
        if (c == ',') named += ' ';
    }
    return named;
}

}  // namespace

std::string statistics_text(core::HostContext& context, const std::string& game_id) {
    std::vector<core::StatisticsRow> rows;
    try {
        rows = core::Statistics::load(context.statistics_file()).rows(game_id);
    } catch (const std::exception& e) {
        return std::string("The statistics cannot be read: ") + e.what();
    }
    if (rows.empty()) return "No game finished yet.";
    std::string text;
    for (const auto& row : rows) {
        if (!text.empty()) text += "\n\n";
        text += row_name(context, game_id, row) + "\n";
        text += "Finished " + std::to_string(row.finished);
        const std::int64_t decided = row.won + row.lost + row.drawn;
        if (decided > 0) {
            text += " \xC2\xB7 won " + std::to_string(row.won) + " (" +
                    std::to_string((row.won * 100 + decided / 2) / decided) + "%)";
            text += " \xC2\xB7 lost " + std::to_string(row.lost);
            if (row.drawn > 0) text += " \xC2\xB7 drawn " + std::to_string(row.drawn);
            text += " \xC2\xB7 " + std::to_string(row.streak) +
                    (row.streak == 1 ? " win" : " wins") + " in a row (best " +
                    std::to_string(row.best_streak) + ")";
        }
        if (row.best) text += " \xC2\xB7 " + best_text(row);
    }
    return text;
}

std::optional<std::string> statistics_summary(const core::HostContext& context,
                                              const std::string& game_id) {
    std::vector<core::StatisticsRow> rows;
    try {
        rows = core::Statistics::load(context.statistics_file()).rows(game_id);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (rows.empty()) return std::nullopt;
    std::optional<std::int64_t> fewest;
    std::int64_t won = 0, finished = 0;
    for (const auto& row : rows) {
        won += row.won;
        finished += row.finished;
        if (row.best && row.best_kind == core::BestKind::moves &&
            (!fewest || *row.best < *fewest)) {
            fewest = row.best;
        }
    }
    if (fewest) return "Fewest moves: " + std::to_string(*fewest);
    return "Won " + std::to_string(won) + " of " + std::to_string(finished);
}

}  // namespace plateau::ui
