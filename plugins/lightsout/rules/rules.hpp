// Lights Out's rules, pure (no drawing, no plugin): what the tests and the benchmarks link. A
// press toggles a light and its neighbours; all lights off wins. Refusals: plateau::Refusal.
#pragma once

#include <cstdint>
#include <string>

namespace lightsout {
constexpr int kMinSize = 3, kMaxSize = 9;  // lights per side: the parameter and every check

struct Board {  // a position: a plain value that the host copies and keeps for undo
    int size = 0;
    std::string lights;  // row by row from the top, '#' lit and '.' off
    [[nodiscard]] bool all_off() const { return lights.find('#') == std::string::npos; }
};

Board random_start(int size, std::uint64_t seed);        // presses at random: it can be solved
Board parse_layout(std::string_view text);               // a layout file: the text form
Board press(const Board& board, std::string_view move);  // "C R": 0 0 is the top left
int cell_of(const Board& board, std::string_view move);  // "C R" -> row * size + col
std::string move_in_words(const Board& board, std::string_view move);  // "column 1, row 1"
std::string text_form(const Board& board);                             // the lights, a line per row
inline std::string format_move(int c, int r) { return std::to_string(c) + " " + std::to_string(r); }
}  // namespace lightsout
