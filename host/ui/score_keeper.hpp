// High scores as the window uses them: the best score of a game for its launcher card, and
// entering a finished game into the table.
#pragma once

#include <plateau/abi.h>

#include <optional>
#include <string>

#include "core/config/settings.hpp"
#include "core/game/game_instance.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

// "Best: 1234" (points) or "Best: 01:23" (time); nullopt when there is no score yet or the
// game keeps none. Never throws: a broken scores file reads as none.
[[nodiscard]] std::optional<std::string> best_score_text(const core::HostContext& context,
                                                         const std::string& game_id,
                                                         plateau_score_kind kind);

// The value a finished game enters the table with: its points, or the milliseconds played.
// nullopt when the game keeps no scores, or it was lost and only won games count.
[[nodiscard]] std::optional<std::int64_t> score_value(const plateau_plugin& plugin,
                                                      const core::GameStatus& status,
                                                      double elapsed_seconds);

// Adds a finished game to the table (under the player's login name) and writes it.
// Returns its rank (1..10), 0 if it did not enter, or nullopt when the table could not be
// read or written (the reason goes to *error).
[[nodiscard]] std::optional<int> record_score(const core::HostContext& context,
                                              const std::string& game_id,
                                              const plateau_plugin& plugin,
                                              const core::Settings& settings, std::int64_t value,
                                              std::string* error);

// The high-score table of a game for one parameter set, for people: a line per entry,
// "1.  Ada  1234  2026-11-22", best first; or why there is none. Never throws: a broken
// scores file is said in the text.
[[nodiscard]] std::string high_scores_text(const core::HostContext& context,
                                           const std::string& game_id,
                                           const core::Settings& settings, plateau_score_kind kind);

// How a score value reads: "1234" for points, "01:23" for a time.
[[nodiscard]] std::string score_text(plateau_score_kind kind, std::int64_t value);

}  // namespace plateau::ui
