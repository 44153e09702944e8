// Where the mines go. They are placed when the first open is made, from the game's seed and
// that first cell, so the same seed and first click always give the same board.
#pragma once

#include <cstdint>
#include <memory>
#include <plateau/random.hpp>
#include <string>
#include <vector>

#include "minesweeper/rules/board_spec.hpp"
#include "minesweeper/rules/minefield.hpp"

namespace minesweeper {

// The cells the first open keeps free of mines: none (any), the cell (safe), or the cell
// and its neighbours (opening). One byte per cell, non-zero when protected.
[[nodiscard]] std::vector<std::uint8_t> protected_cells(int cols, int rows, int first_cell,
                                                        FirstClick kind);

// `mines` mines on cells chosen uniformly among those not protected (a partial
// Fisher-Yates shuffle driven by `rng`). One byte per cell, non-zero for a mine.
[[nodiscard]] std::vector<std::uint8_t> random_mines(int cols, int rows, int mines,
                                                     const std::vector<std::uint8_t>& protect,
                                                     plateau::Random& rng);

struct PlacedField {
    std::shared_ptr<const Minefield> field;
    std::string notice;  // what the player should know about this board, or empty
};

// What makes the board of a game whose first open is `first_cell`, for apply_move
// (rules.hpp): the plugin passes place_field (search/no_guess.hpp), which with no_guess
// makes one the solver finishes, so the rules need no solver.
using PlaceField = PlacedField (*)(const BoardSpec& spec, std::uint64_t seed, int first_cell);

// The notice of a start where `opening` acts as `safe`, or empty.
[[nodiscard]] std::string first_click_notice(const BoardSpec& spec);

}  // namespace minesweeper
