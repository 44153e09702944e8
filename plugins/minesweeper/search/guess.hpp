// The guess policy: which covered cell to open when logic proves nothing (and which cell to
// open first). Used by the hint (hint.hpp), so the benchmark's player, which plays by the
// hint, and a person asking for a hint get the same cell.
//
// Every figure is bounded by a count of steps, never by the clock: the same position always
// gets the same guess on every machine.
#pragma once

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/search/solver.hpp"

namespace minesweeper {

struct Guess {
    int cell = -1;      // -1 when no cell is left to open
    double safe = 0.0;  // the chance that the cell holds no mine
};

// How large a position the endgame search (endgame.hpp) takes on.
struct EndgameLimits {
    // At most this many unknown cells (at most 64) and arrangements are searched.
    // (40 cells, 600 arrangements and 400,000 steps until 27 November: these larger limits
    // won 37 more of 100,000 Expert games under the safe first click and 65 more under the
    // opening, at 15 to 19 ms an Expert game; see the plugin's README.md.)
    int max_cells = 50;
    int max_arrangements = 3000;
    // The search stops past this many steps (a step is one arrangement looked at in one
    // cell's split): the answer depends on the position alone, never on the machine's speed.
    long budget = 3000000;
};

// Which techniques the policy uses: all by default (the hint always uses all); the
// benchmark turns them off one by one to measure what each adds.
struct GuessOptions {
    bool endgame = true;    // the exact game-tree search when few cells are left
    bool progress = true;   // prefer, among nearly safest cells, those that let logic go on
    bool lookahead = true;  // among the best of those, the one likeliest to survive two moves
    // The look-ahead leaves dead cells (only one number possible, so a dead cell's number
    // shows nothing new, while what another cell shows may still settle it) when one of
    // the cells it compares is not dead (JSMinesweeper's rule; measured: the plugin's
    // README.md).
    bool defer_dead = true;
    // A cell that is a mine only where it would be half of a 50/50 nothing can settle (and
    // is not dead) is opened before the policy weighs the others; only the endgame search
    // comes first (JSMinesweeper's pseudo 50/50; guess.cpp).
    bool free_fifty_fifty = true;

    // The settings (measured: see the plugin's README.md).
    // Cells at most this much less safe than the safest are weighed by what opening them may
    // teach.
    double nearly_safest = 0.05;
    // The cells best by that weighing that the look-ahead compares.
    int lookahead_cells = 5;
    EndgameLimits endgame_limits;
    // Rollouts (rollout.hpp) when at most `rollout_max_unknown` cells are unknown (the
    // games played on are then short): the look-ahead's choice and the next best
    // `rollout_cells` cells are played on over `rollout_boards` boards each. 0 boards: none.
    int rollout_boards = 0;
    int rollout_cells = 4;
    int rollout_max_unknown = 256;
};

// The cell to open on a board where `solver` (after deduce() found nothing more) proves no
// covered cell safe:
//   1. the chance of a mine in every unknown cell, exact over the frontier's arrangements
//      weighted by the ways to place the other mines off the frontier (frontier.hpp);
//   2. when few unknown cells are left, an exact search of the game tree (endgame.hpp)
//      picks the cell with the best chance to win the whole game;
//   3. otherwise, a free 50/50 first: the safest cell (not dead) that is a mine only where
//      it is half of a 50/50 nothing can ever settle (two cells side by side, or a 2x2
//      block's diagonals, that no cell can tell apart), which costs nothing that 50/50 would
//      not;
//   4. otherwise, among the cells nearly as safe as the safest, those whose opening most
//      likely lets logic go on (its number, weighed by its chances, settles a new cell);
//   5. among the few best of those, a look-ahead: the cell with the best chance to survive
//      both this guess and the move after it, over every number it may show; a dead cell
//      (one whose number, if it is safe, can only be one value) only when all are dead.
//   6. only when options.rollout_boards is set (an experiment: see rollout.hpp), that cell
//      and the next best played on over sampled boards, the one winning most often kept.
[[nodiscard]] Guess choose_guess(const Solver& solver, const GuessOptions& options = {});

// The first cell to open on an untouched board under the protection `rule` gives it.
[[nodiscard]] Guess first_click(int cols, int rows, int mines, FirstClick rule);

}  // namespace minesweeper
