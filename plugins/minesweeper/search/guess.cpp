#include "minesweeper/search/guess.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <plateau/grid.hpp>
#include <vector>

#include "minesweeper/search/endgame.hpp"
#include "minesweeper/search/rollout.hpp"

namespace minesweeper {

namespace {

// A value of the opened cell less likely than this is not tried.
constexpr double kNegligible = 0.005;

// The chance that opening `cell` (and finding it safe) lets the cheap rules prove something
// new: its number's distribution is estimated from its neighbours' chances (taken as
// independent), and for each value the cheap rules run once on a copy of the solver.
double progress_chance(const Solver& solver, const std::vector<double>& chance, int cell) {
    std::array<double, 9> number{};
    number[0] = 1;
    int known_mines = 0;
    plateau::for_each_neighbour(solver.cols(), solver.rows(), cell, [&](int n) {
        if (solver.known(n) == Known::mine) {
            ++known_mines;
        } else if (solver.known(n) == Known::unknown) {
            for (int k = 8; k >= 0; --k) {
                number[k] = number[k] * (1 - chance[n]) + (k > 0 ? number[k - 1] * chance[n] : 0);
            }
        }
    });
    double progress = 0;
    for (int k = 0; k + known_mines <= 8; ++k) {
        if (number[k] < kNegligible) continue;
        Solver next = solver;
        next.open(cell, k + known_mines);
        if (next.deduce(SolverLevel::pairs)) progress += number[k];
    }
    return progress;
}

// The chance to survive this guess and the next move: for each number the cell may show,
// its exact chance (the arrangements that agree with it, over all), times the safest next
// move's chance then (1 when logic then proves a cell safe). And whether the cell is dead:
// only one number is possible, so its number can teach nothing (that it is safe may).
struct Lookahead {
    double survival = 0;
    bool dead = false;
};
Lookahead two_step_survival(const Solver& solver, double log_now, int cell) {
    int known_mines = 0, unknown = 0;
    plateau::for_each_neighbour(solver.cols(), solver.rows(), cell, [&](int n) {
        known_mines += solver.known(n) == Known::mine ? 1 : 0;
        unknown += solver.known(n) == Known::unknown ? 1 : 0;
    });
    double survival = 0;
    int values = 0;
    for (int k = 0; k <= unknown; ++k) {
        Solver next = solver;
        next.open(cell, known_mines + k);
        const Solver::Odds odds = next.odds();
        const double chance = std::exp(odds.log_arrangements - log_now);
        if (!(chance > 1e-9)) continue;
        ++values;
        // With no unknown cell left, the guess has won the game.
        double safest = next.unknown_count() > 0 ? 1 : 0;
        for (int c = 0; c < next.cells(); ++c) {
            if (next.known(c) == Known::unknown) safest = std::min(safest, odds.mine[c]);
        }
        survival += chance * (1 - safest);
    }
    return {survival, values == 1};
}

}  // namespace

Guess choose_guess(const Solver& solver, const GuessOptions& options) {
    if (options.endgame) {
        if (const auto endgame = solve_endgame(solver, options.endgame_limits)) {
            return endgame->guess;
        }
    }
    const Solver::Odds odds = solver.odds();
    const std::vector<double>& chance = odds.mine;
    double safest = 2;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::unknown) safest = std::min(safest, chance[cell]);
    }
    // (score, cell) for the cells nearly as safe as the safest.
    std::vector<std::pair<double, int>> ranked;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) != Known::unknown || chance[cell] > safest + options.nearly_safest) {
            continue;
        }
        const double safe = 1 - chance[cell];
        // Safety breaks ties, so a cell that teaches nothing never beats a safer one.
        const double progress = options.progress ? progress_chance(solver, chance, cell) : 0;
        ranked.emplace_back(safe * progress + 1e-6 * safe, cell);
    }
    if (ranked.empty()) return Guess{};
    // Best score first; equal scores in cell order.
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    int best = ranked.front().second;
    if (options.lookahead) {
        double best_survival = -1;
        bool best_dead = true;
        const int n = std::min<int>(options.lookahead_cells, static_cast<int>(ranked.size()));
        for (int i = 0; i < n; ++i) {
            const int cell = ranked[i].second;
            const Lookahead look = two_step_survival(solver, odds.log_arrangements, cell);
            const bool dead = options.defer_dead && look.dead;
            // A cell that can teach something beats a dead one whatever their survival.
            if ((best_dead && !dead) ||
                (dead == best_dead && look.survival > best_survival + 1e-9)) {
                best_survival = look.survival;
                best_dead = dead;
                best = cell;
            }
        }
    }
    if (options.rollout_boards > 0 && solver.unknown_count() <= options.rollout_max_unknown) {
        std::vector<int> candidates{best};
        for (std::size_t i = 0;
             i < ranked.size() && static_cast<int>(candidates.size()) <= options.rollout_cells;
             ++i) {
            if (ranked[i].second != best) candidates.push_back(ranked[i].second);
        }
        GuessOptions policy = options;
        policy.rollout_boards = 0;
        best = best_by_rollouts(solver, candidates, policy, options.rollout_boards,
                                position_seed(solver));
    }
    return Guess{best, 1 - chance[best]};
}

Guess first_click(int cols, int rows, int mines, FirstClick rule) {
    const int cells = cols * rows;
    switch (rule) {
        case FirstClick::opening:
            // The opening is sure; a cell two in from the corner keeps the opening off the
            // edges, where it would see fewer new cells.
            if (cols >= 5 && rows >= 5) return Guess{2 * cols + 2, 1.0};
            return Guess{(rows / 2) * cols + cols / 2, 1.0};
        case FirstClick::safe:
            // Only the cell is sure: a corner has three neighbours, the best chance of a 0.
            return Guess{0, 1.0};
        case FirstClick::any:
            break;
    }
    return Guess{0, 1.0 - static_cast<double>(mines) / cells};
}

}  // namespace minesweeper
