// The notation, the text form and the info line.
//   A move is `X Y`: the player to move puts their head tile on column X, row Y (from 0,
//   0 0 at the top left), or `skip`, which the game makes by itself when the head tile
//   fits nowhere.
//   Text form: one line per row, cells separated by one space; a tile is its N E S W
//   letters then its owner from 1 (`RGBY2`); an empty cell is `.....`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tilings/rules/board.hpp"
#include "tilings/rules/match.hpp"
#include "tilings/rules/palette.hpp"

namespace tilings {

inline constexpr std::string_view kSkip = "skip";

struct Move {
    bool skip = false;
    int x = 0;
    int y = 0;
};

// Reads `X Y` or `skip` (any case, blanks around ignored). Throws plateau::Refusal for
// anything else; whether the cell is on the board is the rules' business.
[[nodiscard]] Move parse_move(std::string_view text);
[[nodiscard]] std::string format_cell(int x, int y);
// The move in words for the status bar, counted from 1 as people count: "the tile at
// column 10, row 7" for `9 6`; "skip, the tile fits nowhere".
[[nodiscard]] std::string move_in_words(const Move& move);
[[nodiscard]] std::string format_cell(const Board& board, int cell);

// Why the head tile cannot go on (x, y), as a sentence naming the cell and, for a
// mismatch, each neighbour whose facing colour differs; empty when it fits.
[[nodiscard]] std::string placement_refusal(const Board& board, int x, int y, const Tile& tile,
                                            const Palette& palette,
                                            const std::vector<std::string>& names);

[[nodiscard]] std::string text_form(const Board& board, const Palette& palette);
// `head=NESW hands=H1,H2,...` (head=- once the game is over).
[[nodiscard]] std::string info_line(const Match& match, const Palette& palette);

}  // namespace tilings
