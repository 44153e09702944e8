// The neighbours of a cell on a board of cols x rows cells numbered row by row from the top
// left (cell = row * cols + col, the numbering of plateau::CellLayout).
#pragma once

namespace plateau {

// Calls f(neighbour) for each of the up to eight cells touching `cell` by an edge or a
// corner, in reading order: the row above from the left, the cells left and right, the row
// below from the left. No allocation, no division in the loop: fit for a solver's.
template <class F>
constexpr void for_each_neighbour(int cols, int rows, int cell, F&& f) {
    const int col = cell % cols;
    const int row = cell / cols;
    for (int r = row - 1; r <= row + 1; ++r) {
        if (r < 0 || r >= rows) continue;
        for (int c = col - 1; c <= col + 1; ++c) {
            if (c < 0 || c >= cols || (r == row && c == col)) continue;
            f(r * cols + c);
        }
    }
}

}  // namespace plateau
