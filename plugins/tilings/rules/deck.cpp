#include "tilings/rules/deck.hpp"

#include <algorithm>
#include <numeric>

namespace tilings {

namespace {

Tile tile_of(int code, int colours) {
    Tile t;
    for (int side = kSides - 1; side >= 0; --side) {
        t.colour[side] = static_cast<std::uint8_t>(code % colours);
        code /= colours;
    }
    return t;
}

Tile rotated(const Tile& t, int turns) {
    Tile r;
    for (int side = 0; side < kSides; ++side) r.colour[side] = t.colour[(side + turns) % kSides];
    return r;
}

}  // namespace

std::vector<Tile> macmahon_tiles() {
    // Counting up through every N-E-S-W string of 0..2 visits them in increasing order; a
    // string is kept when none of its rotations is smaller (it is its class's smallest).
    std::vector<Tile> tiles;
    for (int code = 0; code < 81; ++code) {
        const Tile t = tile_of(code, 3);
        bool smallest = true;
        for (int turns = 1; turns < kSides; ++turns) {
            if (rotated(t, turns) < t) smallest = false;
        }
        if (smallest) tiles.push_back(t);
    }
    return tiles;
}

std::vector<Tile> random_tiles(int count, int colours, plateau::Random& rng) {
    const int all = colours * colours * colours * colours;
    std::vector<int> codes(static_cast<std::size_t>(all));
    std::iota(codes.begin(), codes.end(), 0);
    std::vector<Tile> tiles;
    for (int i = 0; i < count; ++i) {
        const auto j = i + static_cast<int>(rng.below(static_cast<std::uint64_t>(all - i)));
        std::swap(codes[i], codes[j]);
        tiles.push_back(tile_of(codes[i], colours));
    }
    return tiles;
}

std::vector<Tile> expand(const std::vector<DeckEntry>& entries) {
    std::vector<Tile> deck;
    for (const DeckEntry& e : entries) deck.insert(deck.end(), e.copies, e.tile);
    return deck;
}

std::vector<std::vector<Tile>> deal(const std::vector<Tile>& deck, int players, int hand_limit) {
    std::vector<std::vector<Tile>> hands(static_cast<std::size_t>(players));
    std::size_t next = 0;
    for (int round = 0; round < hand_limit && deck.size() - next >= hands.size(); ++round) {
        for (auto& hand : hands) hand.push_back(deck[next++]);
    }
    return hands;
}

}  // namespace tilings
