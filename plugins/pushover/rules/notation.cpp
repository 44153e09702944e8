#include "pushover/rules/notation.hpp"

#include <algorithm>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>

namespace pushover {

using plateau::format, plateau::tr;

char side_letter(Side side) {
    switch (side) {
        case Side::top:
            return 'H';
        case Side::bottom:
            return 'B';
        case Side::left:
            return 'G';
        default:
            return 'D';
    }
}

// The refusals name the sides in the game's notation and the English letters it also reads.
Move parse_move(std::string_view text, int n) {
    const std::string_view move = plateau::trim(text);
    if (move.empty()) {
        throw plateau::Refusal(format(tr("a move is a side letter and a line number, such as G2: H "
                                         "or T (top), B (bottom), G or L (left), D or R (right), "
                                         "then 1 to {}"),
                                      n));
    }
    if (plateau::equals_ignoring_case(move, "pass")) return Move::make_pass();
    Side side{};
    switch (std::toupper(static_cast<unsigned char>(move.front()))) {
        case 'H':
        case 'T':
            side = Side::top;
            break;
        case 'B':
            side = Side::bottom;
            break;
        case 'G':
        case 'L':
            side = Side::left;
            break;
        case 'D':
        case 'R':
            side = Side::right;
            break;
        default:
            throw plateau::Refusal(format(tr("'{0}': unknown side letter '{1}': H or T (top), B "
                                             "(bottom), G or L (left), D or R (right)"),
                                          move, move.front()));
    }
    const std::string_view number = plateau::trim(move.substr(1));
    if (number.empty() || number.size() > 2 ||
        !std::all_of(number.begin(), number.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
        throw plateau::Refusal(
            format(tr("'{0}': the side letter is followed by a line number, 1 to {1}"), move, n));
    }
    const int line = std::stoi(std::string(number));
    if (line < 1 || line > n) {
        throw plateau::Refusal(
            format(tr("'{0}': line {1} is out of range: 1 to {2} on this board"), move, line, n));
    }
    return Move::insert({side, line - 1});
}

std::string format_move(const Move& move, int /*n*/) {
    if (move.pass) return "pass";
    return std::string(1, side_letter(move.insertion.side)) +
           std::to_string(move.insertion.line + 1);
}

std::string move_in_words(const Move& move) {
    if (move.pass) return tr("pass, no push possible");
    const int number = move.insertion.line + 1;
    switch (move.insertion.side) {
        case Side::top:
            return format(tr("from the top edge, column {}"), number);
        case Side::bottom:
            return format(tr("from the bottom edge, column {}"), number);
        case Side::left:
            return format(tr("from the left edge, row {}"), number);
        default:
            return format(tr("from the right edge, row {}"), number);
    }
}

std::string refusal_reason(const Move& move, int n) {
    const std::string name = format_move(move, n);
    const int number = move.insertion.line + 1;
    switch (move.insertion.side) {
        case Side::top:
            return format(tr("{0}: column {1} is full and the pawn it would push off, at its "
                             "bottom, is the opponent's; only your own pawn may be pushed off "
                             "the board"),
                          name, number);
        case Side::bottom:
            return format(tr("{0}: column {1} is full and the pawn it would push off, at its "
                             "top, is the opponent's; only your own pawn may be pushed off the "
                             "board"),
                          name, number);
        case Side::left:
            return format(tr("{0}: row {1} is full and the pawn it would push off, at its right "
                             "end, is the opponent's; only your own pawn may be pushed off the "
                             "board"),
                          name, number);
        default:
            return format(tr("{0}: row {1} is full and the pawn it would push off, at its left "
                             "end, is the opponent's; only your own pawn may be pushed off the "
                             "board"),
                          name, number);
    }
}

}  // namespace pushover
