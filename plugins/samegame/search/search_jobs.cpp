#include "samegame/search/search_jobs.hpp"

#include <charconv>
#include <cmath>
#include <functional>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/translate.hpp>
#include <string>

#include "samegame/rules/notation.hpp"
#include "samegame/search/solver.hpp"

namespace samegame {

using plateau::format, plateau::tr, plateau::trn;

double solve_seconds(std::string_view args, double budget) {
    args = plateau::trim(args);
    if (args.empty()) return budget > 0 ? budget : kSolveSeconds;
    double seconds = 0;
    const auto [end, error] = std::from_chars(args.data(), args.data() + args.size(), seconds);
    if (error != std::errc{} || end != args.data() + args.size() || !std::isfinite(seconds) ||
        seconds <= 0 || seconds > kMaxSolveSeconds) {
        throw plateau::Refusal(
            format(tr("solve takes a number of seconds, more than 0 and at most {0}: not '{1}'"),
                   static_cast<int>(kMaxSolveSeconds), args));
    }
    return seconds;
}

namespace {

// The solver from `position` for `seconds` on a job's thread; `answer` turns what it found
// into the job's result. `over` is the refusal when the game is over.
std::unique_ptr<plateau::Job> start_search_job(
    const Position& position, int colours, const Rules& rules, double seconds, const char* over,
    std::function<plateau::JobResult(const SolveResult&)> answer) {
    if (position.over) throw plateau::Refusal(over);
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
    return start_search_job(
        position, colours, rules, seconds, tr("the game is over: there is nothing to hint"),
        [position](const SolveResult& r) {
            plateau::JobResult result;
            if (r.best.moves.empty()) {
                result.message(tr("no hint: no legal group is left"));
                return result;
            }
            const std::string move = format_move(r.best.moves.front());
            result.hint(move);
            // The move itself is said by the host (in words in the window, `hint:` in the text
            // mode); the message tells what follows it: "the first of 41 moves, 1234 more
            // points: final score 1534".
            const std::size_t n = r.best.moves.size();
            result.message(
                format(trn("the first of {0} move, {1} more points: final score {2}",
                           "the first of {0} moves, {1} more points: final score {2}", n),
                       n, r.best.score, position.score + r.best.score));
            return result;
        });
}

std::unique_ptr<plateau::Job> start_solve_job(const Position& position, int colours,
                                              const Rules& rules, double seconds) {
    return start_search_job(
        position, colours, rules, seconds, tr("the game is over: there is nothing to solve"),
        [position](const SolveResult& r) {
            plateau::JobResult result;
            const std::size_t n = r.best.moves.size();
            result.message(format(trn("Solve: {0} move, {1} more points: final score {2}",
                                      "Solve: {0} moves, {1} more points: final score {2}", n),
                                  n, r.best.score, position.score + r.best.score));
            for (const Cell m : r.best.moves) result.move(format_move(m));
            return result;
        });
}

}  // namespace samegame
