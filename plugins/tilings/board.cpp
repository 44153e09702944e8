#include "board.hpp"

#include <algorithm>

namespace tilings {

const char* side_name(int side) {
    static constexpr const char* kNames[kSides] = {"north", "east", "south", "west"};
    return kNames[side];
}

Board::Board(int width, int height, bool track_frontier)
    : width_(width),
      height_(height),
      cells_(static_cast<std::size_t>(width * height)),
      track_frontier_(track_frontier) {
    if (track_frontier_) {
        frontier_slot_.assign(cells_.size(), -1);
        need_.assign(cells_.size(), 0);
        mask_.assign(cells_.size(), 0);
    }
}

int Board::neighbour(int cell, int side) const {
    const int x = x_of(cell) + kStepX[side];
    const int y = y_of(cell) + kStepY[side];
    return on_board(x, y) ? index(x, y) : -1;
}

void Board::place(int cell, const Tile& tile, int owner) {
    cells_[cell] = {tile, static_cast<std::int8_t>(owner)};
    ++placed_;
    if (!track_frontier_) return;
    // The cell leaves the frontier (swap with the last one to remove it in O(1)).
    if (const int slot = frontier_slot_[cell]; slot >= 0) {
        const int last = frontier_.back();
        frontier_[slot] = last;
        frontier_slot_[last] = slot;
        frontier_.pop_back();
        frontier_slot_[cell] = -1;
    }
    // Each empty neighbour now needs this tile's facing colour on its side towards it.
    for (int side = 0; side < kSides; ++side) {
        const int next = neighbour(cell, side);
        if (next < 0 || !empty(next)) continue;
        const int shift = 8 * opposite(side);
        need_[next] = (need_[next] & ~(0xffu << shift)) |
                      static_cast<std::uint32_t>(tile.colour[side] + 1) << shift;
        mask_[next] |= 0xffu << shift;
        if (frontier_slot_[next] < 0) {
            frontier_slot_[next] = static_cast<int>(frontier_.size());
            frontier_.push_back(next);
        }
    }
}

FitCheck Board::check(int x, int y, const Tile& tile) const {
    FitCheck result;
    if (!on_board(x, y)) {
        result.kind = FitCheck::off_board;
        return result;
    }
    const int cell = index(x, y);
    if (!empty(cell)) {
        result.kind = FitCheck::taken;
        return result;
    }
    int neighbours = 0;
    for (int side = 0; side < kSides; ++side) {
        const int next = neighbour(cell, side);
        if (next < 0 || empty(next)) continue;
        ++neighbours;
        if (at(next).tile.colour[opposite(side)] != tile.colour[side]) {
            result.mismatched_sides.push_back(side);
        }
    }
    if (neighbours == 0) {
        result.kind = FitCheck::isolated;
    } else if (!result.mismatched_sides.empty()) {
        result.kind = FitCheck::mismatch;
    }
    return result;
}

bool Board::fits(int cell, const Tile& tile) const {
    // 001's test_position: no allocation, the first mismatch ends the test.
    if (!empty(cell)) return false;
    const int x = x_of(cell);
    const int y = y_of(cell);
    int neighbours = 0;
    for (int side = 0; side < kSides; ++side) {
        const int nx = x + kStepX[side];
        const int ny = y + kStepY[side];
        if (!on_board(nx, ny)) continue;
        const PlacedTile& next = cells_[index(nx, ny)];
        if (next.owner < 0) continue;
        if (next.tile.colour[opposite(side)] != tile.colour[side]) return false;
        ++neighbours;
    }
    return neighbours > 0;
}

std::vector<int> Board::fitting_cells(const Tile& tile) const {
    if (!track_frontier_) return fitting_cells_by_scan(tile);
    const std::uint32_t packed = tile.packed();
    std::vector<int> cells;
    for (const int cell : frontier_) {
        if (((packed ^ need_[cell]) & mask_[cell]) == 0) cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

std::vector<int> Board::fitting_cells_by_scan(const Tile& tile) const {
    std::vector<int> cells;
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            if (fits(index(x, y), tile)) cells.push_back(index(x, y));
        }
    }
    return cells;
}

bool Board::same_cells(const Board& other) const {
    return std::equal(cells_.begin(), cells_.end(), other.cells_.begin(), other.cells_.end(),
                      [](const PlacedTile& a, const PlacedTile& b) {
                          return a.owner == b.owner && (a.owner < 0 || a.tile == b.tile);
                      });
}

}  // namespace tilings
