#include "samegame/search/bit_board.hpp"

namespace samegame {

namespace {

// Bits 0..16*col-1 of the 256-bit set, word by word.
Bits256 below_column(int col) noexcept {
    Bits256 m;
    const int bits = 16 * col;
    for (int i = 0; i < 4; ++i) {
        const int in_word = bits - 64 * i;
        m.w[i] = in_word >= 64  ? ~std::uint64_t{0}
                 : in_word <= 0 ? 0
                                : (std::uint64_t{1} << in_word) - 1;
    }
    return m;
}

// Removes column `col` from a set: the columns on its right move one to the left.
void drop_column(Bits256& x, const Bits256& keep) noexcept {
    x = (x & keep) | minus(columns_left(x), keep);
}

}  // namespace

BitBoard::BitBoard(const Board& board, int colours) : colours_(colours) {
    for (int col = 0; col < board.used_cols(); ++col) {
        for (int row = 0; row < board.height(col); ++row) {
            const int bit = bit_of({col, row});
            planes_[board.at({col, row})].set(bit);
        }
    }
    pieces_ = occupied().count();
}

void BitBoard::close_emptied(std::uint32_t emptied) noexcept {
    // The rightmost first, so that the others keep their numbers.
    while (emptied != 0) {
        const int col = 31 - std::countl_zero(emptied);
        emptied &= ~(1U << col);
        const Bits256 keep = below_column(col);
        for (int c = 0; c < colours_; ++c) drop_column(planes_[c], keep);
    }
}

Board BitBoard::to_board(int cols, int rows) const {
    std::vector<Colour> cells(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows),
                              kEmpty);
    for (int col = 0; col < cols && col < kMaxCols; ++col) {
        for (int row = 0; row < rows && row < kMaxRows; ++row) {
            cells[static_cast<std::size_t>(col) * static_cast<std::size_t>(rows) +
                  static_cast<std::size_t>(row)] = colour_at(bit_of({col, row}));
        }
    }
    return Board::from_columns(cols, rows, std::move(cells));
}

}  // namespace samegame
