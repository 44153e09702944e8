#include "samegame/search/zobrist.hpp"

namespace samegame {

std::uint64_t position_hash(const Board& board) {
    std::uint64_t h = 0;
    for (int col = 0; col < board.used_cols(); ++col) {
        for (int row = 0; row < board.height(col); ++row) {
            h ^= zobrist_key(col, row, board.at({col, row}));
        }
    }
    return h;
}

std::uint64_t position_hash(const BitBoard& board) {
    std::uint64_t h = 0;
    for (int c = 0; c < board.colours(); ++c) {
        for (int i = 0; i < 4; ++i) {
            for (std::uint64_t w = board.plane(c).word(i); w != 0; w &= w - 1) {
                const Cell cell = BitBoard::cell_of(64 * i + std::countr_zero(w));
                h ^= zobrist_key(cell.col, cell.row, static_cast<Colour>(c));
            }
        }
    }
    return h;
}

}  // namespace samegame
