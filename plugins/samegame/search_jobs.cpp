#include "search_jobs.hpp"

#include <charconv>
#include <cmath>
#include <string>

#include "notation.hpp"
#include "solver.hpp"

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
    while (!args.empty() && args.front() == ' ') args.remove_prefix(1);
    while (!args.empty() && args.back() == ' ') args.remove_suffix(1);
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

std::unique_ptr<plateau::Job> start_hint_job(const Position& position, int colours,
                                             const Rules& rules, double seconds) {
    if (position.over) throw plateau::Refusal("the game is over: there is nothing to hint");
    return std::make_unique<plateau::ThreadJob>(
        [position, colours, rules, seconds](const std::atomic<bool>& stop) {
            SolverOptions options;
            options.seconds = seconds;
            const SolveResult r = solve(position.board, colours, rules, options, stop);
            plateau::JobResult result;
            if (r.best.moves.empty()) {
                result.message("no hint: no legal group is left");
                return result;
            }
            const std::string move = format_move(r.best.moves.front());
            result.hint(move);
            result.message("Hint " + move + ", the first of " + expectation(position, r));
            return result;
        });
}

std::unique_ptr<plateau::Job> start_solve_job(const Position& position, int colours,
                                              const Rules& rules, double seconds) {
    if (position.over) throw plateau::Refusal("the game is over: there is nothing to solve");
    return std::make_unique<plateau::ThreadJob>(
        [position, colours, rules, seconds](const std::atomic<bool>& stop) {
            SolverOptions options;
            options.seconds = seconds;
            const SolveResult r = solve(position.board, colours, rules, options, stop);
            plateau::JobResult result;
            result.message("Solve: " + expectation(position, r));
            for (const Cell m : r.best.moves) result.move(format_move(m));
            return result;
        });
}

}  // namespace samegame
