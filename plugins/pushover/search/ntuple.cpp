#include "pushover/search/ntuple.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

#include "pushover/search/byte_file.hpp"

namespace pushover {

namespace {

constexpr int kN = TupleLayout::kSize;

struct Rect {
    int row, col, rows, cols;
};
// The tuples, each a rectangle read row after row (see ntuple.hpp). Their order is the
// order of the weights in a network file.
constexpr std::array<Rect, TupleLayout::kTuples> kRects{{
    {0, 0, 1, 5},  // the edge row
    {1, 0, 1, 5},  // the second row
    {2, 0, 1, 5},  // the middle row
    {0, 0, 2, 5},  // the two top rows
    {1, 0, 2, 5},  // the second and third rows
    {0, 0, 3, 3},  // the corner square
    {0, 1, 3, 3},  // the square beside it
}};

constexpr char kNetworkMagic[8] = {'P', 'O', 'N', 'T', 'U', 'P', 'L', 'E'};
constexpr std::uint32_t kNetworkVersion = 1;

}  // namespace

TupleLayout::TupleLayout() {
    for (int cols = 1; cols <= kN; ++cols) {
        auto& table = ternary_[cols];
        for (std::size_t cells = 0; cells < (std::size_t{1} << (2 * cols)); ++cells) {
            int number = 0;
            for (int j = 0; j < cols; ++j) {  // the first cell, bit 0, the highest digit
                number = number * 3 + static_cast<int>((cells >> j) & 1U) +
                         2 * static_cast<int>((cells >> (cols + j)) & 1U);
            }
            table[cells] = static_cast<std::uint16_t>(number);
        }
    }
    std::size_t offset = 0;
    for (int t = 0; t < kTuples; ++t) {
        const Rect& r = kRects[t];
        Tuple& tuple = tuples_[t];
        tuple.row = r.row;
        tuple.col = r.col;
        tuple.rows = r.rows;
        tuple.cols = r.cols;
        tuple.row_weight = 1;
        for (int j = 0; j < r.cols; ++j) tuple.row_weight *= 3;
        tuple.offset = offset;
        std::size_t size = 1;
        for (int i = 0; i < r.rows; ++i) size *= tuple.row_weight;
        offset += size;
    }
    weights_ = offset;
}

const TupleLayout& TupleLayout::get() {
    static const TupleLayout layout;
    return layout;
}

float TrainingNetwork::sum(const Board& b, int player) const {
    float s = 0;
    TupleLayout::get().for_each_weight(b, player, [&](std::size_t i) { s += w_[i]; });
    return s;
}

void TrainingNetwork::add(const Board& b, int player, float delta) {
    TupleLayout::get().for_each_weight(b, player, [&](std::size_t i) { w_[i] += delta; });
}

TrainingNetwork TrainingNetwork::from(const Network& network) {
    TrainingNetwork t;
    for (std::size_t i = 0; i < t.w_.size(); ++i) {
        t.w_[i] = static_cast<float>(network.weights()[i]) / Network::kWeightScale;
    }
    return t;
}

Network Network::from(const TrainingNetwork& trained) {
    std::vector<std::int16_t> w;
    w.reserve(trained.weights().size());
    for (const float x : trained.weights()) {
        const float scaled = std::round(x * static_cast<float>(kWeightScale));
        w.push_back(static_cast<std::int16_t>(std::clamp(scaled, -32767.0F, 32767.0F)));
    }
    return Network(std::move(w));
}

double Network::value(const Board& b, int player) const {
    std::int32_t s = 0;
    TupleLayout::get().for_each_weight(b, player, [&](std::size_t i) { s += w_[i]; });
    return std::tanh(static_cast<double>(s) / kWeightScale);
}

std::vector<std::uint8_t> network_bytes(const Network& network) {
    std::vector<std::uint8_t> out(std::begin(kNetworkMagic), std::end(kNetworkMagic));
    put_little_endian(out, kNetworkVersion, 4);
    put_little_endian(out, TupleLayout::kSize, 4);
    put_little_endian(out, network.weights().size(), 4);
    for (const std::int16_t w : network.weights()) {
        put_little_endian(out, static_cast<std::uint16_t>(w), 2);
    }
    put_little_endian(out, fnv1a(out), 8);
    return out;
}

NetworkOrError parse_network(std::span<const std::uint8_t> bytes) {
    const std::size_t count = TupleLayout::get().weight_count();
    const std::size_t header = sizeof kNetworkMagic + 12;
    if (bytes.size() < header ||
        std::memcmp(bytes.data(), kNetworkMagic, sizeof kNetworkMagic) != 0) {
        return {std::nullopt, "not a Push Over network file (no PONTUPLE header)"};
    }
    if (get_little_endian(bytes, 8, 4) != kNetworkVersion) {
        return {std::nullopt, "a network file of another version"};
    }
    if (get_little_endian(bytes, 12, 4) != TupleLayout::kSize) {
        return {std::nullopt, "a network for another board size"};
    }
    if (get_little_endian(bytes, 16, 4) != count) {
        return {std::nullopt, "a network with " + std::to_string(get_little_endian(bytes, 16, 4)) +
                                  " weights where the layout has " + std::to_string(count)};
    }
    if (bytes.size() != header + 2 * count + 8) {
        return {std::nullopt, "a network file cut short or too long"};
    }
    if (fnv1a(bytes.first(header + 2 * count)) != get_little_endian(bytes, header + 2 * count, 8)) {
        return {std::nullopt, "a damaged network file (its hash does not match)"};
    }
    std::vector<std::int16_t> w(count);
    for (std::size_t i = 0; i < count; ++i) {
        w[i] = static_cast<std::int16_t>(
            static_cast<std::uint16_t>(get_little_endian(bytes, header + 2 * i, 2)));
    }
    return {Network(std::move(w)), {}};
}

bool write_network(const std::filesystem::path& path, const Network& network) {
    return write_whole_file(path, {network_bytes(network)});
}

}  // namespace pushover
