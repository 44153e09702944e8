#include "ui/panels/score_text.hpp"

#include <exception>

#include "core/app/host_context.hpp"
#include "core/driver/play_clock.hpp"
#include "core/scores/high_scores.hpp"

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

}  // namespace plateau::ui
