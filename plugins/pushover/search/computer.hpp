// Push Over's computer players.
//   easy:   a random legal move.
//   medium: wins at once when it can; otherwise avoids the moves after which the opponent
//           wins at once (and the moves that lose or draw at once); ties are broken at
//           random.
//   hard:   alpha-beta search (search.hpp) within a time budget.
//   perfect: on 3x3 and 4x4 the solved tables (solved.hpp): a move that keeps the value
//           (the shortest win, the longest defence, a draw); on larger boards the search
//           at its strongest (principal variation search) within the time budget, which
//           values a return to a position met since the round's last new pawn
//           (State::repeatable) as a draw, so that it leaves a circle it could win out of.
// easy and medium draw from a copy of the generator the state carries, so a seed and the
// same moves give the same choices; hard, and perfect on boards of 5 and more, depend on
// the clock and are not reproducible; perfect on 3x3 and 4x4 is.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <string_view>

#include "pushover/rules/match.hpp"

namespace pushover {

enum class Level { easy, medium, hard, perfect };
Level parse_level(std::string_view text);  // "easy", "medium", "hard" or "perfect"

// What an insertion does to the round, seen by the player who makes it.
enum class Effect { win, loss, draw, goes_on };
Effect effect_of(const Board& after, int mover);

// The choices of each level for the player to move in `state` (not over). When that player
// must pass, every level passes.
Move choose_easy(const State& state);
Move choose_medium(const State& state);
Move choose_hard(const State& state, double seconds, const std::atomic<bool>* stop);
// `folder`: where the 4x4 table is kept (table_store.hpp); empty: computed in memory.
Move choose_perfect(const State& state, double seconds, const std::atomic<bool>* stop,
                    const std::filesystem::path& folder);
// The hint: the perfect player's move on 3x3 and 4x4, the hard player's on larger boards.
Move choose_hint(const State& state, double seconds, const std::atomic<bool>* stop,
                 const std::filesystem::path& folder);

Move choose_move(const State& state, Level level, double seconds,
                 const std::atomic<bool>* stop = nullptr, const std::filesystem::path& folder = {});

}  // namespace pushover
