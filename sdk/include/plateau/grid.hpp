// plateau::Grid and the board helpers every grid game needs: neighbourhoods, flood fill,
// gravity and column compaction.
//
// Coordinates: a cell is (col, row); column 0 is the left, row 0 is the TOP row of the
// storage, which is row-major (index = row * width + col). A game whose rules count rows
// from the bottom (SameGame) converts at its edges: storage row = height - 1 - rule row.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace plateau {

struct Cell {
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(Cell, Cell) = default;
};

template <class T>
class Grid {
    // std::vector<bool> packs bits and has no T& to hand out.
    static_assert(!std::is_same_v<T, bool>,
                  "Grid<bool> is not supported: use Grid<std::uint8_t> or Grid<char>");

  public:
    using value_type = T;

    Grid() = default;

    // A cols x rows grid with every cell set to `value`. Negative sizes throw
    // std::invalid_argument; 0 gives an empty grid.
    Grid(int cols, int rows, const T& value = T{})
        : cols_(checked_size(cols)), rows_(checked_size(rows)), cells_(count(cols, rows), value) {}

    // A cols x rows grid from its cells in row-major order (top row first); throws
    // std::invalid_argument unless cells.size() == cols * rows.
    [[nodiscard]] static Grid from_cells(int cols, int rows, std::vector<T> cells) {
        if (cells.size() != count(cols, rows)) {
            throw std::invalid_argument("plateau::Grid: cell count is not cols * rows");
        }
        Grid g;
        g.cols_ = cols;
        g.rows_ = rows;
        g.cells_ = std::move(cells);
        return g;
    }

    [[nodiscard]] int width() const noexcept { return cols_; }
    [[nodiscard]] int height() const noexcept { return rows_; }
    [[nodiscard]] std::size_t size() const noexcept { return cells_.size(); }
    [[nodiscard]] bool empty() const noexcept { return cells_.empty(); }

    [[nodiscard]] bool in_bounds(int col, int row) const noexcept {
        return col >= 0 && row >= 0 && col < cols_ && row < rows_;
    }
    [[nodiscard]] bool in_bounds(Cell c) const noexcept { return in_bounds(c.col, c.row); }

    // Checked access: throws std::out_of_range outside the grid.
    [[nodiscard]] T& at(int col, int row) { return cells_[checked_index(col, row)]; }
    [[nodiscard]] const T& at(int col, int row) const { return cells_[checked_index(col, row)]; }
    [[nodiscard]] T& at(Cell c) { return at(c.col, c.row); }
    [[nodiscard]] const T& at(Cell c) const { return at(c.col, c.row); }

    // Unchecked access, for inner loops over cells known to be in bounds.
    [[nodiscard]] T& operator[](Cell c) noexcept { return cells_[index(c.col, c.row)]; }
    [[nodiscard]] const T& operator[](Cell c) const noexcept { return cells_[index(c.col, c.row)]; }

    // The storage index of an in-bounds cell, and back.
    [[nodiscard]] std::size_t index(int col, int row) const noexcept {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) +
               static_cast<std::size_t>(col);
    }
    [[nodiscard]] Cell cell_at(std::size_t index) const noexcept {
        const auto w = static_cast<std::size_t>(cols_);
        return {static_cast<int>(index % w), static_cast<int>(index / w)};
    }

    void fill(const T& value) { std::fill(cells_.begin(), cells_.end(), value); }

    // The cells in row-major order.
    [[nodiscard]] const std::vector<T>& cells() const noexcept { return cells_; }
    [[nodiscard]] auto begin() noexcept { return cells_.begin(); }
    [[nodiscard]] auto end() noexcept { return cells_.end(); }
    [[nodiscard]] auto begin() const noexcept { return cells_.begin(); }
    [[nodiscard]] auto end() const noexcept { return cells_.end(); }

    friend bool operator==(const Grid&, const Grid&) = default;

  private:
    static int checked_size(int n) {
        if (n < 0) throw std::invalid_argument("plateau::Grid: negative size");
        return n;
    }
    static std::size_t count(int cols, int rows) {
        return static_cast<std::size_t>(checked_size(cols)) *
               static_cast<std::size_t>(checked_size(rows));
    }
    std::size_t checked_index(int col, int row) const {
        if (!in_bounds(col, row)) throw std::out_of_range("plateau::Grid: cell out of bounds");
        return index(col, row);
    }

    int cols_ = 0;
    int rows_ = 0;
    std::vector<T> cells_;
};

