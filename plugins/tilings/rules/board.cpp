#include "tilings/rules/board.hpp"

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
    }
}

int Board::neighbour(int cell, int side) const {
    // Called for every candidate a greedy player weighs: one modulo at most, no division.
    switch (side) {
        case north:
            return cell >= width_ ? cell - width_ : -1;
        case south:
            return cell + width_ < cell_count() ? cell + width_ : -1;
        case east:
            return cell % width_ != width_ - 1 ? cell + 1 : -1;
        default:
            return cell % width_ != 0 ? cell - 1 : -1;
    }
}

void Board::place(int cell, const Tile& tile, int owner) {
    cells_[cell] = {tile, static_cast<std::int8_t>(owner)};
    ++placed_;
    if (!track_frontier_) return;
    // The cell leaves the frontier (the last entry takes its slot: O(1)).
    if (const int slot = frontier_slot_[cell]; slot >= 0) {
        const int last = frontier_.back();
        frontier_[slot] = last;
        need_[slot] = need_.back();
        mask_[slot] = mask_.back();
        frontier_slot_[last] = slot;
        frontier_.pop_back();
        need_.pop_back();
        mask_.pop_back();
        frontier_slot_[cell] = -1;
    }
    // Each empty neighbour now needs this tile's facing colour on its side towards it.
    for (int side = 0; side < kSides; ++side) {
        const int next = neighbour(cell, side);
        if (next < 0 || !empty(next)) continue;
        if (frontier_slot_[next] < 0) {
            frontier_slot_[next] = static_cast<int>(frontier_.size());
            frontier_.push_back(next);
            need_.push_back(0);
            mask_.push_back(0);
        }
        const int slot = frontier_slot_[next];
        const int shift = 8 * opposite(side);
        need_[slot] = (need_[slot] & ~(0xffu << shift)) |
                      static_cast<std::uint32_t>(tile.colour[side] + 1) << shift;
        mask_[slot] |= 0xffu << shift;
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
    // need_ and mask_ run beside frontier_, so this loop reads three arrays in order.
    for (std::size_t slot = 0; slot < frontier_.size(); ++slot) {
        if (((packed ^ need_[slot]) & mask_[slot]) == 0) cells.push_back(frontier_[slot]);
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
