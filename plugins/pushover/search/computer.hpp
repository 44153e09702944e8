// Push Over's computer players.
//   easy:   a random legal move.
//   medium: wins at once when it can; otherwise avoids the moves after which the opponent
//           wins at once (and the moves that lose or draw at once); ties are broken at
//           random.
//   hard:   alpha-beta search (search.hpp) within a time budget.
// easy and medium draw from a copy of the generator the state carries, so a seed and the
// same moves give the same choices; hard depends on the clock and is not reproducible.
#pragma once

#include <atomic>
#include <cstdint>
#include <string_view>

#include "pushover/rules/match.hpp"

namespace pushover {

enum class Level { easy, medium, hard };
Level parse_level(std::string_view text);  // "easy", "medium" or "hard"

// What an insertion does to the round, seen by the player who makes it.
enum class Effect { win, loss, draw, goes_on };
Effect effect_of(const Board& after, int mover);

// The choices of each level for the player to move in `state` (not over). When that player
// must pass, every level passes.
Move choose_easy(const State& state);
Move choose_medium(const State& state);
Move choose_hard(const State& state, double seconds, const std::atomic<bool>* stop);

Move choose_move(const State& state, Level level, double seconds,
                 const std::atomic<bool>* stop = nullptr);

}  // namespace pushover
