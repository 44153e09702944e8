// A bit-parallel SameGame board for fast search (random playouts, the hint): boards of up
// to 15 rows and 16 columns, one 256-bit set per colour.
//
// Bit layout: column c, row r (from the bottom) is bit 16*c + r. A column is a 16-bit lane
// whose top bit (row 15) is always clear, so shifting a set up or down by one row never
// carries a piece into the next column once it is masked with a colour; shifting by 16
// moves a whole column left or right. A group grows from one piece by repeated
// "neighbours & colour" steps over the whole board at once: a dozen vector operations a
// step on AVX2. The hot members are templates on the number of colours (0: the board's
// own) so that the loops over the colours unroll in the playouts.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "samegame/rules/board.hpp"

namespace samegame {

// 256 bits as four 64-bit words in one vector (GCC and Clang vector extensions): word i
// holds columns 4i..4i+3. Compiled for AVX2 the whole set sits in one register, for the
// x86-64 baseline in two SSE2 registers; elsewhere the compiler splits it as it must.
using Words = std::uint64_t __attribute__((vector_size(32)));

// Aligned to 32 bytes on every CPU level: the type's own alignment follows the compiling
// target (16 on the x86-64 baseline, 32 with AVX), and an AVX2 clone (hot_clones.hpp)
// reading a set the baseline code placed would otherwise fault on an aligned load.
//
// Every member is always inlined, so that each clone of a hot loop (hot_clones.hpp) gets
// its own copy: a copy out of line is compiled for the x86-64 baseline, where
// std::popcount is a library call (select and count out of line took a fifth of the
// solver's time).
struct alignas(32) Bits256 {
    Words w{};

    [[nodiscard, gnu::always_inline]] bool any() const noexcept {
        return (w[0] | w[1] | w[2] | w[3]) != 0;
    }
    [[nodiscard, gnu::always_inline]] int count() const noexcept {
        return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]) +
               std::popcount(w[3]);
    }
    [[nodiscard, gnu::always_inline]] std::uint64_t word(int i) const noexcept { return w[i]; }
    [[nodiscard, gnu::always_inline]] bool test(int bit) const noexcept {
        return (w[bit >> 6] >> (bit & 63)) & 1U;
    }
    [[gnu::always_inline]] void set(int bit) noexcept {
        w[bit >> 6] |= std::uint64_t{1} << (bit & 63);
    }
    // The index of the n-th set bit (n from 0, n < count()).
    [[nodiscard, gnu::always_inline]] int select(int n) const noexcept {
        for (int i = 0; i < 4; ++i) {
            const std::uint64_t x = w[i];
            const int c = std::popcount(x);
            if (n < c) return 64 * i + select_in_word(x, n);
            n -= c;
        }
        return -1;
    }
    // The lowest set bit (the set must not be empty).
    [[nodiscard, gnu::always_inline]] int lowest() const noexcept {
        for (int i = 0; i < 4; ++i) {
            if (w[i] != 0) return 64 * i + std::countr_zero(static_cast<std::uint64_t>(w[i]));
        }
        return -1;
    }
    // The n-th set bit of a word (n < popcount(x)): halve the word three times, then step.
    [[nodiscard, gnu::always_inline]] static int select_in_word(std::uint64_t x, int n) noexcept {
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

    [[gnu::always_inline]] friend Bits256 operator|(const Bits256& a, const Bits256& b) noexcept {
        return {a.w | b.w};
    }
    [[gnu::always_inline]] friend Bits256 operator&(const Bits256& a, const Bits256& b) noexcept {
        return {a.w & b.w};
    }
    // a without b.
    [[gnu::always_inline]] friend Bits256 minus(const Bits256& a, const Bits256& b) noexcept {
        return {a.w & ~b.w};
    }
    [[gnu::always_inline]] friend bool operator==(const Bits256& a, const Bits256& b) noexcept {
        return !Bits256{a.w ^ b.w}.any();
    }
};

