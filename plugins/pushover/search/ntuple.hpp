// An n-tuple network valuing a 5x5 Push Over position for the player to move: the
// perfect level's evaluation on 5x5 (search.hpp), learned from self-play by temporal
// differences (bench/pushover/train_main.cpp, `train_pushover_eval`).
//
// The network looks at seven groups of cells ("tuples": the edge row, the second row, the
// middle row, the two top rows, the second and third rows, the corner 3x3 square and the
// 3x3 square beside it), each in the 8 images of the board's symmetries, which share one
// table of weights (the value of a position is the value of its images). Each image reads
// its cells in order as a base-3 number (empty 0, the mover's pawn 1, the other's 2) that
// indexes its tuple's table; the value is tanh of the sum of the 56 weights read. Seen
// from the player to move, a position and its colours swapped with the other player to
// move have the same value.
//
// Why it is there: the hand-made evaluation (pawns in each line) sees no way through
// positions where neither side can force a line, and two searches with it go round in
// circles; with this one the perfect level wins most of those games (the plugin's
// README.md).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pushover/rules/board.hpp"
#include "pushover/rules/symmetry.hpp"

namespace pushover {

// The tuples and their images: where each weight of a network sits.
class TupleLayout {
  public:
    static constexpr int kSize = 5;    // the board the layout covers
    static constexpr int kImages = 8;  // the board's symmetries
    static constexpr int kTuples = 7;

    [[nodiscard]] static const TupleLayout& get();

    [[nodiscard]] std::size_t weight_count() const noexcept { return weights_; }
    // Calls f(index) for the weight of every image of every tuple (kTuples * kImages calls;
    // an index can come twice, when two images read the same cells in the same order).
    template <typename F>
    void for_each_weight(const Board& b, int player, F&& f) const {
        const std::uint64_t mine = b.pawns[player];
        const std::uint64_t theirs = b.pawns[other(player)];
        // Reading the board at the tuple's cells moved by symmetry s is reading the board
        // moved by the inverse of s at the tuple's own cells; over the 8 symmetries both
        // read the same weights (in another order). There each row of a rectangle is a run
        // of bits, read as one base-3 number by a table.
        const auto mine_images = symmetric_images(mine, kSize);
        const auto their_images = symmetric_images(theirs, kSize);
        for (int s = 0; s < kImages; ++s) {
            const std::uint64_t m = mine_images[s];
            const std::uint64_t t = their_images[s];
            for (const Tuple& tuple : tuples_) {
                const std::uint64_t run = (std::uint64_t{1} << tuple.cols) - 1;
                std::size_t index = 0;
                for (int r = 0; r < tuple.rows; ++r) {
                    const int shift = 8 * (tuple.row + r) + tuple.col;
                    const std::uint64_t cells =
                        ((m >> shift) & run) | (((t >> shift) & run) << tuple.cols);
                    index = index * tuple.row_weight + ternary_[tuple.cols][cells];
                }
                f(tuple.offset + index);
            }
        }
    }

  private:
    TupleLayout();
    // A rectangle of cells, read row after row, each row from its left.
    struct Tuple {
        int row = 0, col = 0, rows = 0, cols = 0;
        std::size_t row_weight = 0;  // 3^cols
        std::size_t offset = 0;
    };
    std::array<Tuple, kTuples> tuples_{};
    // By row length: a row's base-3 number by its cells, the mover's pawns in the low
    // `cols` bits, the other's in the next ones (the row's first cell the highest digit).
    std::array<std::array<std::uint16_t, std::size_t{1} << (2 * kSize)>, kSize + 1> ternary_{};
    std::size_t weights_ = 0;
};

class Network;

// The network being learned: weights as floats.
class TrainingNetwork {
  public:
    TrainingNetwork() : w_(TupleLayout::get().weight_count(), 0.0F) {}
    // A network to go on learning from (its weights as they were rounded).
    [[nodiscard]] static TrainingNetwork from(const Network& network);
    [[nodiscard]] float sum(const Board& b, int player) const;
    [[nodiscard]] float value(const Board& b, int player) const {
        return std::tanh(sum(b, player));
    }
    // Adds `delta` to every weight the position reads.
    void add(const Board& b, int player, float delta);
    [[nodiscard]] const std::vector<float>& weights() const noexcept { return w_; }
    [[nodiscard]] std::vector<float>& weights() noexcept { return w_; }

  private:
    std::vector<float> w_;
};

// The network the search uses: weights as 16-bit integers, w / kWeightScale.
class Network {
  public:
    static constexpr int kWeightScale = 1 << 14;
    explicit Network(std::vector<std::int16_t> weights) : w_(std::move(weights)) {}
    [[nodiscard]] static Network from(const TrainingNetwork& trained);

    // The value for `player` to move, from -1 (lost) to 1 (won).
    [[nodiscard]] double value(const Board& b, int player) const;
    [[nodiscard]] const std::vector<std::int16_t>& weights() const noexcept { return w_; }

  private:
    std::vector<std::int16_t> w_;
};

// The file of a network: "PONTUPLE", the format's version (1), the board size (5), the
// weight count (32-bit, little-endian), the weights (16-bit, little-endian), and the
// FNV-1a hash (64-bit) of everything before it.
[[nodiscard]] std::vector<std::uint8_t> network_bytes(const Network& network);
// The network of `bytes`, or why it cannot be read (wrong magic, version, size or count,
// a cut or damaged file).
struct NetworkOrError {
    std::optional<Network> network;
    std::string error;
};
[[nodiscard]] NetworkOrError parse_network(std::span<const std::uint8_t> bytes);
// Writes `network` to `path` whole or not at all (a file beside it, then renamed); false
// when it could not.
bool write_network(const std::filesystem::path& path, const Network& network);

// The network built into the game for boards of size n (its bytes compiled in from
// search/data/network_5x5.bin), or nullptr for sizes it does not cover.
[[nodiscard]] const Network* builtin_network(int n);

}  // namespace pushover
