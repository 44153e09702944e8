#include "lightsout/rules/rules.hpp"

#include <cstdlib>
#include <plateau/format.hpp>     // a message with its values, in any language's order
#include <plateau/notation.hpp>   // words, numbers and lines, read as every game reads them
#include <plateau/random.hpp>     // the same numbers from a seed on every machine
#include <plateau/refusal.hpp>    // all of the SDK that pure rules need to refuse
#include <plateau/translate.hpp>  // tr(): the player's language, from po/LANG.po

namespace lightsout {
using plateau::Refusal, plateau::format, plateau::tr, std::to_string;

static Board toggled(Board board, int col, int row) {  // (col, row) and its neighbours toggled
    for (int i = 0; i < board.size * board.size; ++i)
        if (std::abs(i % board.size - col) + std::abs(i / board.size - row) <= 1)
            board.lights[i] = board.lights[i] == '#' ? '.' : '#';
    return board;
}

Board random_start(int size, std::uint64_t seed) {
    if (size < kMinSize || size > kMaxSize)
        throw Refusal(
            format(tr("size: {} is out of range: {} to {} is allowed"), size, kMinSize, kMaxSize));
    Board board{size, std::string(size * size, '.')};
    plateau::Random rng(seed);
    while (board.all_off())  // drawn again while every light is off
        for (int i = 0; i < size * size; ++i)
            if (rng.below(2) == 1) board = toggled(board, i % size, i / size);
    return board;
}

Board parse_layout(std::string_view text) {
    const std::vector<std::string_view> lines = plateau::layout_lines(text);
    const int n = static_cast<int>(lines.size());
    if (n < kMinSize || n > kMaxSize)
        throw Refusal(format(tr("layout: {} lines; a square of {} to {} lines is allowed"), n,
                             kMinSize, kMaxSize));
    Board board{n, ""};
    for (int row = 0; row < n; ++row) {
        if (std::ssize(lines[row]) != n)
            throw Refusal(format(tr("layout line {}: {} characters, {} expected (the board is "
                                    "square)"),
                                 row + 1, lines[row].size(), n));
        if (const auto col = lines[row].find_first_not_of("#."); col != std::string::npos)
            throw Refusal(format(tr("layout line {}, column {}: '{}' is not a cell: '#' lit or "
                                    "'.' off is allowed"),
                                 row + 1, col + 1, lines[row][col]));
        board.lights += lines[row];
    }
    return board;
}

int cell_of(const Board& board, std::string_view move) {
    const auto words = plateau::split_words(move);
    const auto col = words.size() == 2 ? plateau::parse_int(words[0]) : std::nullopt;
    const auto row = words.size() == 2 ? plateau::parse_int(words[1]) : std::nullopt;
    if (!col || !row || *col < 0 || *row < 0 || *col >= board.size || *row >= board.size)
        throw Refusal(format(col && row ? tr("'{}' is off the board: a move is C R: a column and "
                                             "a row from 0 to {} (0 0 is the top left)")
                                        : tr("'{}': a move is C R: a column and a row from 0 "
                                             "to {} (0 0 is the top left)"),
                             move, board.size - 1));
    return *row * board.size + *col;
}

Board press(const Board& board, std::string_view move) {
    if (board.all_off()) throw Refusal(tr("the game is over: every light is off"));
    const int cell = cell_of(board, move);
    return toggled(board, cell % board.size, cell / board.size);  // a new position
}

// As people count: from 1, where the notation counts from 0.
std::string move_in_words(const Board& board, std::string_view move) {
    const int cell = cell_of(board, move);
    return format(tr("column {}, row {}"), cell % board.size + 1, cell / board.size + 1);
}

std::string text_form(const Board& board) {
    std::string text;
    for (int i = 0; i < board.size * board.size; i += board.size)
        text.append(i > 0 ? "\n" : "").append(board.lights, i, board.size);
    return text;
}
}  // namespace lightsout
