// A Tilings tile: a square cut into four triangles, north, east, south and west, each of
// one colour of the palette. Tiles never turn in play.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <string>

namespace tilings {

// The sides in the order the text form writes them: clockwise from the north.
enum Side : int { north = 0, east = 1, south = 2, west = 3 };

inline constexpr int kSides = 4;
// Column and row steps towards each side's neighbour (rows grow downwards).
inline constexpr std::array<int, kSides> kStepX = {0, 1, 0, -1};
inline constexpr std::array<int, kSides> kStepY = {-1, 0, 1, 0};

[[nodiscard]] constexpr int opposite(int side) { return (side + 2) % kSides; }

[[nodiscard]] const char* side_name(int side);  // "north", ...

// Colour indices into the palette, one per side.
struct Tile {
    std::array<std::uint8_t, kSides> colour{};

    [[nodiscard]] bool single_coloured() const {
        return colour[0] == colour[1] && colour[1] == colour[2] && colour[2] == colour[3];
    }
    // One byte per side (north in the lowest), each the colour + 1, so that a cell's
    // needs can use 0 for "anything" (see Board).
    [[nodiscard]] std::uint32_t packed() const {
        return static_cast<std::uint32_t>(colour[0] + 1) |
               static_cast<std::uint32_t>(colour[1] + 1) << 8 |
               static_cast<std::uint32_t>(colour[2] + 1) << 16 |
               static_cast<std::uint32_t>(colour[3] + 1) << 24;
    }

    friend auto operator<=>(const Tile&, const Tile&) = default;
};

// The most colours a palette may have (the colour + 1 must fit a byte; 16 is plenty).
inline constexpr int kMaxColours = 16;

}  // namespace tilings
