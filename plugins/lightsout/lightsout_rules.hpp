// Lights Out, the rules alone: no drawing, no files. A move presses a cell, which toggles
// it and its horizontal and vertical neighbours; the game is won when every light is off.
#pragma once

#include <cstdint>
#include <optional>
#include <plateau/random.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace lightsout {

struct Board {
    int size = 0;
    std::vector<std::uint8_t> lit;  // row-major, row 0 at the top; 1 = lit

    [[nodiscard]] bool is_lit(int col, int row) const { return lit[row * size + col] != 0; }
    [[nodiscard]] bool all_off() const;
    friend bool operator==(const Board&, const Board&) = default;
};

// Toggles (col, row) and its four neighbours that are on the board.
void press(Board& board, int col, int row);

// A start that can be solved: every cell pressed with probability 1/2 from the seed's
// generator, drawn again while all lights are off.
Board random_start(int size, plateau::Random& rng);

// A board from its text form (`#` lit, `.` off, one square line per row). Throws
// plateau::Refusal naming the line and column of the first fault.
Board parse_layout(std::string_view text, int min_size, int max_size);

// "C R" (column then row, from 0, origin at the top left) -> the cell; throws Refusal.
struct Cell {
    int col = 0;
    int row = 0;
};
Cell parse_move(std::string_view move, int size);
std::string format_move(int col, int row);

std::string text_form(const Board& board);

}  // namespace lightsout