// ---- Neighbourhoods ---------------------------------------------------------------------

enum class Connectivity {
    four,  // orthogonal: sharing an edge
    eight  // orthogonal and diagonal: sharing an edge or a corner
};

namespace detail {

struct Step {
    int dcol;
    int drow;
};
inline constexpr std::array<Step, 4> steps4{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
inline constexpr std::array<Step, 8> steps8{
    {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};

// Calls f(Cell) for each in-bounds neighbour of c in a cols x rows board, in the order
// documented for Neighbours.
template <class F>
constexpr void for_each_neighbour(int cols, int rows, Cell c, Connectivity k, F&& f) {
    const auto visit = [&](const auto& steps) {
        for (const Step& s : steps) {
            const int col = c.col + s.dcol;
            const int row = c.row + s.drow;
            if (col >= 0 && row >= 0 && col < cols && row < rows) f(Cell{col, row});
        }
    };
    if (k == Connectivity::four) {
        visit(steps4);
    } else {
        visit(steps8);
    }
}

}  // namespace detail

// The in-bounds neighbours of a cell, in a fixed order: clockwise from north (row - 1),
// that is N, E, S, W for four and N, NE, E, SE, S, SW, W, NW for eight. A small fixed
// container: making and iterating it allocates nothing.
class Neighbours {
  public:
    // The neighbours of `c` in a cols x rows board (none when c itself is out).
    [[nodiscard]] static Neighbours of(int cols, int rows, Cell c, Connectivity k) noexcept {
        Neighbours out;
        if (c.col < 0 || c.row < 0 || c.col >= cols || c.row >= rows) return out;
        detail::for_each_neighbour(cols, rows, c, k,
                                   [&out](Cell n) { out.cells_[out.count_++] = n; });
        return out;
    }

    [[nodiscard]] const Cell* begin() const noexcept { return cells_.data(); }
    [[nodiscard]] const Cell* end() const noexcept { return cells_.data() + count_; }
    [[nodiscard]] std::size_t size() const noexcept { return count_; }
    [[nodiscard]] bool empty() const noexcept { return count_ == 0; }
    [[nodiscard]] const Cell& operator[](std::size_t i) const noexcept { return cells_[i]; }

  private:
    std::array<Cell, 8> cells_{};
    std::size_t count_ = 0;
};

[[nodiscard]] inline Neighbours neighbours(int cols, int rows, Cell c,
                                           Connectivity k = Connectivity::four) noexcept {
    return Neighbours::of(cols, rows, c, k);
}

template <class T>
[[nodiscard]] Neighbours neighbours(const Grid<T>& grid, Cell c,
                                    Connectivity k = Connectivity::four) noexcept {
    return Neighbours::of(grid.width(), grid.height(), c, k);
}

// ---- Flood fill -------------------------------------------------------------------------

// The region of `start`: every cell reachable from it through neighbours (four or eight
// connectivity) whose value satisfies `in_region`, start included. Empty when start is
// out of bounds or does not satisfy the predicate.
//
// Iterative breadth-first search with a visited bitmap sized to the grid; the result
// vector is also the queue, so nothing else is allocated and no recursion depth grows
// with the region. Cells come in breadth-first order from start (the start first), with
// neighbours taken in the order documented for Neighbours: deterministic.
template <class T, class Pred>
requires std::predicate<Pred&, const T&>
[[nodiscard]] std::vector<Cell> flood_fill(const Grid<T>& grid, Cell start, Pred in_region,
                                           Connectivity k = Connectivity::four) {
    std::vector<Cell> region;
    if (!grid.in_bounds(start) || !in_region(grid[start])) return region;
    std::vector<bool> visited(grid.size(), false);
    visited[grid.index(start.col, start.row)] = true;
    region.push_back(start);
    for (std::size_t next = 0; next < region.size(); ++next) {
        detail::for_each_neighbour(grid.width(), grid.height(), region[next], k, [&](Cell n) {
            const std::size_t i = grid.index(n.col, n.row);
            if (!visited[i] && in_region(grid[n])) {
                visited[i] = true;
                region.push_back(n);
            }
        });
    }
    return region;
}

// The region of cells equal to the start cell's value (a SameGame group).
template <class T>
requires std::equality_comparable<T>
[[nodiscard]] std::vector<Cell> flood_fill(const Grid<T>& grid, Cell start,
                                           Connectivity k = Connectivity::four) {
    if (!grid.in_bounds(start)) return {};
    const T& value = grid[start];
    return flood_fill(
        grid, start, [&value](const T& v) { return v == value; }, k);
}

// ---- Gravity ----------------------------------------------------------------------------

namespace detail {

// Clamps [first, last] to the grid's columns; returns false when nothing is left.
inline bool clamp_columns(int width, int& first, int& last) noexcept {
    first = std::max(first, 0);
    last = std::min(last, width - 1);
    return first <= last;
}

}  // namespace detail

// Gravity in columns first..last (inclusive; clamped to the grid, so the defaults mean
// every column): in each column the non-empty cells fall to the BOTTOM, that is towards
// higher row indices (row 0 is the top row), keeping their order; the empty cells end up
// at the top. Cells are swapped, never copied, so any value for which is_empty holds may
// mark empty. Returns true if any cell moved.
template <class T, class IsEmpty>
requires std::predicate<IsEmpty&, const T&>
bool apply_gravity(Grid<T>& grid, IsEmpty is_empty, int first = 0,
                   int last = std::numeric_limits<int>::max()) {
    if (!detail::clamp_columns(grid.width(), first, last)) return false;
    bool moved = false;
    for (int col = first; col <= last; ++col) {
        // Walk up from the bottom; `to` is the lowest row not yet holding a fallen cell.
        // Every row strictly between the current row and `to` is empty.
        int to = grid.height() - 1;
        for (int row = grid.height() - 1; row >= 0; --row) {
            T& cell = grid[Cell{col, row}];
            if (is_empty(std::as_const(cell))) continue;
            if (row != to) {
                using std::swap;
                swap(cell, grid[Cell{col, to}]);
                moved = true;
            }
            --to;
        }
    }
    return moved;
}

// Gravity where the empty cells are those equal to `empty`.
template <class T>
requires std::equality_comparable<T>
bool apply_gravity(Grid<T>& grid, const std::type_identity_t<T>& empty, int first = 0,
                   int last = std::numeric_limits<int>::max()) {
    return apply_gravity(
        grid, [&empty](const T& v) { return v == empty; }, first, last);
}

// ---- Column compaction ------------------------------------------------------------------

// Removes every fully empty column from `first` on (clamped to the grid): the non-empty
// columns to its right move left, keeping their order, and the empty columns end up at
// the right. Columns left of `first` are not touched, so a caller may start at the
// leftmost column that changed. Columns are swapped, never copied. Returns true if any
// column moved.
template <class T, class IsEmpty>
requires std::predicate<IsEmpty&, const T&>
bool compact_columns(Grid<T>& grid, IsEmpty is_empty, int first = 0) {
    int last = grid.width() - 1;
    if (!detail::clamp_columns(grid.width(), first, last)) return false;
    const auto column_empty = [&](int col) {
        // Bottom up: after gravity a column's cells sit at the bottom, so this stops early.
        for (int row = grid.height() - 1; row >= 0; --row) {
            if (!is_empty(std::as_const(grid[Cell{col, row}]))) return false;
        }
        return true;
    };
    bool moved = false;
    int to = first;  // the leftmost column not yet holding a kept column
    for (int col = first; col <= last; ++col) {
        if (column_empty(col)) continue;
        if (col != to) {
            using std::swap;
            for (int row = 0; row < grid.height(); ++row) {
                swap(grid[Cell{col, row}], grid[Cell{to, row}]);
            }
            moved = true;
        }
        ++to;
    }
    return moved;
}

// Column compaction where the empty cells are those equal to `empty`.
template <class T>
requires std::equality_comparable<T>
bool compact_columns(Grid<T>& grid, const std::type_identity_t<T>& empty, int first = 0) {
    return compact_columns(
        grid, [&empty](const T& v) { return v == empty; }, first);
}

}  // namespace plateau
