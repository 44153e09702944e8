// A Minesweeper position: what the player sees (each cell covered, flagged or open) and the
// hidden minefield, which exists from the first open on (the mines are placed then, from
// the seed and the first click) or from the start when a layout gave it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "minesweeper/rules/minefield.hpp"

namespace minesweeper {

enum class Cover : std::uint8_t { covered, flagged, open };
enum class Phase : std::uint8_t { playing, won, lost };

struct Position {
    int cols = 0;
    int rows = 0;
    int mines = 0;
    std::uint64_t seed = 0;                  // places the mines at the first open
    std::shared_ptr<const Minefield> field;  // null until the first open (unless a layout)
    std::vector<Cover> cover;                // one per cell, row by row from the top
    int open_count = 0;
    int flag_count = 0;
    Phase phase = Phase::playing;
    std::vector<int> exploded;  // the mines opened, once lost
    std::string notice;         // a note for the player about this position, or empty

    [[nodiscard]] int cells() const { return cols * rows; }
    [[nodiscard]] int cell(int col, int row) const { return row * cols + col; }
    [[nodiscard]] bool over() const { return phase != Phase::playing; }
    [[nodiscard]] int mines_left() const { return mines - flag_count; }
    // The number an open cell shows.
    [[nodiscard]] int number(int cell) const { return field->number(cell); }
};

// Every cell covered; `field` may be null (placed at the first open).
[[nodiscard]] Position start_position(int cols, int rows, int mines, std::uint64_t seed,
                                      std::shared_ptr<const Minefield> field);

// One line per row from the top, one character per cell: `#` covered, `F` flag, `.` open
// with no mine around, `1`-`8`; once lost, `*` for every mine not flagged and `X` for a
// flag on a cell without a mine.
[[nodiscard]] std::string text_form(const Position& position);

}  // namespace minesweeper
