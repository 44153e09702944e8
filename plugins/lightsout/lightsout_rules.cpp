#include "lightsout_rules.hpp"

#include <algorithm>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>

namespace lightsout {

bool Board::all_off() const {
    return std::all_of(lit.begin(), lit.end(), [](std::uint8_t v) { return v == 0; });
}

void press(Board& board, int col, int row) {
    constexpr int kSteps[5][2] = {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (const auto& step : kSteps) {
        const int c = col + step[0];
        const int r = row + step[1];
        if (c >= 0 && r >= 0 && c < board.size && r < board.size) {
            board.lit[r * board.size + c] ^= 1U;
        }
    }
}

Board random_start(int size, plateau::Random& rng) {
    Board board{size, std::vector<std::uint8_t>(static_cast<std::size_t>(size * size), 0)};
    while (board.all_off()) {
        for (int row = 0; row < size; ++row) {
            for (int col = 0; col < size; ++col) {
                if (rng.below(2) == 1) press(board, col, row);
            }
        }
    }
    return board;
}

Board parse_layout(std::string_view text, int min_size, int max_size) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    const int size = static_cast<int>(lines.size());
    if (size < min_size || size > max_size) {
        throw plateau::Refusal("layout: " + std::to_string(size) + " lines; a square of " +
                               std::to_string(min_size) + " to " + std::to_string(max_size) +
                               " lines is allowed");
    }
    Board board{size, std::vector<std::uint8_t>(static_cast<std::size_t>(size * size), 0)};
    for (int row = 0; row < size; ++row) {
        const std::string_view line = lines[row];
        if (static_cast<int>(line.size()) != size) {
            throw plateau::Refusal("layout line " + std::to_string(row + 1) + ": " +
                                   std::to_string(line.size()) + " characters, " +
                                   std::to_string(size) + " expected (the board is square)");
        }
        for (int col = 0; col < size; ++col) {
            const char c = line[col];
            if (c != '#' && c != '.') {
                throw plateau::Refusal("layout line " + std::to_string(row + 1) + ", column " +
                                       std::to_string(col + 1) + ": '" + std::string(1, c) +
                                       "' is not a cell: '#' lit or '.' off is allowed");
            }
            board.lit[row * size + col] = c == '#' ? 1 : 0;
        }
    }
    return board;
}

Cell parse_move(std::string_view move, int size) {
    const std::vector<std::string_view> words = plateau::split_words(move);
    const std::string expected = "a move is C R: a column and a row from 0 to " +
                                 std::to_string(size - 1) + " (0 0 is the top left)";
    if (words.size() != 2) throw plateau::Refusal("'" + std::string(move) + "': " + expected);
    const auto col = plateau::parse_int(words[0]);
    const auto row = plateau::parse_int(words[1]);
    if (!col || !row) throw plateau::Refusal("'" + std::string(move) + "': " + expected);
    if (*col < 0 || *row < 0 || *col >= size || *row >= size) {
        throw plateau::Refusal("'" + std::string(move) + "' is off the board: " + expected);
    }
    return {*col, *row};
}

std::string format_move(int col, int row) {
    return std::to_string(col) + " " + std::to_string(row);
}

std::string text_form(const Board& board) {
    std::string out;
    for (int row = 0; row < board.size; ++row) {
        if (row > 0) out += '\n';
        for (int col = 0; col < board.size; ++col) out += board.is_lit(col, row) ? '#' : '.';
    }
    return out;
}

}  // namespace lightsout
