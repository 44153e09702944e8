// What Tilings' strength benchmarks (bench_tilings_strong, bench_tilings_ceiling) share:
// the game they measure on, which game of a run is which, and what a first place is worth,
// so that both speak of the same games.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "tilings/rules/config.hpp"

namespace tilings::bench {

// The default settings of config/games/tilings.toml (10x10, MacMahon x 3 = 72 tiles all
// dealt, patterns), every seat greedy; the palette does not matter here.
inline Config default_config(int players) {
    Config c;
    c.width = 10;
    c.height = 10;
    for (int p = 0; p < players; ++p) c.names.push_back("Player " + std::to_string(p + 1));
    c.kinds.assign(static_cast<std::size_t>(players), PlayerKind::greedy);
    c.scoring = Scoring::patterns;
    c.hand_limit = 200;
    c.palette.colours = {{0xe0, 0x1b, 0x24}, {0x33, 0xd1, 0x7a}, {0x35, 0x84, 0xe4}};
    c.palette.letters = "RGB";
    c.deck = DeckKind::macmahon;
    c.deck_copies = 3;
    return c;
}

// Game g of a run (from 0) deals from seed `first_seed + g / players` and puts the measured
// player in seat g % players: each deal is played once from every seat.
struct GameSlot {
    std::uint64_t deal_seed = 0;
    int seat = 0;
};
inline GameSlot game_slot(std::uint64_t first_seed, int game, int players) {
    return {first_seed + static_cast<std::uint64_t>(game / players), game % players};
}

// What a first place is worth to `seat`: 1/k when it is one of the k leaders, else 0.
inline double first_place_share(const std::vector<int>& leaders, int seat) {
    const bool in = std::find(leaders.begin(), leaders.end(), seat) != leaders.end();
    return in ? 1.0 / static_cast<double>(leaders.size()) : 0.0;
}

}  // namespace tilings::bench
