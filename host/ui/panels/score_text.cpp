#include "ui/panels/score_text.hpp"

#include <exception>

#include "core/app/host_context.hpp"
#include "core/driver/play_clock.hpp"
#include "core/i18n/translate.hpp"
#include "core/scores/high_scores.hpp"
#include "core/scores/score_keys.hpp"
#include "core/scores/statistics.hpp"

namespace plateau::ui {

using core::format;
using core::tr;
using core::trn;

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
        return format(tr("Best: {}"), score_text(kind, best->value));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string high_scores_text(core::HostContext& context, const std::string& game_id,
                             const core::Settings& settings, plateau_score_kind kind) {
    if (kind != PLATEAU_SCORE_POINTS && kind != PLATEAU_SCORE_TIME) {
        return tr("This game keeps no scores.");
    }
    std::vector<core::ScoreEntry> entries;
    try {
        const core::ParamSchema& schema = context.schema(game_id);
        entries = core::load_high_scores(context.scores_file(), game_id, schema, kind)
                      .top(game_id, core::parameters_key(schema, settings));
    } catch (const std::exception& e) {
        return format(tr("The high scores cannot be read: {}"), e.what());
    }
    if (entries.empty())
        return tr("No scores yet with these settings: finish a game to enter one.");
    std::string text =
        kind == PLATEAU_SCORE_TIME ? tr("The best times, fastest first:") : tr("The best scores:");
    text += "\n";
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
            return format(tr("best {}"), *row.best);
        case core::BestKind::time:
            return format(tr("best {}"), score_text(PLATEAU_SCORE_TIME, *row.best));
        case core::BestKind::moves:
            // The same English words for one move and several; a language may differ.
            return format(
                trn("fewest moves {}", "fewest moves {}", static_cast<unsigned long>(*row.best)),
                *row.best);
    }
    return {};
}

std::string row_name(core::HostContext& context, const std::string& game_id,
                     const core::StatisticsRow& row) {
    try {
        for (const auto& preset : context.presets(game_id)) {
            const auto settings = context.resolve_settings(game_id, preset.id, {});
            if (core::parameters_key(context.schema(game_id), settings) == row.parameters)
                return preset.label;
        }
    } catch (const std::exception&) {
        // A broken game file: the values name the set.
    }
    if (row.values.empty()) return tr("The game's own defaults");
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
        rows = core::load_statistics(context.statistics_file(), game_id, context.schema(game_id))
                   .rows(game_id);
    } catch (const std::exception& e) {
        return format(tr("The statistics cannot be read: {}"), e.what());
    }
    if (rows.empty()) return tr("No game finished yet.");
    std::string text;
    for (const auto& row : rows) {
        if (!text.empty()) text += "\n\n";
        text += row_name(context, game_id, row) + "\n";
        // Each count is a message of its own, the same English words for one and several
        // where English has them: "Finished 12 · won 5 (42%) · lost 6 · 2 wins in a row".
        const auto count = [](std::int64_t n) { return static_cast<unsigned long>(n); };
        text += format(trn("Finished {}", "Finished {}", count(row.finished)), row.finished);
        const std::int64_t decided = row.won + row.lost + row.drawn;
        if (decided > 0) {
            text += " \xC2\xB7 " + format(trn("won {0} ({1}%)", "won {0} ({1}%)", count(row.won)),
                                          row.won, (row.won * 100 + decided / 2) / decided);
            text += " \xC2\xB7 " + format(trn("lost {}", "lost {}", count(row.lost)), row.lost);
            if (row.drawn > 0) {
                text +=
                    " \xC2\xB7 " + format(trn("drawn {}", "drawn {}", count(row.drawn)), row.drawn);
            }
            text += " \xC2\xB7 " + format(trn("{0} win in a row (best {1})",
                                              "{0} wins in a row (best {1})", count(row.streak)),
                                          row.streak, row.best_streak);
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
    if (fewest) {
        return format(
            trn("Fewest moves: {}", "Fewest moves: {}", static_cast<unsigned long>(*fewest)),
            *fewest);
    }
    return format(tr("Won {0} of {1}"), won, finished);
}

}  // namespace plateau::ui
