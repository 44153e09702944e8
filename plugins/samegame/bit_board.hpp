// A bit-parallel SameGame board for fast search (random playouts, the hint): boards of up
// to 15 rows and 16 columns, one 256-bit set per colour.
//
// Bit layout: column c, row r (from the bottom) is bit 16*c + r. A column is a 16-bit lane
// whose top bit (row 15) is always clear, so shifting a set up or down by one row never
// carries a piece into the next column once it is masked with a colour; shifting by 16
// moves a whole column left or right. A group grows from one piece by repeated
// "neighbours & colour" steps: about 40 word operations per step for the whole board.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace samegame {

struct Bits256 {
    std::array<std::uint64_t, 4> w{};

    [[nodiscard]] bool any() const noexcept { return (w[0] | w[1] | w[2] | w[3]) != 0; }
    [[nodiscard]] int count() const noexcept {
        return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]) +
               std::popcount(w[3]);
    }
    [[nodiscard]] bool test(int bit) const noexcept { return (w[bit >> 6] >> (bit & 63)) & 1U; }
    void set(int bit) noexcept { w[bit >> 6] |= std::uint64_t{1} << (bit & 63); }
    // The index of the n-th set bit (n from 0, n < count()).
    [[nodiscard]] int select(int n) const noexcept;
    // The lowest set bit (the set must not be empty).
    [[nodiscard]] int lowest() const noexcept;

    friend Bits256 operator|(Bits256 a, const Bits256& b) noexcept {
        for (int i = 0; i < 4; ++i) a.w[i] |= b.w[i];
        return a;
    }
    friend Bits256 operator&(Bits256 a, const Bits256& b) noexcept {
        for (int i = 0; i < 4; ++i) a.w[i] &= b.w[i];
        return a;
    }
    // a without b.
    friend Bits256 minus(Bits256 a, const Bits256& b) noexcept {
        for (int i = 0; i < 4; ++i) a.w[i] &= ~b.w[i];
        return a;
    }
    friend bool operator==(const Bits256&, const Bits256&) = default;
};

// Every piece's four neighbours' positions (on the 16x16 grid of lanes).
[[nodiscard]] Bits256 spread(const Bits256& x) noexcept;

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
    [[nodiscard]] const Bits256& occupied() const noexcept { return occupied_; }
    [[nodiscard]] const Bits256& plane(int colour) const noexcept { return planes_[colour]; }
    [[nodiscard]] static int bit_of(Cell c) noexcept { return 16 * c.col + c.row; }
    [[nodiscard]] static Cell cell_of(int bit) noexcept { return {bit >> 4, bit & 15}; }
    // The colour at a bit, or kEmpty.
    [[nodiscard]] Colour colour_at(int bit) const noexcept;

    // The pieces that belong to a group of two or more.
    [[nodiscard]] Bits256 paired() const noexcept;
    // The group of the piece at `bit`.
    [[nodiscard]] Bits256 group_of(int bit) const noexcept;
    // The group's name: its piece with the lowest column, then the lowest row.
    [[nodiscard]] static Cell name_of(const Bits256& group) noexcept {
        return cell_of(group.lowest());
    }

    // Removes a group (a set returned by group_of): the pieces above fall, then the empty
    // columns close up.
    void remove(const Bits256& group) noexcept;

    // The same position as a Board of cols x rows.
    [[nodiscard]] Board to_board(int cols, int rows) const;

    friend bool operator==(const BitBoard&, const BitBoard&) = default;

  private:
    std::array<Bits256, kMaxColours> planes_{};
    Bits256 occupied_{};
    int colours_ = 0;
    int pieces_ = 0;
};

}  // namespace samegame
