#include "tilings/rules/notation.hpp"

#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>

namespace tilings {

namespace {

// Where each side's neighbour is, seen from the new tile.
const char* neighbour_words(int side) {
    static constexpr const char* kWords[kSides] = {"the tile above", "the tile to the right",
                                                   "the tile below", "the tile to the left"};
    return kWords[side];
}

}  // namespace

Move parse_move(std::string_view text) {
    const auto words = plateau::split_words(text);
    if (words.size() == 1 && plateau::equals_ignoring_case(words[0], kSkip)) {
        return Move{true, 0, 0};
    }
    const auto x = words.size() == 2 ? plateau::parse_int(words[0]) : std::nullopt;
    const auto y = words.size() == 2 ? plateau::parse_int(words[1]) : std::nullopt;
    if (!x || !y) {
        throw plateau::Refusal("'" + std::string(text) +
                               "' is not a move: a move is X Y, the column and the row of the "
                               "cell from 0 (0 0 is the top left), e.g. 3 4");
    }
    Move m;
    m.x = *x;
    m.y = *y;
    return m;
}

std::string format_cell(int x, int y) { return std::to_string(x) + " " + std::to_string(y); }

std::string move_in_words(const Move& move) {
    if (move.skip) return "skip, the tile fits nowhere";
    return "the tile at column " + std::to_string(move.x + 1) + ", row " +
           std::to_string(move.y + 1);
}

std::string format_cell(const Board& board, int cell) {
    return format_cell(board.x_of(cell), board.y_of(cell));
}

std::string placement_refusal(const Board& board, int x, int y, const Tile& tile,
                              const Palette& palette, const std::vector<std::string>& names) {
    const std::string at = format_cell(x, y);
    const FitCheck check = board.check(x, y, tile);
    switch (check.kind) {
        case FitCheck::fits:
            return {};
        case FitCheck::off_board:
            return "'" + at + "' is off the board: X is a column from 0 to " +
                   std::to_string(board.width() - 1) + " and Y a row from 0 to " +
                   std::to_string(board.height() - 1);
        case FitCheck::taken: {
            const PlacedTile& there = board.at(board.index(x, y));
            return "'" + at + "' is taken: " + names[there.owner] + "'s tile " +
                   palette.letters_of(there.tile) + " is there";
        }
        case FitCheck::isolated:
            return "'" + at + "' touches no tile: a tile must share an edge with a placed tile";
        case FitCheck::mismatch:
            break;
    }
    std::string why = "'" + at + "': the tile " + palette.letters_of(tile) + " does not match ";
    for (std::size_t i = 0; i < check.mismatched_sides.size(); ++i) {
        const int side = check.mismatched_sides[i];
        const int next = board.neighbour(board.index(x, y), side);
        if (i > 0) why += "; nor ";
        why += std::string(neighbour_words(side)) + " (" + format_cell(board, next) + "): its " +
               side_name(side) + " side is " + palette.described(tile.colour[side]) +
               " but that tile's " + side_name(opposite(side)) + " side is " +
               palette.described(board.at(next).tile.colour[opposite(side)]);
    }
    return why;
}

std::string text_form(const Board& board, const Palette& palette) {
    std::string out;
    out.reserve(static_cast<std::size_t>(board.cell_count()) * 6);
    for (int y = 0; y < board.height(); ++y) {
        if (y > 0) out += '\n';
        for (int x = 0; x < board.width(); ++x) {
            if (x > 0) out += ' ';
            const int cell = board.index(x, y);
            if (board.empty(cell)) {
                out += ".....";
            } else {
                out += palette.letters_of(board.at(cell).tile);
                out += std::to_string(board.at(cell).owner + 1);
            }
        }
    }
    return out;
}

std::string info_line(const Match& match, const Palette& palette) {
    std::string out = "head=" + (match.over ? std::string("-") : palette.letters_of(match.head()));
    out += " hands=";
    for (int p = 0; p < match.players(); ++p) {
        if (p > 0) out += ',';
        out += std::to_string(match.hands[p].size());
    }
    return out;
}

}  // namespace tilings
