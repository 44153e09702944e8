#include "minesweeper/rules/position.hpp"

namespace minesweeper {

Position start_position(int cols, int rows, int mines, std::uint64_t seed,
                        std::shared_ptr<const Minefield> field) {
    Position p;
    p.cols = cols;
    p.rows = rows;
    p.mines = mines;
    p.seed = seed;
    p.field = std::move(field);
    p.cover.assign(static_cast<std::size_t>(cols * rows), Cover::covered);
    return p;
}

std::string text_form(const Position& p) {
    const bool lost = p.phase == Phase::lost;
    std::string out;
    out.reserve(static_cast<std::size_t>((p.cols + 1) * p.rows));
    for (int row = 0; row < p.rows; ++row) {
        if (row > 0) out += '\n';
        for (int col = 0; col < p.cols; ++col) {
            const int cell = p.cell(col, row);
            const bool mine = p.field && p.field->is_mine(cell);
            switch (p.cover[cell]) {
                case Cover::open: {
                    const int n = p.number(cell);
                    out += n == 0 ? '.' : static_cast<char>('0' + n);
                    break;
                }
                case Cover::flagged:
                    out += lost && !mine ? 'X' : 'F';
                    break;
                case Cover::covered:
                    out += lost && mine ? '*' : '#';
                    break;
            }
        }
    }
    return out;
}

}  // namespace minesweeper