// Every column moved one to the right (column c becomes column c+1), and to the left: a
// shift by 16 inside each word, with the column that crosses into the next word.
[[nodiscard, gnu::always_inline]] inline Bits256 columns_right(const Bits256& x) noexcept {
    const Words lower_words = __builtin_shufflevector(x.w, Words{}, 4, 0, 1, 2);
    return {(x.w << 16) | (lower_words >> 48)};
}
[[nodiscard, gnu::always_inline]] inline Bits256 columns_left(const Bits256& x) noexcept {
    const Words upper_words = __builtin_shufflevector(x.w, Words{}, 1, 2, 3, 4);
    return {(x.w >> 16) | (upper_words << 48)};
}
// Every row moved one up, and one down. They stay inside a word: row 15 of every column is
// clear, so the bits that cross into the next column (or word) land on row 15 or come
// from it, and a colour mask removes them.
[[nodiscard, gnu::always_inline]] inline Bits256 rows_up(const Bits256& x) noexcept {
    return {x.w << 1};
}
[[nodiscard, gnu::always_inline]] inline Bits256 rows_down(const Bits256& x) noexcept {
    return {x.w >> 1};
}

// Every piece's four neighbours' positions: the inner step of every group search.
[[nodiscard, gnu::always_inline]] inline Bits256 spread(const Bits256& x) noexcept {
    return rows_up(x) | rows_down(x) | columns_left(x) | columns_right(x);
}

// The pieces of a colour's set that touch another piece of the set.
[[nodiscard, gnu::always_inline]] inline Bits256 paired_in(const Bits256& m) noexcept {
    return m & spread(m);
}

// `from` grown inside `m` to the whole group, one ring of neighbours at a time.
[[nodiscard, gnu::always_inline]] inline Bits256 grow(const Bits256& from,
                                                      const Bits256& m) noexcept {
    Bits256 g = from;
    Bits256 ring = g;
    for (;;) {
        ring = minus(spread(ring) & m, g);
        if (!ring.any()) return g;
        g = g | ring;
    }
}

class BitBoard {
  public:
    static constexpr int kMaxRows = 15;
    static constexpr int kMaxCols = 16;
    [[nodiscard]] static constexpr bool fits(int cols, int rows) noexcept {
        return cols <= kMaxCols && rows <= kMaxRows;
    }

    BitBoard() = default;
    // `board` must fit; `colours` is how many colours it may hold (1..8).
    BitBoard(const Board& board, int colours);

    [[nodiscard]] int colours() const noexcept { return colours_; }
    [[nodiscard]] int pieces() const noexcept { return pieces_; }
    [[nodiscard]] bool cleared() const noexcept { return pieces_ == 0; }
    // Every piece: the union of the colours (worked out when asked, so that a removal has
    // one set less to update).
    template <int kColours = 0>
    [[nodiscard, gnu::always_inline]] Bits256 occupied() const noexcept {
        Bits256 r;
        for (int c = 0; c < count_of<kColours>(); ++c) r = r | planes_[c];
        return r;
    }
    [[nodiscard]] const Bits256& plane(int colour) const noexcept { return planes_[colour]; }
    [[nodiscard]] static int bit_of(Cell c) noexcept { return 16 * c.col + c.row; }
    [[nodiscard]] static Cell cell_of(int bit) noexcept { return {bit >> 4, bit & 15}; }
    // The colour at a bit, or kEmpty.
    template <int kColours = 0>
    [[nodiscard, gnu::always_inline]] Colour colour_at(int bit) const noexcept {
        for (int c = 0; c < count_of<kColours>(); ++c) {
            if (planes_[c].test(bit)) return static_cast<Colour>(c);
        }
        return kEmpty;
    }

    // The colour with the most pieces (the lowest of equals), or -1 on an empty board: the
    // tabu colour of the playouts that keep it for last.
    template <int kColours = 0>
    [[nodiscard, gnu::always_inline]] int most_frequent_colour() const noexcept {
        int colour = -1;
        int most = 0;
        for (int c = 0; c < count_of<kColours>(); ++c) {
            const int n = planes_[c].count();
            if (n > most) {
                most = n;
                colour = c;
            }
        }
        return colour;
    }

