// Push Over's board and the insertion rule, on two bitboards (one per player).
//
// Cell (row, col), both from 0 at the top left, is bit 8 * row + col, whatever the size
// (3..8): a row is a run of bits, a column bits 8 apart, so a push is one shift. The
// functions are inline: the computer player and the benchmark call them millions of
// times per second.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace pushover {

inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 8;

// Player 0 moves first (004's -1, letter W by default); player 1 is 004's 1 (K).
inline constexpr int other(int player) { return 1 - player; }

// The side a pawn enters from; the order is the order of the move list (H, B, G, D).
enum class Side : std::uint8_t { top = 0, bottom = 1, left = 2, right = 3 };

// An insertion: a side and a line (a column for top and bottom, a row for left and
// right), from 0.
struct Insertion {
    Side side = Side::top;
    int line = 0;
    friend constexpr bool operator==(const Insertion&, const Insertion&) = default;
};

// The index of an insertion in the move list: side * n + line (H1..Hn, B1..Bn, ...).
inline constexpr int insertion_index(Insertion m, int n) {
    return static_cast<int>(m.side) * n + m.line;
}
inline constexpr Insertion insertion_at(int index, int n) {
    return {static_cast<Side>(index / n), index % n};
}

inline constexpr std::uint64_t cell_bit(int row, int col) {
    return std::uint64_t{1} << (8 * row + col);
}

// The cells an insertion runs through, where it enters and the cell at the far end (the
// one pushed off when the line is full).
struct LineCells {
    std::uint64_t line = 0;
    std::uint64_t entry = 0;
    std::uint64_t far = 0;
};

// Every mask of one board size.
struct Geometry {
    int n = 0;
    std::uint64_t cells = 0;
    std::array<std::uint64_t, kMaxSize> rows{};
    std::array<std::uint64_t, kMaxSize> cols{};
    std::array<std::array<LineCells, kMaxSize>, 4> insertions{};  // [side][line]
};

inline constexpr Geometry make_geometry(int n) {
    Geometry g;
    g.n = n;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            g.rows[i] |= cell_bit(i, j);
            g.cols[i] |= cell_bit(j, i);
        }
        g.cells |= g.rows[i];
    }
    for (int k = 0; k < n; ++k) {
        g.insertions[0][k] = {g.cols[k], cell_bit(0, k), cell_bit(n - 1, k)};  // top
        g.insertions[1][k] = {g.cols[k], cell_bit(n - 1, k), cell_bit(0, k)};  // bottom
        g.insertions[2][k] = {g.rows[k], cell_bit(k, 0), cell_bit(k, n - 1)};  // left
        g.insertions[3][k] = {g.rows[k], cell_bit(k, n - 1), cell_bit(k, 0)};  // right
    }
    return g;
}

inline constexpr std::array<Geometry, kMaxSize + 1> kGeometries = [] {
    std::array<Geometry, kMaxSize + 1> all{};
    for (int n = kMinSize; n <= kMaxSize; ++n) all[n] = make_geometry(n);
    return all;
}();

inline constexpr const Geometry& geometry(int n) { return kGeometries[n]; }

struct Board {
    int n = 5;
    std::array<std::uint64_t, 2> pawns{};  // [player]: the cells holding that player's pawns

    [[nodiscard]] constexpr std::uint64_t occupied() const { return pawns[0] | pawns[1]; }
    // 0 or 1: the player whose pawn is on the cell; -1: empty.
    [[nodiscard]] constexpr int owner(int row, int col) const {
        const std::uint64_t bit = cell_bit(row, col);
        if ((pawns[0] & bit) != 0) return 0;
        if ((pawns[1] & bit) != 0) return 1;
        return -1;
    }
    constexpr void set(int row, int col, int player) {
        const std::uint64_t bit = cell_bit(row, col);
        pawns[0] &= ~bit;
        pawns[1] &= ~bit;
        if (player >= 0) pawns[player] |= bit;
    }
    friend constexpr bool operator==(const Board&, const Board&) = default;
};

// A position of a round: the board and the player to move.
struct Position {
    Board board;
    int to_move = 0;
    friend constexpr bool operator==(const Position&, const Position&) = default;
};

// Whether `player` may make the insertion: the line has an empty cell, or the pawn it
// would push off is the player's own.
inline constexpr bool can_insert(const Board& b, Insertion m, int player) {
    const LineCells& c = geometry(b.n).insertions[static_cast<int>(m.side)][m.line];
    return (c.line & ~b.occupied()) != 0 || (b.pawns[player] & c.far) != 0;
}

