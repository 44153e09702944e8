#include "lightsout/rules/rules.hpp"

#include <cstdlib>
#include <plateau/notation.hpp>  // words, numbers and lines, read as every game reads them
#include <plateau/random.hpp>    // the same numbers from a seed on every machine
#include <plateau/refusal.hpp>   // all of the SDK that pure rules need to refuse

namespace lightsout {
using plateau::Refusal, std::to_string;
static const std::string kSizes = to_string(kMinSize) + " to " + to_string(kMaxSize);

static Board toggled(Board board, int col, int row) {  // (col, row) and its neighbours toggled
    for (int i = 0; i < board.size * board.size; ++i)
        if (std::abs(i % board.size - col) + std::abs(i / board.size - row) <= 1)
            board.lights[i] = board.lights[i] == '#' ? '.' : '#';
    return board;
}

Board random_start(int size, std::uint64_t seed) {
    if (size < kMinSize || size > kMaxSize)
        throw Refusal("size: " + to_string(size) + " is out of range: " + kSizes + " is allowed");
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
        throw Refusal("layout: " + to_string(n) + " lines; a square of " + kSizes +
                      " lines is allowed");
    Board board{n, ""};
    for (int row = 0; row < n; ++row) {
        const std::string at = "layout line " + to_string(row + 1);
        if (std::ssize(lines[row]) != n)
            throw Refusal(at + ": " + to_string(lines[row].size()) + " characters, " +
                          to_string(n) + " expected (the board is square)");
        if (const auto col = lines[row].find_first_not_of("#."); col != std::string::npos)
            throw Refusal(at + ", column " + to_string(col + 1) + ": '" + lines[row][col] +
                          "' is not a cell: '#' lit or '.' off is allowed");
        board.lights += lines[row];
    }
    return board;
}

int cell_of(const Board& board, std::string_view move) {
    const auto words = plateau::split_words(move);
    const auto col = words.size() == 2 ? plateau::parse_int(words[0]) : std::nullopt;
    const auto row = words.size() == 2 ? plateau::parse_int(words[1]) : std::nullopt;
    if (!col || !row || *col < 0 || *row < 0 || *col >= board.size || *row >= board.size)
        throw Refusal("'" + std::string(move) + (col && row ? "' is off the board: " : "': ") +
                      "a move is C R: a column and a row from 0 to " + to_string(board.size - 1) +
                      " (0 0 is the top left)");
    return *row * board.size + *col;
}

Board press(const Board& board, std::string_view move) {
    if (board.all_off()) throw Refusal("the game is over: every light is off");
    const int cell = cell_of(board, move);
    return toggled(board, cell % board.size, cell / board.size);  // a new position
}

// As people count: from 1, where the notation counts from 0.
std::string move_in_words(const Board& board, std::string_view move) {
    const int cell = cell_of(board, move);
    return "column " + to_string(cell % board.size + 1) + ", row " +
           to_string(cell / board.size + 1);
}

std::string text_form(const Board& board) {
    std::string text;
    for (int i = 0; i < board.size * board.size; i += board.size)
        text.append(i > 0 ? "\n" : "").append(board.lights, i, board.size);
    return text;
}
}  // namespace lightsout
