#include "minesweeper/search/win_bound.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>
#include <vector>

#include "minesweeper/search/endgame.hpp"

namespace minesweeper {

namespace {

// The chance that the safest unknown cell is safe, or 1 when the chances are estimates (a
// part of the frontier passed the enumeration's budget).
double safest_chance(const Solver::Odds& odds, const Solver& solver) {
    if (!odds.complete) return 1.0;
    double safest = 0;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::unknown) safest = std::max(safest, 1.0 - odds.mine[cell]);
    }
    return safest;
}

// At most what opening `cell` can win (see win_bound()): `log_now` is the log of the count
// of arrangements that agree with the position, `safe` the cell's chance to be safe, which
// bounds it when a number's chance would be an estimate.
double after_opening(const Solver& solver, double log_now, int cell, double safe,
                     const EndgameLimits& after) {
    const auto [known_mines, unknown] = solver.around(cell);
    double total = 0;
    for (int k = 0; k <= unknown; ++k) {
        Solver next = solver;
        next.open(cell, known_mines + k);
        const Solver::Odds odds = next.odds();
        if (!odds.complete) return safe;
        const double chance = std::exp(odds.log_arrangements - log_now);
        if (!(chance > 1e-12)) continue;  // a number no arrangement gives
        // Logic proving a cell safe, or leaving no unknown cell (the rest proved mines), counts
        // as winning the rest.
        double left = 1;
        if (next.unknown_count() > 0 && !next.deduce(SolverLevel::full) &&
            next.unknown_count() > 0) {
            if (const auto endgame = solve_endgame(next, after)) {
                left = endgame->win;
            } else {
                left = safest_chance(next.odds(), next);
            }
        }
        total += chance * left;
    }
    return std::min(total, safe);
}

}  // namespace

WinBound win_bound(const Solver& solver, const WinBoundLimits& limits) {
    // Only a position where every cell proved safe is open is bounded; elsewhere, 1.
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::safe) return WinBound{1.0, false};
    }
    if (const auto endgame = solve_endgame(solver, limits.exact)) {
        return WinBound{endgame->win, true};
    }
    const Solver::Odds odds = solver.odds();
    if (!odds.complete) return WinBound{1.0, false};
    std::vector<std::pair<double, int>> cells;  // (chance to be safe, cell)
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::unknown) cells.emplace_back(1.0 - odds.mine[cell], cell);
    }
    if (cells.empty()) return WinBound{1.0, true};
    std::sort(cells.begin(), cells.end(), std::greater<>());
    double best = 0;
    for (const auto& [safe, cell] : cells) {
        if (safe <= best) break;  // opening it wins at most its chance to be safe
        best =
            std::max(best, after_opening(solver, odds.log_arrangements, cell, safe, limits.after));
    }
    return WinBound{best, false};
}

}  // namespace minesweeper
