// The board's 8 symmetries (rotations and reflections) on board.hpp's bitboards, for
// tables that keep one entry per class of equal positions (search/bounded_proof.hpp).
//
// Why a position's value is the same for its 8 images: an insertion enters at an edge
// cell and pushes along its row or column towards the opposite edge; a symmetry maps the
// edge cells to edge cells, rows and columns to rows and columns, and keeps the order of
// the cells along them, so it maps each insertion onto one insertion (map_insertion) with
// the same legality (an empty cell in the line, or the mover's own pawn at its far end)
// and the same result (image(insert(b, m)) == insert(image(b), image(m))). The end of a
// round counts each player's complete lines, which a symmetry maps onto complete lines.
// Symmetry s: bit 0 transposes (row <-> column), then bit 1 flips the rows (top <->
// bottom), then bit 2 flips the columns (left <-> right): solved.cpp's numbering.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "pushover/rules/board.hpp"

namespace pushover {

inline constexpr int kSymmetries = 8;

// Bit (row, col) to bit (col, row) on the 8x8 bitboard (three delta swaps); a board of n
// in the top left stays there.
inline constexpr std::uint64_t transpose_bits(std::uint64_t x) {
    std::uint64_t t = 0x0f0f0f0f00000000u & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000u & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500u & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
}

// Row r to row n - 1 - r: the rows are bytes, reversed, then moved back to the top.
inline constexpr std::uint64_t flip_rows_bits(std::uint64_t x, int n) {
    return __builtin_bswap64(x) >> (8 * (8 - n));  // std::byteswap is C++23
}

// Column c to column n - 1 - c: the bits of each byte reversed, then moved back to the
// left (the shift brings nothing over from the next row, whose low 8 - n bits are empty).
inline constexpr std::uint64_t flip_cols_bits(std::uint64_t x, int n) {
    x = ((x >> 1) & 0x5555555555555555u) | ((x & 0x5555555555555555u) << 1);
    x = ((x >> 2) & 0x3333333333333333u) | ((x & 0x3333333333333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((x & 0x0f0f0f0f0f0f0f0fu) << 4);
    return x >> (8 - n);
}

// The image of a set of cells of a board of n under symmetry s.
inline constexpr std::uint64_t symmetric_bits(std::uint64_t x, int n, int s) {
    if ((s & 1) != 0) x = transpose_bits(x);
    if ((s & 2) != 0) x = flip_rows_bits(x, n);
    if ((s & 4) != 0) x = flip_cols_bits(x, n);
    return x;
}

// The 8 images of a set of cells, by symmetry (symmetric_bits(x, n, s) at index s), each
// computed once from another: the set and its transpose, each with its columns flipped
// (the dearer flip), then the rows of all four (the two flips commute).
inline constexpr std::array<std::uint64_t, kSymmetries> symmetric_images(std::uint64_t x, int n) {
    std::array<std::uint64_t, kSymmetries> images{};
    images[0] = x;
    images[1] = transpose_bits(x);
    images[4] = flip_cols_bits(images[0], n);
    images[5] = flip_cols_bits(images[1], n);
    for (const int s : {0, 1, 4, 5}) images[s | 2] = flip_rows_bits(images[s], n);
    return images;
}

inline constexpr Board symmetric_board(const Board& b, int s) {
    return Board{b.n, {symmetric_bits(b.pawns[0], b.n, s), symmetric_bits(b.pawns[1], b.n, s)}};
}

// The symmetry that undoes s: the flips are their own inverses; after a transpose, undoing
// flips the other axis first.
inline constexpr int inverse_symmetry(int s) {
    if ((s & 1) == 0) return s;
    return 1 | ((s & 2) << 1) | ((s & 4) >> 1);
}

// The image of an insertion (its insertion_index) under s: the insertion whose entry and
// far cells are the images of the original's.
inline constexpr int map_insertion(int index, int n, int s) {
    const Geometry& g = geometry(n);
    const LineCells& c = g.insertions[index / n][index % n];
    const std::uint64_t entry = symmetric_bits(c.entry, n, s);
    const std::uint64_t far = symmetric_bits(c.far, n, s);
    for (int side = 0; side < 4; ++side) {
        for (int k = 0; k < n; ++k) {
            if (g.insertions[side][k].entry == entry && g.insertions[side][k].far == far) {
                return side * n + k;
            }
        }
    }
    return -1;  // not reached: every symmetry maps insertions onto insertions
}

// map_insertion for every size, symmetry and insertion, computed once at compile time.
inline constexpr auto kInsertionImages = [] {
    constexpr std::size_t kInsertions = std::size_t{4} * kMaxSize;
    std::array<std::array<std::array<std::int8_t, kInsertions>, kSymmetries>, kMaxSize + 1> all{};
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        for (int s = 0; s < kSymmetries; ++s) {
            for (int i = 0; i < 4 * n; ++i) {
                all[n][s][i] = static_cast<std::int8_t>(map_insertion(i, n, s));
            }
        }
    }
    return all;
}();

// The representative of a position's class: the image with the smallest (pawns[0],
// pawns[1]), and a symmetry taking the position to it.
struct CanonicalBoard {
    Board board;
    int symmetry = 0;
};

// Runs at every node of a search: each image is computed once (symmetric_images).
inline constexpr CanonicalBoard canonical_board(const Board& b) {
    const auto first = symmetric_images(b.pawns[0], b.n);
    const auto second = symmetric_images(b.pawns[1], b.n);
    CanonicalBoard best{b, 0};
    for (int s = 1; s < kSymmetries; ++s) {
        const std::uint64_t p0 = first[s];
        const std::uint64_t p1 = second[s];
        if (p0 < best.board.pawns[0] || (p0 == best.board.pawns[0] && p1 < best.board.pawns[1])) {
            best.board.pawns = {p0, p1};
            best.symmetry = s;
        }
    }
    return best;
}

}  // namespace pushover
