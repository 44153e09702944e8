#include "minesweeper/search/guess.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <plateau/grid.hpp>
#include <span>
#include <utility>
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
    const auto [known_mines, unknown] = solver.around(cell);
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

// For each unknown cell, the share of all arrangements in which it is a mine and half of a
// 50/50 that nothing can ever settle. Two cells side by side are such a 50/50 when every
// cell that sees one of them and not the other is a mine (or off the board); a 2x2 block with
// its mines on one diagonal, when its four outer corners are (each of the other cells around
// it sees one cell of each diagonal). Whatever is opened later then counts the same mines
// either way. The patterns tried are JSMinesweeper's (its long-term risk helper): the
// telling cells all known mines, or, for two cells side by side, all but one covered cell,
// which the 50/50 then needs mined. A cell's share is the largest of its patterns' (never
// more than its chance to be a mine).
std::vector<double> fifty_fifty_shares(const Solver& solver, const Solver::Odds& odds) {
    std::vector<double> share(static_cast<std::size_t>(solver.cells()), 0.0);
    const int cols = solver.cols();
    const int rows = solver.rows();
    const auto at = [&](int x, int y) { return y * cols + x; };
    const auto on_board = [&](int x, int y) { return x >= 0 && y >= 0 && x < cols && y < rows; };
    const auto hidden = [&](int x, int y) {
        return on_board(x, y) && solver.known(at(x, y)) == Known::unknown;
    };
    // Appends to `unknown` the telling cells among `cells` not known to be mines; false when
    // one is open or proved safe (it tells the two arrangements apart already).
    const auto collect_tellers = [&](std::initializer_list<std::pair<int, int>> cells,
                                     std::vector<int>& unknown) {
        for (const auto& [x, y] : cells) {
            if (!on_board(x, y)) continue;
            const Known k = solver.known(at(x, y));
            if (k == Known::mine) continue;
            if (k != Known::unknown) return false;
            unknown.push_back(at(x, y));
        }
        return true;
    };
    // Counts the arrangements with `mines` mined and `safe` safe, and keeps their share for
    // each of `credited`. One count serves both arrangements of a pattern: no open number
    // sees one of its sides more than the other, so the twin (the mines on the other side)
    // is agreed by as many.
    const auto record_share = [&](std::span<const int> mines, std::span<const int> safe,
                                  std::span<const int> credited) {
        if (static_cast<int>(mines.size()) > solver.mines_left()) return;
        Solver world = solver;
        for (const int m : mines) world.assume_mine(m);
        for (const int c : safe) world.assume_safe(c);
        const double w = std::exp(world.odds().log_arrangements - odds.log_arrangements);
        if (!(w > 0)) return;
        for (const int c : credited) {
            double& kept = share[static_cast<std::size_t>(c)];
            kept = std::max(kept, std::min(w, odds.mine[static_cast<std::size_t>(c)]));
        }
    };
    std::vector<int> mines;
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < cols; ++x) {
            if (!hidden(x, y)) continue;
            // Two cells side by side: (x, y) and its right or lower neighbour.
            for (const bool across : {true, false}) {
                const int px = across ? x + 1 : x;
                const int py = across ? y : y + 1;
                if (!hidden(px, py)) continue;
                mines.clear();
                const bool possible = across ? collect_tellers({{x - 1, y - 1},
                                                                {x - 1, y},
                                                                {x - 1, y + 1},
                                                                {x + 2, y - 1},
                                                                {x + 2, y},
                                                                {x + 2, y + 1}},
                                                               mines)
                                             : collect_tellers({{x - 1, y - 1},
                                                                {x, y - 1},
                                                                {x + 1, y - 1},
                                                                {x - 1, y + 2},
                                                                {x, y + 2},
                                                                {x + 1, y + 2}},
                                                               mines);
                if (!possible || mines.size() > 1) continue;
                const std::array pair{at(x, y), at(px, py)};
                mines.push_back(pair[0]);
                record_share(mines, std::span(pair).subspan(1), pair);
            }
            // A 2x2 block from (x, y).
            if (!hidden(x + 1, y) || !hidden(x, y + 1) || !hidden(x + 1, y + 1)) continue;
            mines.clear();
            if (!collect_tellers({{x - 1, y - 1}, {x + 2, y - 1}, {x - 1, y + 2}, {x + 2, y + 2}},
                                 mines) ||
                !mines.empty()) {
                continue;
            }
            // The main diagonal mined, the other safe; the block's four cells credited.
            const std::array block{at(x, y), at(x + 1, y + 1), at(x + 1, y), at(x, y + 1)};
            const std::span<const int> cells(block);
            record_share(cells.first(2), cells.last(2), cells);
        }
    }
    return share;
}

// A free 50/50 (JSMinesweeper's "pseudo 50/50"): a cell that is a mine only where it is half
// of such a 50/50. Opening it loses no more than the 50/50 must: each arrangement where it
// is a mine has a twin, the 50/50's mines on the other side, that agrees with everything
// that can ever be seen, and a player loses one of the two whatever they play. When it is
// safe, its number may settle what another guess would have risked. Of the free cells that
// are not dead, the safest, and among equally safe ones the likeliest to survive the move
// after too (the look-ahead's measure), the first in cell order on a tie; -1 when none.
int free_fifty_fifty(const Solver& solver, const Solver::Odds& odds) {
    const std::vector<double> share = fifty_fifty_shares(solver, odds);
    int best = -1;
    double best_survival = -1;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        const double p = odds.mine[static_cast<std::size_t>(cell)];
        const double s = share[static_cast<std::size_t>(cell)];
        if (!(s > 0) || s < p * (1 - 1e-9)) continue;
        if (best >= 0 && p > odds.mine[static_cast<std::size_t>(best)] + 1e-12) continue;
        const Lookahead look = two_step_survival(solver, odds.log_arrangements, cell);
        if (look.dead) continue;
        const bool safer = best < 0 || p < odds.mine[static_cast<std::size_t>(best)] - 1e-12;
        if (safer || look.survival > best_survival + 1e-9) {
            best = cell;
            best_survival = look.survival;
        }
    }
    return best;
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
    if (options.free_fifty_fifty) {
        if (const int cell = free_fifty_fifty(solver, odds); cell >= 0) {
            return Guess{cell, 1 - chance[cell]};
        }
    }
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
            // The opening is sure; a cell in from the corner keeps the opening off the edges,
            // where it would see fewer new cells: three in on large dense boards, two in
            // elsewhere (measured on the three standard boards: (4,4) wins more than (3,3) on
            // Expert, 30x16 with a mine in 4.8 cells, and fewer on Intermediate, 16x16 with
            // one in 6.4, and Beginner; see the plugin's README.md).
            if (cols >= 5 && rows >= 5) {
                const int in = cols >= 12 && rows >= 12 && 50 * mines >= 9 * cells ? 3 : 2;
                return Guess{in * cols + in, 1.0};
            }
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
