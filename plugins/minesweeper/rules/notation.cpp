#include "minesweeper/rules/notation.hpp"

#include <optional>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <vector>

namespace minesweeper {

Move parse_move(std::string_view text, int cols, int rows) {
    using plateau::format, plateau::tr;
    const auto words = plateau::split_words(text);
    // The letters o, f and c are the notation's, the same in every language.
    const auto refuse = [&] {
        return plateau::Refusal(
            format(tr("'{0}' is not a move: a move is o C R (open), f C R (flag or unflag) or "
                      "c C R (chord), with columns 1 to {1}, rows 1 to {2} (1 1 is the top "
                      "left)"),
                   text, cols, rows));
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
        throw plateau::Refusal(format(tr("'{0}' is off the board: columns 1 to {1}, rows 1 to "
                                         "{2} (1 1 is the top left)"),
                                      text, cols, rows));
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
    return plateau::format(plateau::tr("column {0}, row {1}"), col + 1, row + 1);
}

}  // namespace minesweeper
