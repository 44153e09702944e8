#include "core/scores/score_decision.hpp"

#include "core/game/game_instance.hpp"

namespace plateau::core {

ScoreDecision decide_score(const plateau_plugin& plugin, const GameStatus& status,
                           double seconds_played, bool from_layout, bool rankable) {
    using Verdict = ScoreDecision::Verdict;
    if (!status.over) return {};
    if (plugin.scores_won_only != 0 && status.outcome != PLATEAU_OUTCOME_WON) return {};
    ScoreDecision decision;
    if (plugin.score_kind == PLATEAU_SCORE_POINTS && status.score) {
        decision.value = *status.score;
    } else if (plugin.score_kind == PLATEAU_SCORE_TIME) {
        decision.value = static_cast<std::int64_t>(seconds_played * 1000.0);
    } else {
        return {};
    }
    // A board given as a layout is not the parameter set the table is kept for.
    decision.verdict = from_layout ? Verdict::from_layout
                       : rankable  ? Verdict::enter
                                   : Verdict::not_rankable;
    return decision;
}

}  // namespace plateau::core
