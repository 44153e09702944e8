#include "minesweeper/search/hint.hpp"

#include <cmath>
#include <plateau/format.hpp>
#include <plateau/translate.hpp>
#include <vector>

#include "minesweeper/search/guess.hpp"

namespace minesweeper {

namespace {

using plateau::format, plateau::tr;

Move move_at(const Position& p, Move::Kind kind, int cell) {
    return Move{kind, cell % p.cols, cell / p.cols};
}

// A chance as a whole percentage: 0.834 -> "83%" ("83 %" in French). A chance below 1
// never reads 100%.
std::string percent(double p) {
    long whole = std::lround(p * 100);
    if (whole == 100 && p < 1) whole = 99;
    return format(tr("{}%"), whole);
}

// A guess on `cell`; the flag to take off first when the player put one there.
Hint guess_hint(const Position& p, int cell, double safe, const std::string& why) {
    Hint hint;
    hint.guess = true;
    hint.safe = safe;
    const int col = cell % p.cols + 1, row = cell / p.cols + 1;  // as people count
    if (p.cover[cell] == Cover::flagged) {
        hint.move = move_at(p, Move::Kind::flag, cell);
        hint.message = why + " " +
                       format(tr("The best guess is column {0}, row {1} (safe with chance {2}): "
                                 "take its flag off first."),
                              col, row, percent(safe));
    } else {
        hint.move = move_at(p, Move::Kind::open, cell);
        hint.message = why + " " +
                       format(tr("The best guess is column {0}, row {1}, safe with chance {2}."),
                              col, row, percent(safe));
    }
    return hint;
}

Hint first_click_hint(const BoardSpec& spec, const Position& p) {
    const FirstClick rule = effective_first_click(spec);
    const Guess first = first_click(p.cols, p.rows, p.mines, rule);
    if (rule == FirstClick::any) {
        return guess_hint(p, first.cell, first.safe,
                          tr("Nothing is known yet: with first_click = any the first cell may be "
                             "a mine."));
    }
    // A protected first click is safe anywhere: the solver's own choice, or the next cell
    // from it the player left unflagged.
    Hint hint;
    for (int step = 0; step < p.cells(); ++step) {
        const int cell = (first.cell + step) % p.cells();
        if (p.cover[cell] == Cover::covered) {
            hint.move = move_at(p, Move::Kind::open, cell);
            return hint;
        }
    }
    hint.message = tr("Every cell is flagged: take a flag off first.");
    return hint;
}

}  // namespace

Solver solver_seeing(const Position& p) {
    Solver solver(p.cols, p.rows, p.mines);
    for (int cell = 0; cell < p.cells(); ++cell) {
        if (p.cover[cell] == Cover::open) solver.open(cell, p.number(cell));
    }
    return solver;
}

Hint find_hint(const BoardSpec& spec, const Position& p, SolverLevel level,
               const GuessOptions& options) {
    Hint hint;
    if (p.over()) {
        hint.message = tr("The game is over.");
        return hint;
    }
    if (p.open_count == 0 && !p.field) return first_click_hint(spec, p);

    Solver solver = solver_seeing(p);
    // The cheap rules first, then each richer one; at each level a safe cell before a mine.
    std::vector<int> flagged_safe;
    for (int l = static_cast<int>(SolverLevel::pairs); l <= static_cast<int>(level); ++l) {
        for (;;) {
            const bool found = solver.deduce(static_cast<SolverLevel>(l));
            for (int cell : solver.take_safe()) {
                if (p.cover[cell] == Cover::covered) {
                    hint.move = move_at(p, Move::Kind::open, cell);
                    return hint;
                }
                if (p.cover[cell] == Cover::flagged) flagged_safe.push_back(cell);
            }
            if (!found) break;
        }
        for (int cell : solver.mines_proved()) {
            if (p.cover[cell] == Cover::covered) {
                hint.move = move_at(p, Move::Kind::flag, cell);
                return hint;
            }
        }
    }
    if (!flagged_safe.empty()) {
        hint.move = move_at(p, Move::Kind::flag, flagged_safe.front());
        return hint;
    }
    if (level != SolverLevel::full) return hint;

    const Guess best = choose_guess(solver, options);
    if (best.cell < 0) {
        hint.message = tr("No covered cell is left to open.");
        return hint;
    }
    return guess_hint(p, best.cell, best.safe,
                      tr("No cell can be proved safe or a mine: a guess is needed."));
}

}  // namespace minesweeper
