#include "samegame/rules/notation.hpp"

#include <optional>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>
#include <vector>

namespace samegame {

using plateau::format, plateau::tr;

Cell parse_move(std::string_view move, const Board& board) {
    const auto words = plateau::split_words(move);
    const auto col = words.size() == 2 ? plateau::parse_int(words[0]) : std::nullopt;
    const auto row = words.size() == 2 ? plateau::parse_int(words[1]) : std::nullopt;
    if (!col || !row) {
        throw plateau::Refusal(format(tr("'{}': a move is C R: a column from 0 at the left and a "
                                         "row from 0 at the bottom (e.g. 3 0)"),
                                      move));
    }
    const Cell cell{*col, *row};
    if (!board.in_bounds(cell)) {
        throw plateau::Refusal(format(tr("'{0}' is off the board: columns go from 0 to {1}, rows "
                                         "from 0 to {2} (row 0 at the bottom)"),
                                      move, board.cols() - 1, board.rows() - 1));
    }
    return cell;
}

std::string format_move(Cell cell) {
    return std::to_string(cell.col) + " " + std::to_string(cell.row);
}

std::string text_form(const Board& board, std::string_view letters) {
    std::string out;
    out.reserve(static_cast<std::size_t>(board.rows()) *
                static_cast<std::size_t>(board.cols() + 1));
    for (int row = board.rows() - 1; row >= 0; --row) {
        for (int col = 0; col < board.cols(); ++col) {
            const Colour c = board.at({col, row});
            out += c == kEmpty ? '.' : letters[c];
        }
        if (row > 0) out += '\n';
    }
    return out;
}

namespace {

// A line longer or shorter than the first, refused at its first odd character.
std::string line_length_refusal(std::size_t line, std::size_t column, std::string_view text,
                                std::size_t cols) {
    return format(tr("layout line {0}, column {1}: the line has {2} characters, {3} expected "
                     "(every line as long as the first)"),
                  line, column, text.size(), cols);
}

}  // namespace

Board parse_layout(std::string_view text, std::string_view letters, int colours, int max_side) {
    const std::vector<std::string_view> lines = plateau::layout_lines(text);
    if (lines.empty()) throw plateau::Refusal(tr("layout: no lines: one line per row is needed"));
    const std::size_t rows = lines.size();
    const std::size_t cols = lines[0].size();
    if (rows > static_cast<std::size_t>(max_side)) {
        throw plateau::Refusal(
            format(tr("layout: {0} lines; at most {1} rows are allowed"), rows, max_side));
    }
    if (cols == 0) throw plateau::Refusal(tr("layout line 1: the line is empty"));
    if (cols > static_cast<std::size_t>(max_side)) {
        throw plateau::Refusal(format(
            tr("layout line 1: {0} characters; at most {1} columns are allowed"), cols, max_side));
    }

    std::string letter_list;
    for (int i = 0; i < colours; ++i) letter_list += std::string(i > 0 ? ", " : "") + letters[i];
    // cells[line][column], top line first, while reading.
    std::vector<std::vector<Colour>> cells(rows, std::vector<Colour>(cols, kEmpty));
    for (std::size_t l = 0; l < rows; ++l) {
        const std::string_view line = lines[l];
        for (std::size_t c = 0; c < line.size(); ++c) {
            if (c >= cols) throw plateau::Refusal(line_length_refusal(l + 1, c + 1, line, cols));
            const char ch = line[c];
            if (ch == '.') continue;
            int colour = -1;
            if (ch >= '0' && ch <= '9') {
                colour = ch - '0';
            } else {
                // The first letter that matches: letters past the colours listed may repeat.
                for (std::size_t i = 0; i < letters.size() && colour < 0; ++i) {
                    if (plateau::lower_ascii(letters[i]) == plateau::lower_ascii(ch))
                        colour = static_cast<int>(i);
                }
            }
            if (colour < 0) {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: '{2}' is not a "
                                                 "cell: a colour's digit (0 to {3}) or letter "
                                                 "({4}) or '.' for an empty cell"),
                                              l + 1, c + 1, ch, colours - 1, letter_list));
            }
            if (colour >= colours) {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: '{2}' is colour "
                                                 "{3}, but only {4} colours are listed (0 to "
                                                 "{5})"),
                                              l + 1, c + 1, ch, colour, colours, colours - 1));
            }
            cells[l][c] = static_cast<Colour>(colour);
        }
        if (line.size() < cols) {
            throw plateau::Refusal(line_length_refusal(l + 1, line.size() + 1, line, cols));
        }
    }
    for (std::size_t l = 0; l + 1 < rows; ++l) {
        for (std::size_t c = 0; c < cols; ++c) {
            if (cells[l][c] != kEmpty && cells[l + 1][c] == kEmpty) {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: a piece above an "
                                                 "empty cell (pieces rest on the bottom or on "
                                                 "other pieces)"),
                                              l + 1, c + 1));
            }
        }
    }
    const std::vector<Colour>& bottom = cells[rows - 1];
    for (std::size_t c = 0; c + 1 < cols; ++c) {
        if (bottom[c] != kEmpty) continue;
        for (std::size_t d = c + 1; d < cols; ++d) {
            if (bottom[d] != kEmpty) {
                throw plateau::Refusal(format(tr("layout line {0}, column {1}: an empty column "
                                                 "left of a column with pieces (empty columns "
                                                 "close up: the pieces start at the left)"),
                                              rows, c + 1));
            }
        }
    }
    std::vector<Colour> column_major;
    column_major.reserve(rows * cols);
    for (std::size_t c = 0; c < cols; ++c) {
        for (std::size_t r = 0; r < rows; ++r) column_major.push_back(cells[rows - 1 - r][c]);
    }
    return Board::from_columns(static_cast<int>(cols), static_cast<int>(rows),
                               std::move(column_major));
}

}  // namespace samegame