    // The pieces that may start a legal group (those in a group of two or more; every piece
    // when min_group is 1), and among them the anchors: those whose left and lower
    // neighbours are of another colour. Every group has at least one anchor, its name (its
    // lowest column, then lowest row), and small groups mostly just that one.
    struct Candidates {
        Bits256 pieces;
        Bits256 anchors;
    };
    template <int kColours = 0>
    [[nodiscard, gnu::always_inline]] Candidates candidates(int min_group) const noexcept {
        Candidates r;
        for (int c = 0; c < count_of<kColours>(); ++c) {
            const Bits256& m = planes_[c];
            const Bits256 below = m & rows_up(m);       // the piece below is of this colour
            const Bits256 left = m & columns_right(m);  // the piece on the left is
            const Bits256 above = m & rows_down(m);
            const Bits256 right = m & columns_left(m);
            const Bits256 pieces = min_group <= 1 ? m : (below | left | above | right);
            r.pieces = r.pieces | pieces;
            r.anchors = r.anchors | minus(pieces, below | left);
        }
        return r;
    }
    // The pieces that belong to a group of two or more.
    [[nodiscard, gnu::always_inline]] Bits256 paired() const noexcept {
        return candidates<>(2).pieces;
    }
    // The group of the piece at `bit`: grown from it one ring of neighbours at a time.
    template <int kColours = 0>
    [[nodiscard, gnu::always_inline]] Bits256 group_of(int bit) const noexcept {
        Bits256 g;
        const Colour c = colour_at<kColours>(bit);
        if (c == kEmpty) return g;
        g.set(bit);
        return grow(g, planes_[c]);
    }
    // The group's name: its piece with the lowest column, then the lowest row.
    [[nodiscard]] static Cell name_of(const Bits256& group) noexcept {
        return cell_of(group.lowest());
    }

    // Removes a group (a set returned by group_of): the pieces above fall, then the empty
    // columns close up.
    template <int kColours = 0>
    [[gnu::always_inline]] void remove(const Bits256& group) noexcept {
        pieces_ -= group.count();
        std::uint32_t touched_columns = 0;
        for (int i = 0; i < 4; ++i) {
            std::uint64_t gw = group.w[i];
            while (gw != 0) {
                // The highest run of removed pieces in a column first (rows low..top), so
                // that the lower ones keep their places. A run never spans two columns:
                // row 15 is always clear.
                const int top = 63 - std::countl_zero(gw);
                const int length = std::countl_one(gw << (63 - top));
                const int low = top - length + 1;
                gw &= ~(((std::uint64_t{2} << (top - low)) - 1) << low);
                const int lane = top >> 4;
                touched_columns |= 1U << (4 * i + lane);
                // Rows low..14 of the column take the row `length` above; the top `length`
                // rows empty. The masks cover word i: a scalar spread over the vector and
                // kept in word i by a comparison (writing one word of a vector in memory
                // and reading the vector back stalls the store-to-load forwarding).
                const std::uint64_t from_low = ~((std::uint64_t{1} << low) - 1);
                const auto in_word =
                    reinterpret_cast<Words>(Words{0, 1, 2, 3} == static_cast<std::uint64_t>(i));
                const Words moving = in_word & ((std::uint64_t{0x7fff} << (16 * lane)) & from_low);
                const Words filled =
                    in_word & ((std::uint64_t{0x7fff} >> length << (16 * lane)) & from_low);
                for (int c = 0; c < count_of<kColours>(); ++c) {
                    const Words x = planes_[c].w;
                    planes_[c].w = (x & ~moving) | ((x >> length) & filled);
                }
            }
        }
        // The touched columns left empty close up (rarely: most removals leave pieces).
        const Bits256 all = occupied<kColours>();
        std::uint32_t emptied = 0;
        for (std::uint32_t t = touched_columns; t != 0; t &= t - 1) {
            const int col = std::countr_zero(t);
            if (((all.w[col >> 2] >> (16 * (col & 3))) & 0xffff) == 0) emptied |= 1U << col;
        }
        if (emptied != 0) close_emptied(emptied);
    }

    // The same position as a Board of cols x rows.
    [[nodiscard]] Board to_board(int cols, int rows) const;

    friend bool operator==(const BitBoard& a, const BitBoard& b) noexcept {
        return a.planes_ == b.planes_ && a.colours_ == b.colours_ && a.pieces_ == b.pieces_;
    }

  private:
    // The colours a board holds: a constant when the caller knows it (loops unroll), else
    // the board's own count.
    template <int kColours>
    [[nodiscard]] int count_of() const noexcept {
        return kColours > 0 ? kColours : colours_;
    }
    // Closes the empty columns of `emptied` (a bit per column).
    void close_emptied(std::uint32_t emptied) noexcept;

    std::array<Bits256, kMaxColours> planes_{};
    int colours_ = 0;
    int pieces_ = 0;
};

}  // namespace samegame
