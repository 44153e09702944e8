#include "minesweeper/search/no_guess.hpp"

#include <plateau/format.hpp>
#include <plateau/translate.hpp>

#include "minesweeper/rules/placement.hpp"
#include "minesweeper/search/playthrough.hpp"

namespace minesweeper {

namespace {

// Moves one mine the solver could not settle, from beside the open area to a cell no
// number sees (or, when none is left, to any unknown free cell). False when there is none.
bool repair(Playthrough& play, plateau::Random& rng) {
    const Solver& solver = play.solver();
    std::vector<int> from, far_targets, any_targets;
    for (int cell = 0; cell < solver.cells(); ++cell) {
        if (solver.known(cell) != Known::unknown) continue;
        const bool frontier = solver.on_frontier(cell);
        if (play.is_mine(cell)) {
            if (frontier) from.push_back(cell);
        } else {
            any_targets.push_back(cell);
            if (!frontier) far_targets.push_back(cell);
        }
    }
    const std::vector<int>& to = far_targets.empty() ? any_targets : far_targets;
    if (from.empty() || to.empty()) return false;
    const int a = from[rng.below(from.size())];
    const int b = to[rng.below(to.size())];
    play.move_mine(a, b);
    return true;
}

}  // namespace

NoGuessResult generate_no_guess(int cols, int rows, int mines, int first_cell,
                                FirstClick protection, plateau::Random& rng, int max_attempts) {
    NoGuessResult result;
    const auto zone = protected_cells(cols, rows, first_cell, protection);
    while (result.attempts < max_attempts) {
        ++result.attempts;
        Playthrough play(cols, rows, random_mines(cols, rows, mines, zone, rng));
        if (!play.open(first_cell)) continue;  // only with no protection at all
        bool repaired = false;
        for (int repairs = 0;;) {
            if (play.solve()) {
                if (!repaired) {
                    result.mines = play.mines();
                    result.solved = true;
                    return result;
                }
                // Proved with the repairs along the way: solve the final board from the
                // start, and go on repairing from wherever that gets stuck.
                Playthrough fresh(cols, rows, play.mines());
                fresh.open(first_cell);
                play = std::move(fresh);
                repaired = false;
                continue;
            }
            if (result.attempts >= max_attempts || repairs >= kRepairsPerPlacement) break;
            ++result.attempts;
            ++repairs;
            if (!repair(play, rng)) break;
            repaired = true;
        }
    }
    result.mines.clear();
    return result;
}

PlacedField place_field(const BoardSpec& spec, std::uint64_t seed, int first_cell) {
    plateau::Random rng(seed);
    const FirstClick kind = effective_first_click(spec);
    PlacedField placed;
    if (spec.no_guess) {
        NoGuessResult made =
            generate_no_guess(spec.cols, spec.rows, spec.mines, first_cell, kind, rng);
        if (made.solved) {
            placed.field =
                std::make_shared<const Minefield>(spec.cols, spec.rows, std::move(made.mines));
            return placed;
        }
        placed.notice = plateau::format(
            plateau::tr("No board that logic alone solves was found in {} attempts: this is an "
                        "ordinary board and may need a guess."),
            kNoGuessAttempts);
    }
    const auto zone = protected_cells(spec.cols, spec.rows, first_cell, kind);
    placed.field = std::make_shared<const Minefield>(
        spec.cols, spec.rows, random_mines(spec.cols, spec.rows, spec.mines, zone, rng));
    return placed;
}

}  // namespace minesweeper