// Inserts a pawn of `player`: the pawns from the entry cell up to the first empty cell
// move one step inwards and fill it; a full line pushes off its far pawn, which must be
// the player's own. Returns false, leaving the board unchanged, when it is not.
inline constexpr bool insert(Board& b, Insertion m, int player) {
    const int side = static_cast<int>(m.side);
    const LineCells& c = geometry(b.n).insertions[side][m.line];
    const std::uint64_t empty = c.line & ~b.occupied();
    std::uint64_t run = 0;  // the cells whose pawns move one step
    if (empty != 0) {
        if (side == 0 || side == 2) {  // moving towards higher bits: first empty = lowest
            const std::uint64_t first = empty & (~empty + 1);
            run = c.line & (first - 1);
        } else {  // moving towards lower bits: first empty = highest
            const std::uint64_t first = std::uint64_t{1} << (63 - std::countl_zero(empty));
            run = c.line & ~(first - 1) & ~first;
        }
    } else {
        if ((b.pawns[player] & c.far) == 0) return false;
        b.pawns[player] &= ~c.far;
        run = c.line & ~c.far;
    }
    for (std::uint64_t& p : b.pawns) {
        const std::uint64_t moving = p & run;
        std::uint64_t moved = 0;
        switch (side) {
            case 0:
                moved = moving << 8;
                break;
            case 1:
                moved = moving >> 8;
                break;
            case 2:
                moved = moving << 1;
                break;
            default:
                moved = moving >> 1;
                break;
        }
        p = (p & ~run) | moved;
    }
    b.pawns[player] |= c.entry;
    return true;
}

// Every insertion `player` may make, as bits of insertion_index.
inline constexpr std::uint32_t legal_insertions(const Board& b, int player) {
    const Geometry& g = geometry(b.n);
    const std::uint64_t empty = g.cells & ~b.occupied();
    const std::uint64_t own = b.pawns[player];
    std::uint32_t mask = 0;
    for (int side = 0; side < 4; ++side) {
        for (int k = 0; k < b.n; ++k) {
            const LineCells& c = g.insertions[side][k];
            if ((c.line & empty) != 0 || (own & c.far) != 0) {
                mask |= std::uint32_t{1} << (side * b.n + k);
            }
        }
    }
    return mask;
}

// Rows and columns all of whose cells hold a pawn of `player`.
inline constexpr int complete_lines(const Board& b, int player) {
    const Geometry& g = geometry(b.n);
    const std::uint64_t p = b.pawns[player];
    int count = 0;
    for (int k = 0; k < b.n; ++k) {
        count += static_cast<int>((p & g.rows[k]) == g.rows[k]);
        count += static_cast<int>((p & g.cols[k]) == g.cols[k]);
    }
    return count;
}

// Whether a row or a column holds n - 1 of `player`'s pawns. An insertion adds at most one
// pawn to its own line (it fills one empty cell, or a full line loses its far pawn, which
// must be the mover's own) and changes one cell of each line across it, so without such a
// line no insertion, by either player, completes one of `player`'s: the searches skip
// trying every insertion for an ending there (most positions).
inline constexpr bool near_line(const Board& b, int player) {
    const Geometry& g = geometry(b.n);
    const std::uint64_t p = b.pawns[player];
    // At most one cell of the line not the player's: x & (x - 1) == 0, not std::popcount,
    // a library call without -mpopcnt (9% of the prover's time).
    for (int k = 0; k < b.n; ++k) {
        const std::uint64_t row_gaps = g.rows[k] & ~p;
        const std::uint64_t col_gaps = g.cols[k] & ~p;
        if ((row_gaps & (row_gaps - 1)) == 0 || (col_gaps & (col_gaps - 1)) == 0) return true;
    }
    return false;
}

// The cells of every complete line, both players together (for highlighting).
inline constexpr std::uint64_t complete_line_cells(const Board& b) {
    const Geometry& g = geometry(b.n);
    std::uint64_t cells = 0;
    for (const std::uint64_t p : b.pawns) {
        for (int k = 0; k < b.n; ++k) {
            if ((p & g.rows[k]) == g.rows[k]) cells |= g.rows[k];
            if ((p & g.cols[k]) == g.cols[k]) cells |= g.cols[k];
        }
    }
    return cells;
}

}  // namespace pushover
