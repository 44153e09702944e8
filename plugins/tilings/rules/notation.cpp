#include "tilings/rules/notation.hpp"

#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>

namespace tilings {

namespace {

using plateau::format, plateau::tr;

// Why the neighbour on `side` refuses the tile: where it is ({0}, its cell), the new tile's
// colour on that side ({1}) and the neighbour's facing colour ({2}). One sentence per side,
// so that a language words each its own way.
const char* mismatch_words(int side) {
    switch (side) {
        case north:
            return tr(
                "the tile above ({0}): its north side is {1} but that tile's south side "
                "is {2}");
        case east:
            return tr(
                "the tile to the right ({0}): its east side is {1} but that tile's west "
                "side is {2}");
        case south:
            return tr(
                "the tile below ({0}): its south side is {1} but that tile's north side "
                "is {2}");
        default:
            return tr(
                "the tile to the left ({0}): its west side is {1} but that tile's east "
                "side is {2}");
    }
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
        throw plateau::Refusal(format(tr("'{}' is not a move: a move is X Y, the column and the "
                                         "row of the cell from 0 (0 0 is the top left), e.g. 3 4"),
                                      text));
    }
    Move m;
    m.x = *x;
    m.y = *y;
    return m;
}

std::string format_cell(int x, int y) { return std::to_string(x) + " " + std::to_string(y); }

std::string move_in_words(const Move& move) {
    if (move.skip) return tr("skip, the tile fits nowhere");
    return format(tr("the tile at column {0}, row {1}"), move.x + 1, move.y + 1);
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
            return format(tr("'{0}' is off the board: X is a column from 0 to {1} and Y a row "
                             "from 0 to {2}"),
                          at, board.width() - 1, board.height() - 1);
        case FitCheck::taken: {
            const PlacedTile& there = board.at(board.index(x, y));
            return format(tr("'{0}' is taken: {1}'s tile {2} is there"), at, names[there.owner],
                          palette.letters_of(there.tile));
        }
        case FitCheck::isolated:
            return format(tr("'{}' touches no tile: a tile must share an edge with a placed tile"),
                          at);
        case FitCheck::mismatch:
            break;
    }
    // Each neighbour that refuses it, "; nor " between them.
    std::string sides;
    for (std::size_t i = 0; i < check.mismatched_sides.size(); ++i) {
        const int side = check.mismatched_sides[i];
        const int next = board.neighbour(board.index(x, y), side);
        const std::string one =
            format(mismatch_words(side), format_cell(board, next), palette.said(tile.colour[side]),
                   palette.said(board.at(next).tile.colour[opposite(side)]));
        sides = i == 0 ? one : format(tr("{0}; nor {1}"), sides, one);
    }
    return format(tr("'{0}': the tile {1} does not match {2}"), at, palette.letters_of(tile),
                  sides);
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
