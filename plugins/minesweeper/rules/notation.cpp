#include "minesweeper/rules/notation.hpp"

#include <optional>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <vector>

namespace minesweeper {

Move parse_move(std::string_view text, int cols, int rows) {
    const std::string bounds = "columns 1 to " + std::to_string(cols) + ", rows 1 to " +
                               std::to_string(rows) + " (1 1 is the top left)";
    const std::string expected =
        "a move is o C R (open), f C R (flag or unflag) or c C R (chord), with " + bounds;
    const auto words = plateau::split_words(text);
    const auto refuse = [&] {
        return plateau::Refusal("'" + std::string(text) + "' is not a move: " + expected);
    };
    if (words.size() != 3 || words[0].size() != 1) throw refuse();
    Move move;
    switch (words[0][0]) {
        case 'o':
        case 'O':
            move.kind = Move::Kind::open;
            break;
        case 'f':
        case 'F':
            move.kind = Move::Kind::flag;
            break;
        case 'c':
        case 'C':
            move.kind = Move::Kind::chord;
            break;
        default:
            throw refuse();
    }
    const auto col = plateau::parse_int(words[1]);
    const auto row = plateau::parse_int(words[2]);
    if (!col || !row) throw refuse();
    if (*col < 1 || *row < 1 || *col > cols || *row > rows) {
        throw plateau::Refusal("'" + std::string(text) + "' is off the board: " + bounds);
    }
    move.col = *col - 1;
    move.row = *row - 1;
    return move;
}

std::string format_move(const Move& move) {
    const char letter = move.kind == Move::Kind::open   ? 'o'
                        : move.kind == Move::Kind::flag ? 'f'
                                                        : 'c';
    return std::string(1, letter) + " " + std::to_string(move.col + 1) + " " +
           std::to_string(move.row + 1);
}

std::string cell_name(int col, int row) {
    return "column " + std::to_string(col + 1) + ", row " + std::to_string(row + 1);
}

}  // namespace minesweeper
