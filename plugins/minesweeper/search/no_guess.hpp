// Boards that can be solved from the first click by logic alone: ones the solver
// (solver.hpp) finishes without guessing.
//
// The generator places the mines at random (keeping the first click's protected cells
// free), lets the solver play from the first click, and where it gets stuck moves one mine
// it could not settle from beside the open area to a cell no number sees yet, then lets it
// go on (what it had proved stays true: only unknown cells change). Once it finishes, the
// board is solved again from the start to be sure; a placement that keeps failing is
// dropped for a new one. Everything comes from the seed's generator, so the same seed and
// first click give the same board.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>
#include <vector>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/placement.hpp"

namespace minesweeper {

// How many placements and repairs the generator may try before giving up (then the game
// starts on an ordinary board and says so). A count, not a time, so that every machine
// gives the same board. The slowest boards that cannot be made (50x50 with 1,000 mines, about
// 75 us an attempt) take about 2 s of work on the reference machine (2 cores, 2.1 GHz).
inline constexpr int kNoGuessAttempts = 25000;

// Repairs tried on one placement before it is dropped for a new one.
inline constexpr int kRepairsPerPlacement = 400;

struct NoGuessResult {
    std::vector<std::uint8_t> mines;  // one byte per cell, non-zero for a mine
    bool solved = false;              // false: the attempts ran out (mines is empty)
    int attempts = 0;                 // placements and repairs made
};

[[nodiscard]] NoGuessResult generate_no_guess(int cols, int rows, int mines, int first_cell,
                                              FirstClick protection, plateau::Random& rng,
                                              int max_attempts = kNoGuessAttempts);

// The board of a game whose first open is `first_cell`: an ordinary one, or with no_guess
// one the solver finishes from that click (or, past the attempt budget, an ordinary one
// with a notice saying so). The PlaceField (rules/placement.hpp) the plugin gives the
// rules' apply_move.
[[nodiscard]] PlacedField place_field(const BoardSpec& spec, std::uint64_t seed, int first_cell);

}  // namespace minesweeper
