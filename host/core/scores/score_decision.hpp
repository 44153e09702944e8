// Whether a finished game enters the high scores, and with what value. The rule is the
// host's, the same for every game and every front end; the game driver applies it once
// per game, when the game ends.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <string>

namespace plateau::core {

struct GameStatus;

struct ScoreDecision {
    enum class Verdict {
        none,          // the game keeps no scores, or only won games count and this one was not
        enter,         // `value` enters the table
        from_layout,   // not entered: the board came from a layout, not from the settings
        not_rankable,  // not entered: the game says so (a loss was undone)
        assisted,      // not entered: a hint, a solver or an undone loss helped (`reason`)
        scored_before  // this game's end was reached before (undo, redo, a loaded game)
    };
    Verdict verdict = Verdict::none;
    std::int64_t value = 0;  // points, or the milliseconds played
    std::string reason;      // for `assisted`: what helped, as the end panel says it
};

// What the game at its end enters with: its points (score kind POINTS), or the milliseconds
// played (TIME); `rankable` is the game's own word (abi.h, rankable).
[[nodiscard]] ScoreDecision decide_score(const plateau_plugin& plugin, const GameStatus& status,
                                         double seconds_played, bool from_layout, bool rankable);

}  // namespace plateau::core
