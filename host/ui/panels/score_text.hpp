// High scores as the window words them: the best score of a game for its launcher card, a
// table for the high-scores panel, a value as points or a time. (Whether a finished game
// enters the table is the game driver's: core/scores/score_decision.hpp.)
#pragma once

#include <plateau/abi.h>

#include <optional>
#include <string>

#include "core/config/settings.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

// "Best: 1234" (points) or "Best: 01:23" (time); nullopt when there is no score yet or the
// game keeps none. Never throws: a broken scores file reads as none.
[[nodiscard]] std::optional<std::string> best_score_text(const core::HostContext& context,
                                                         const std::string& game_id,
                                                         plateau_score_kind kind);

// The high-score table of a game for one parameter set, for people: a line per entry,
// "1.  Ada  1234  2026-11-22", best first; or why there is none. Never throws: a broken
// scores file is said in the text.
[[nodiscard]] std::string high_scores_text(core::HostContext& context, const std::string& game_id,
                                           const core::Settings& settings, plateau_score_kind kind);

// A game's statistics for people, a paragraph per parameter set (named by its preset, else
// by the values that differ from the defaults): "Expert\nFinished 12 · won 5 (42%) · lost
// 6 · 2 wins in a row (best 3) · best 01:35"; or why there are none. Never throws.
[[nodiscard]] std::string statistics_text(core::HostContext& context, const std::string& game_id);

// The launcher card's line for a game without high scores, from its statistics: "Fewest
// moves: 12" or "Won 3 of 5"; nullopt when it has no finished game. Never throws.
[[nodiscard]] std::optional<std::string> statistics_summary(const core::HostContext& context,
                                                            const std::string& game_id);

// How a score value reads: "1234" for points, "01:23" for a time.
[[nodiscard]] std::string score_text(plateau_score_kind kind, std::int64_t value);

}  // namespace plateau::ui
