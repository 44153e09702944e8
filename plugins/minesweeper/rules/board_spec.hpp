// What a Minesweeper board is made of, from the game's parameters: its size, its mines and
// how the first click is protected. Checked against the bounds of RULES.md and the issue.
#pragma once

#include <string>
#include <string_view>

namespace minesweeper {

// How the first open is protected (the mines are placed when it is made).
enum class FirstClick {
    any,     // 002: the first cell may be a mine
    safe,    // the first cell is never a mine
    opening  // the first cell and its neighbours are free: the first click opens an area
};

inline constexpr int kMinSide = 1;
inline constexpr int kMaxSide = 50;  // 002: 1 to 50 columns and rows
inline constexpr double kMinRatio = 0.01;
inline constexpr double kMaxRatio = 0.5;  // the highest max_mine_ratio allowed
inline constexpr int kOpeningCells = 9;   // a cell and its eight neighbours

struct BoardSpec {
    int cols = 9;
    int rows = 9;
    int mines = 10;
    double max_mine_ratio = 0.2;  // 002's bound
    FirstClick first_click = FirstClick::opening;
    bool no_guess = false;
    bool chording = true;
    bool from_layout = false;  // the mines were given: first_click and no_guess do not apply

    [[nodiscard]] int cells() const { return cols * rows; }
};

// floor(ratio x cells), the most mines a board of `cells` allows. A small tolerance keeps a
// ratio's binary rounding from losing a mine (0.29 x 100 is 29, not 28.999...).
[[nodiscard]] int max_mines(int cells, double ratio);

// Throws plateau::Refusal, naming the limits, when the spec breaks a bound: a side out of
// 1..50, a ratio out of 0.01..0.5, a board too small for any mine, or a mine count out of
// 1..floor(max_mine_ratio x cells).
void check_spec(const BoardSpec& spec);

// The protection the first open really gets: `opening` acts as `safe` when there are more
// mines than cells - 9, and a no-guess board needs a first cell that is free, so `any` acts
// as `safe` there. A layout has none.
[[nodiscard]] FirstClick effective_first_click(const BoardSpec& spec);

// True when `opening` was asked for but the board is too full for it.
[[nodiscard]] bool opening_falls_back(const BoardSpec& spec);

[[nodiscard]] FirstClick parse_first_click(std::string_view text);

// A ratio as a person writes it: 0.2, 0.21.
[[nodiscard]] std::string format_ratio(double ratio);

}  // namespace minesweeper
