#include "guessing_player.hpp"

#include <algorithm>
#include <array>
#include <plateau/grid.hpp>
#include <vector>

namespace minesweeper {

namespace {

// Cells within this much of the safest one are weighed by what opening them may teach.
constexpr double kNearlySafest = 0.05;

// The chance that opening `cell` lets the solver prove something new: its number's
// distribution is estimated from its neighbours' chances (taken as independent), and for
// each value the cheap rules are run once.
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
        if (number[k] < 0.005) continue;
        Solver next = solver;
        next.open(cell, k + known_mines);
        if (next.deduce(SolverLevel::pairs)) progress += number[k];
    }
    return progress;
}

int choose_guess(const Solver& solver) {
    const std::vector<double> chance = solver.mine_probabilities();
    double safest = 2;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) == Known::unknown) safest = std::min(safest, chance[cell]);
    }
    int best = -1;
    double best_score = -1;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) != Known::unknown || chance[cell] > safest + kNearlySafest) continue;
        const double score = (1 - chance[cell]) * progress_chance(solver, chance, cell);
        if (score > best_score) {
            best_score = score;
            best = cell;
        }
    }
    return best;
}

}  // namespace

bool play_to_end(Playthrough& play) {
    for (;;) {
        if (play.solve()) return true;
        const int guess = choose_guess(play.solver());
        if (guess < 0 || !play.open(guess)) return false;
    }
}

}  // namespace minesweeper
