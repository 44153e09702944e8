// The board: width x height cells, each empty or holding a tile and its owner, with the
// two placement rules (connectivity and contiguity) and the frontier that finds where a
// tile can go without scanning the whole board (001's own proposed improvement).
#pragma once

#include <cstdint>
#include <vector>

#include "tilings/rules/tile.hpp"

namespace tilings {

struct PlacedTile {
    Tile tile;
    std::int8_t owner = -1;  // the player from 0; -1: the cell is empty
};

// Why a tile can or cannot go on a cell.
struct FitCheck {
    enum Kind { fits, off_board, taken, isolated, mismatch };
    Kind kind = fits;
    // mismatch: the sides of the new tile whose neighbour shows another colour, N E S W.
    std::vector<int> mismatched_sides;
};

class Board {
  public:
    Board() = default;
    // `track_frontier` off keeps no frontier (the whole-board scan's benchmark baseline).
    Board(int width, int height, bool track_frontier = true);

    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    [[nodiscard]] int cell_count() const { return width_ * height_; }
    [[nodiscard]] int index(int x, int y) const { return y * width_ + x; }
    [[nodiscard]] int x_of(int cell) const { return cell % width_; }
    [[nodiscard]] int y_of(int cell) const { return cell / width_; }
    [[nodiscard]] bool on_board(int x, int y) const {
        return x >= 0 && y >= 0 && x < width_ && y < height_;
    }
    // The cell next to `cell` on `side`, or -1 past the edge.
    [[nodiscard]] int neighbour(int cell, int side) const;

    [[nodiscard]] bool empty(int cell) const { return cells_[cell].owner < 0; }
    [[nodiscard]] const PlacedTile& at(int cell) const { return cells_[cell]; }
    [[nodiscard]] int placed_count() const { return placed_; }

    // Puts a tile on an empty cell (the caller checked the rules) and updates the frontier.
    void place(int cell, const Tile& tile, int owner);

    // Connectivity (an edge shared with a placed tile) and contiguity (each side facing a
    // neighbour has that neighbour's facing colour), like 001's test_position.
    [[nodiscard]] FitCheck check(int x, int y, const Tile& tile) const;
    [[nodiscard]] bool fits(int cell, const Tile& tile) const;

    // Every cell where `tile` can go, in reading order, from the frontier: only the empty
    // cells next to placed tiles are looked at, each with one masked comparison.
    [[nodiscard]] std::vector<int> fitting_cells(const Tile& tile) const;
    // The same by testing every cell of the board (001's tile_placement).
    [[nodiscard]] std::vector<int> fitting_cells_by_scan(const Tile& tile) const;

    // The empty cells next to a placed tile, in no particular order.
    [[nodiscard]] const std::vector<int>& frontier() const { return frontier_; }

    friend bool operator==(const Board& a, const Board& b) {
        return a.width_ == b.width_ && a.height_ == b.height_ && a.same_cells(b);
    }

  private:
    [[nodiscard]] bool same_cells(const Board& other) const;

    int width_ = 0;
    int height_ = 0;
    std::vector<PlacedTile> cells_;
    int placed_ = 0;
    bool track_frontier_ = true;
    std::vector<int> frontier_;
    std::vector<int> frontier_slot_;  // per cell: its index in frontier_, or -1
    // Per frontier entry (beside frontier_), what a tile there must show: per side (one
    // byte, north lowest) the colour + 1 of the neighbour's facing side, or 0 where no
    // tile faces it; and the matching byte mask. A tile fits when (packed ^ need) & mask
    // == 0.
    std::vector<std::uint32_t> need_;
    std::vector<std::uint32_t> mask_;
};

}  // namespace tilings
