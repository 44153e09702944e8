// The hint and the solve command as jobs: the solver (solver.hpp) on a thread of its own,
// its result turned into the items the host takes: the hint's first move, or every move
// of the best sequence to play in order, and a message with the score the search expects.
#pragma once

#include <memory>
#include <plateau/game.hpp>
#include <string_view>

#include "samegame/rules/position.hpp"
#include "samegame/rules/rules.hpp"

namespace samegame {

// The hint's budget when the host leaves it to the game.
inline constexpr double kHintSeconds = 0.5;
// `solve` without an argument searches this long.
inline constexpr double kSolveSeconds = 10;
// The longest `solve` accepts.
inline constexpr double kMaxSolveSeconds = 3600;

// The seconds `solve ARGS` asks for: empty gives `budget` if the host set one, else
// kSolveSeconds. Throws plateau::Refusal for anything but a number in (0, kMaxSolveSeconds].
double solve_seconds(std::string_view args, double budget);

std::unique_ptr<plateau::Job> start_hint_job(const Position& position, int colours,
                                             const Rules& rules, double seconds);
std::unique_ptr<plateau::Job> start_solve_job(const Position& position, int colours,
                                              const Rules& rules, double seconds);

}  // namespace samegame
