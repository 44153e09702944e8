// Zobrist hashing: every (cell, colour) pair has a fixed random 64-bit key, and a
// position's hash is the XOR of the keys of its pieces. The keys are computed from the
// pair (a mixing function, not a stored table), so boards of any size the plugin allows
// (up to 100x100) need no table, and the array board and the bit board of one position
// hash alike. Move codes for NRPA's policy hash a group the same way: its colour and cells.
#pragma once

#include <cstdint>
#include <plateau/random.hpp>

#include "samegame/rules/board.hpp"
#include "samegame/search/bit_board.hpp"

namespace samegame {

// The finaliser of SplitMix64 (the SDK's): a bijection on 64 bits that mixes every input
// bit into every output bit.
using plateau::mix64;

// The key of a piece of `colour` at column `col`, row `row` (from the bottom).
[[nodiscard]] constexpr std::uint64_t zobrist_key(int col, int row, Colour colour) noexcept {
    const auto pair =
        (static_cast<std::uint64_t>(col) << 16 | static_cast<std::uint64_t>(row)) << 4 | colour;
    return mix64(pair + 0x9e3779b97f4a7c15u);
}

// The XOR of the keys of every piece.
[[nodiscard]] std::uint64_t position_hash(const Board& board);
[[nodiscard]] std::uint64_t position_hash(const BitBoard& board);

// A group's code (what NRPA's policy learns a weight for): its colour and its cells.
// The four words times four odd random constants, summed, then mixed: the products are
// independent, so the hash takes a quarter of the time of mixing word after word (the
// NRPA playouts code every group they see).
[[nodiscard, gnu::always_inline]] inline std::uint64_t group_code(const Bits256& group,
                                                                  int colour) noexcept {
    const std::uint64_t h =
        (group.word(0) ^ static_cast<std::uint64_t>(colour + 1)) * 0x9e3779b97f4a7c15u +
        group.word(1) * 0xc2b2ae3d27d4eb4fu + group.word(2) * 0x165667b19e3779f9u +
        group.word(3) * 0xd6e8feb86659fd93u;
    return mix64(h);
}
// On the array board, a group is told by its name, size and colour (its cells follow
// from the position; two groups with one name and size are rarely different shapes).
[[nodiscard]] constexpr std::uint64_t group_code(Cell name, int size, Colour colour) noexcept {
    return zobrist_key(name.col, name.row, colour) ^ mix64(static_cast<std::uint64_t>(size));
}

}  // namespace samegame
