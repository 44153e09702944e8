#include "pushover/rules/notation.hpp"

#include <algorithm>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>

namespace pushover {

namespace {

constexpr std::string_view kSides = "H or T (top), B (bottom), G or L (left), D or R (right)";

}  // namespace

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

Move parse_move(std::string_view text, int n) {
    const std::string_view move = plateau::trim(text);
    const std::string range = "1 to " + std::to_string(n);
    if (move.empty()) {
        throw plateau::Refusal("a move is a side letter and a line number, such as G2: " +
                               std::string(kSides) + ", then " + range);
    }
    if (plateau::equals_ignoring_case(move, "pass")) return Move::make_pass();
    const std::string quoted = "'" + std::string(move) + "'";
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
            throw plateau::Refusal(quoted + ": unknown side letter '" +
                                   std::string(1, move.front()) + "': " + std::string(kSides));
    }
    const std::string_view number = plateau::trim(move.substr(1));
    if (number.empty() || number.size() > 2 ||
        !std::all_of(number.begin(), number.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; })) {
        throw plateau::Refusal(quoted + ": the side letter is followed by a line number, " + range);
    }
    const int line = std::stoi(std::string(number));
    if (line < 1 || line > n) {
        throw plateau::Refusal(quoted + ": line " + std::to_string(line) +
                               " is out of range: " + range + " on this board");
    }
    return Move::insert({side, line - 1});
}

std::string format_move(const Move& move, int /*n*/) {
    if (move.pass) return "pass";
    return std::string(1, side_letter(move.insertion.side)) +
           std::to_string(move.insertion.line + 1);
}

std::string move_in_words(const Move& move) {
    if (move.pass) return "pass, no push possible";
    const std::string number = std::to_string(move.insertion.line + 1);
    switch (move.insertion.side) {
        case Side::top:
            return "from the top edge, column " + number;
        case Side::bottom:
            return "from the bottom edge, column " + number;
        case Side::left:
            return "from the left edge, row " + number;
        default:
            return "from the right edge, row " + number;
    }
}

std::string refusal_reason(Insertion insertion, int /*n*/) {
    const std::string number = std::to_string(insertion.line + 1);
    std::string line;
    std::string end;
    switch (insertion.side) {
        case Side::top:
            line = "column " + number;
            end = "at its bottom";
            break;
        case Side::bottom:
            line = "column " + number;
            end = "at its top";
            break;
        case Side::left:
            line = "row " + number;
            end = "at its right end";
            break;
        default:
            line = "row " + number;
            end = "at its left end";
            break;
    }
    return line + " is full and the pawn it would push off, " + end +
           ", is the opponent's; only your own pawn may be pushed off the board";
}

}  // namespace pushover
