// The SameGame board, the rules' own representation: no drawing, no files.
//
// Cells are stored column by column (000's "colonne" structure): a column is the unit of
// gravity and of closing, so each column's cells are contiguous, row 0 at the BOTTOM as the
// rules count rows. Every column keeps its height (000's indLimVide: its pieces sit in rows
// 0..height-1, nothing floats) and the board keeps how many columns hold pieces (000's
// indDecalage: they are columns 0..used-1, no empty column has a piece on its right).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace samegame {

using Colour = std::uint8_t;  // a colour index, 0..7
inline constexpr Colour kEmpty = 0xff;
inline constexpr int kMaxColours = 8;

// A cell in the rules' coordinates: column from 0 at the left, row from 0 at the bottom.
struct Cell {
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(Cell, Cell) = default;
};

class Board {
  public:
    Board() = default;
    // An empty cols x rows board.
    Board(int cols, int rows);

    // A board from its columns, each listed from the bottom up (kEmpty for an empty cell).
    // The caller guarantees what the invariants need: no piece above an empty cell, no
    // empty column left of a non-empty one (layouts and fills are checked before).
    static Board from_columns(int cols, int rows, std::vector<Colour> column_major);

    [[nodiscard]] int cols() const noexcept { return cols_; }
    [[nodiscard]] int rows() const noexcept { return rows_; }
    [[nodiscard]] bool in_bounds(Cell c) const noexcept {
        return c.col >= 0 && c.row >= 0 && c.col < cols_ && c.row < rows_;
    }
    [[nodiscard]] std::size_t index(Cell c) const noexcept {
        return static_cast<std::size_t>(c.col) * static_cast<std::size_t>(rows_) +
               static_cast<std::size_t>(c.row);
    }
    [[nodiscard]] Colour at(Cell c) const noexcept { return cells_[index(c)]; }
    [[nodiscard]] bool is_empty(Cell c) const noexcept { return at(c) == kEmpty; }

    // Pieces in a column (they fill rows 0..height-1).
    [[nodiscard]] int height(int col) const noexcept { return heights_[col]; }
    // Columns holding pieces (columns 0..used_cols()-1).
    [[nodiscard]] int used_cols() const noexcept { return used_cols_; }
    [[nodiscard]] int pieces() const noexcept { return pieces_; }
    [[nodiscard]] bool cleared() const noexcept { return pieces_ == 0; }

    // Direct access for the removal code, which keeps the invariants itself.
    [[nodiscard]] std::vector<Colour>& cells() noexcept { return cells_; }
    [[nodiscard]] const std::vector<Colour>& cells() const noexcept { return cells_; }
    [[nodiscard]] std::vector<int>& heights() noexcept { return heights_; }
    void set_used_cols(int n) noexcept { used_cols_ = n; }
    void set_pieces(int n) noexcept { pieces_ = n; }

    // Recomputes heights, used columns and the piece count by scanning every cell.
    void recount();

    friend bool operator==(const Board&, const Board&) = default;

  private:
    int cols_ = 0;
    int rows_ = 0;
    std::vector<Colour> cells_;  // column-major, row 0 at the bottom
    std::vector<int> heights_;
    int used_cols_ = 0;
    int pieces_ = 0;
};

}  // namespace samegame
