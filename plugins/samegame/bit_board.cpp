#include "bit_board.hpp"

namespace samegame {

namespace {

// The n-th set bit of a word (n < popcount(x)): halve the word three times, then step.
int select_in_word(std::uint64_t x, int n) noexcept {
    int base = 0;
    for (const int half : {32, 16, 8}) {
        const std::uint64_t low = x & ((std::uint64_t{1} << half) - 1);
        const int c = std::popcount(low);
        if (n >= c) {
            n -= c;
            x >>= half;
            base += half;
        } else {
            x = low;
        }
    }
    for (; n > 0; --n) x &= x - 1;
    return base + std::countr_zero(x);
}

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

// Every column moved one to the left (column c+1 becomes column c).
Bits256 columns_left(const Bits256& x) noexcept {
    Bits256 r;
    for (int i = 0; i < 4; ++i) r.w[i] = (x.w[i] >> 16) | (i < 3 ? x.w[i + 1] << 48 : 0);
    return r;
}

// Removes column `col` from a set: the columns on its right move one to the left.
void drop_column(Bits256& x, const Bits256& keep) noexcept {
    x = (x & keep) | minus(columns_left(x), keep);
}

}  // namespace

int Bits256::select(int n) const noexcept {
    for (int i = 0; i < 4; ++i) {
        const int c = std::popcount(w[i]);
        if (n < c) return 64 * i + select_in_word(w[i], n);
        n -= c;
    }
    return -1;
}

int Bits256::lowest() const noexcept {
    for (int i = 0; i < 4; ++i) {
        if (w[i] != 0) return 64 * i + std::countr_zero(w[i]);
    }
    return -1;
}

Bits256 spread(const Bits256& x) noexcept {
    // Up and down by one row stay inside a word: row 15 of every column is clear, so the
    // bits that cross into the next column (or word) land on row 15 or come from it, and a
    // colour mask removes them. Left and right by a column carry across words.
    Bits256 r;
    for (int i = 0; i < 4; ++i) {
        r.w[i] = (x.w[i] << 1) | (x.w[i] >> 1) | (x.w[i] << 16) | (x.w[i] >> 16) |
                 (i > 0 ? x.w[i - 1] >> 48 : 0) | (i < 3 ? x.w[i + 1] << 48 : 0);
    }
    return r;
}

BitBoard::BitBoard(const Board& board, int colours) : colours_(colours) {
    for (int col = 0; col < board.used_cols(); ++col) {
        for (int row = 0; row < board.height(col); ++row) {
            const int bit = bit_of({col, row});
            planes_[board.at({col, row})].set(bit);
            occupied_.set(bit);
        }
    }
    pieces_ = occupied_.count();
}

Colour BitBoard::colour_at(int bit) const noexcept {
    for (int c = 0; c < colours_; ++c) {
        if (planes_[c].test(bit)) return static_cast<Colour>(c);
    }
    return kEmpty;
}

Bits256 BitBoard::paired() const noexcept {
    Bits256 r;
    for (int c = 0; c < colours_; ++c) r = r | (planes_[c] & spread(planes_[c]));
    return r;
}

Bits256 BitBoard::group_of(int bit) const noexcept {
    Bits256 g;
    const Colour c = colour_at(bit);
    if (c == kEmpty) return g;
    const Bits256& m = planes_[c];
    g.set(bit);
    for (;;) {
        const Bits256 next = (g | spread(g)) & m;
        if (next == g) return g;
        g = next;
    }
}

void BitBoard::remove(const Bits256& group) noexcept {
    pieces_ -= group.count();
    std::uint32_t touched_columns = 0;
    for (int i = 0; i < 4; ++i) {
        std::uint64_t gw = group.w[i];
        while (gw != 0) {
            // Highest removed bit first, so the lower ones keep their places.
            const int q = 63 - std::countl_zero(gw);
            gw &= ~(std::uint64_t{1} << q);
            const int lane = q >> 4;
            touched_columns |= 1U << (4 * i + lane);
            const std::uint64_t below = (std::uint64_t{1} << q) - 1;
            // Rows q..14 of this column: they take the row above (row 15 stays clear).
            const std::uint64_t moving = (std::uint64_t{0x7fff} << (16 * lane)) & ~below;
            for (int c = 0; c < colours_; ++c) {
                std::uint64_t& x = planes_[c].w[i];
                x = (x & ~moving) | ((x >> 1) & moving);
            }
            std::uint64_t& o = occupied_.w[i];
            o = (o & ~moving) | ((o >> 1) & moving);
        }
    }
    // Close the touched columns that are now empty, the rightmost first so that the
    // others keep their numbers.
    for (int col = kMaxCols - 1; col >= 0; --col) {
        if ((touched_columns >> col & 1U) == 0) continue;
        if (((occupied_.w[col >> 2] >> (16 * (col & 3))) & 0xffff) != 0) continue;
        const Bits256 keep = below_column(col);
        for (int c = 0; c < colours_; ++c) drop_column(planes_[c], keep);
        drop_column(occupied_, keep);
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
