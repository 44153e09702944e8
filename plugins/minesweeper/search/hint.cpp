#include "minesweeper/search/hint.hpp"

#include <cmath>
#include <vector>

namespace minesweeper {

namespace {

Move move_at(const Position& p, Move::Kind kind, int cell) {
    return Move{kind, cell % p.cols, cell / p.cols};
}

std::string percent(double p) {
    const int whole = static_cast<int>(std::lround(p * 100));
    return std::to_string(whole) + "%";
}

}  // namespace

Hint find_hint(const BoardSpec& spec, const Position& p, SolverLevel level) {
    Hint hint;
    if (p.over()) {
        hint.message = "The game is over.";
        return hint;
    }
    if (!p.field) {
        if (effective_first_click(spec) == FirstClick::any) {
            hint.message =
                "Nothing is known yet: with first_click = any the first cell may be "
                "a mine.";
            return hint;
        }
        // The first open is protected, so every cell is safe; the centre opens the most.
        const int centre = p.cell(p.cols / 2, p.rows / 2);
        for (int step = 0; step < p.cells(); ++step) {
            const int cell = (centre + step) % p.cells();
            if (p.cover[cell] == Cover::covered) {
                hint.move = move_at(p, Move::Kind::open, cell);
                return hint;
            }
        }
        hint.message = "Every cell is flagged: take a flag off first.";
        return hint;
    }

    Solver solver(p.cols, p.rows, p.mines);
    for (int cell = 0; cell < p.cells(); ++cell) {
        if (p.cover[cell] == Cover::open) solver.open(cell, p.number(cell));
    }
    std::vector<int> flagged_safe;
    for (;;) {
        const bool found = solver.deduce(level);
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
    if (!flagged_safe.empty()) {
        hint.move = move_at(p, Move::Kind::flag, flagged_safe.front());
        return hint;
    }
    if (level != SolverLevel::full) return hint;

    // Nothing proved: name the least risky covered cell.
    const std::vector<double> chance = solver.mine_probabilities();
    int best = -1;
    for (int cell = 0; cell < p.cells(); ++cell) {
        if (p.cover[cell] != Cover::covered || solver.known(cell) != Known::unknown) continue;
        if (best < 0 || chance[cell] < chance[best]) best = cell;
    }
    hint.message = "No cell can be proved safe or a mine: a guess is needed.";
    if (best >= 0) {
        hint.guess = best;
        hint.message += " The least risky is " + cell_name(best % p.cols, best / p.cols) +
                        " (a mine with probability " + percent(chance[best]) + ").";
    }
    return hint;
}

}  // namespace minesweeper
