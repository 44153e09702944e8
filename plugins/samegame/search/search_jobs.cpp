#include "samegame/search/search_jobs.hpp"

#include <charconv>
#include <cmath>
#include <functional>
#include <plateau/notation.hpp>
#include <string>

#include "samegame/rules/notation.hpp"
#include "samegame/search/solver.hpp"

namespace samegame {

namespace {

// "41 moves, 1234 more points: final score 1534"
std::string expectation(const Position& position, const SolveResult& r) {
    const std::size_t n = r.best.moves.size();
    std::string text = std::to_string(n) + (n == 1 ? " move, " : " moves, ") +
                       std::to_string(r.best.score) + " more points: final score " +
                       std::to_string(position.score + r.best.score);
    return text;
}

}  // namespace

double solve_seconds(std::string_view args, double budget) {
    args = plateau::trim(args);
    if (args.empty()) return budget > 0 ? budget : kSolveSeconds;
    double seconds = 0;
    const auto [end, error] = std::from_chars(args.data(), args.data() + args.size(), seconds);
    if (error != std::errc{} || end != args.data() + args.size() || !std::isfinite(seconds) ||
        seconds <= 0 || seconds > kMaxSolveSeconds) {
        throw plateau::Refusal("solve takes a number of seconds, more than 0 and at most " +
                               std::to_string(static_cast<int>(kMaxSolveSeconds)) + ": not '" +
                               std::string(args) + "'");
    }
    return seconds;
}

namespace {

// The solver from `position` for `seconds` on a job's thread; `answer` turns what it found
// into the job's result. `what` names the command in its refusal when the game is over.
std::unique_ptr<plateau::Job> start_search_job(
    const Position& position, int colours, const Rules& rules, double seconds, const char* what,
    std::function<plateau::JobResult(const SolveResult&)> answer) {
    if (position.over) {
        throw plateau::Refusal(std::string("the game is over: there is nothing to ") + what);
    }
    return std::make_unique<plateau::ThreadJob>(
        [position, colours, rules, seconds,
         answer = std::move(answer)](const std::atomic<bool>& stop) {
            SolverOptions options;
            options.seconds = seconds;
            return answer(solve(position.board, colours, rules, options, stop));
        });
}

}  // namespace

std::unique_ptr<plateau::Job> start_hint_job(const Position& position, int colours,
                                             const Rules& rules, double seconds) {
    return start_search_job(position, colours, rules, seconds, "hint",
                            [position](const SolveResult& r) {
                                plateau::JobResult result;
                                if (r.best.moves.empty()) {
                                    result.message("no hint: no legal group is left");
                                    return result;
                                }
                                const std::string move = format_move(r.best.moves.front());
                                result.hint(move);
                                // The move itself is said by the host (in words in the window,
                                // `hint:` in the text mode); the message tells what follows it.
                                result.message("the first of " + expectation(position, r));
                                return result;
                            });
}

std::unique_ptr<plateau::Job> start_solve_job(const Position& position, int colours,
                                              const Rules& rules, double seconds) {
    return start_search_job(position, colours, rules, seconds, "solve",
                            [position](const SolveResult& r) {
                                plateau::JobResult result;
                                result.message("Solve: " + expectation(position, r));
                                for (const Cell m : r.best.moves) result.move(format_move(m));
                                return result;
                            });
}

}  // namespace samegame
