// A game's settings, read from the host's checked values and checked together, and the
// first position they make with a seed.
#pragma once

#include <cstdint>
#include <optional>
#include <plateau/params.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "tilings/rules/deck.hpp"
#include "tilings/rules/match.hpp"
#include "tilings/rules/notation.hpp"
#include "tilings/rules/palette.hpp"
#include "tilings/rules/scoring.hpp"

namespace tilings {

inline constexpr int kMaxPlayers = 6;
// The strong player's time a move (think_time), in seconds.
inline constexpr double kMinThinkTime = 0.05;
inline constexpr double kMaxThinkTime = 60.0;

enum class DeckKind { macmahon, random, custom };

// Who plays each seat: a person, or one of the computer players (search/computer.hpp).
enum class PlayerKind { human, first, random, greedy, strong };

[[nodiscard]] std::optional<PlayerKind> parse_player_kind(std::string_view word);

struct Config {
    int width = 10;
    int height = 10;
    std::vector<std::string> names;  // one per player
    std::vector<PlayerKind> kinds;
    Scoring scoring = Scoring::patterns;
    int zone_points = 1;
    int hand_limit = 200;
    Palette palette;
    DeckKind deck = DeckKind::macmahon;
    int deck_tiles = 20;
    int deck_colours = 4;
    int deck_copies = 3;
    std::vector<DeckEntry> custom;  // deck = custom
    bool shuffle = true;
    std::optional<Move> first_cell;  // none: a random cell
    double think_time = 1.0;         // the strong player's seconds a move

    [[nodiscard]] int players() const { return static_cast<int>(names.size()); }
};

// Throws plateau::Refusal naming the setting and what is allowed.
[[nodiscard]] Config read_config(const plateau::Settings& settings);

// `tiles` texts such as "red green blue red x3": north, east, south and west (letters,
// colour names or #rrggbb of the palette), then optionally the copies (1 without). A
// tile may come back in later items: with shuffle off, the items' order is the deal's.
[[nodiscard]] std::vector<DeckEntry> parse_custom_tiles(const std::vector<std::string>& texts,
                                                        const Palette& palette);

// The deck the settings describe (random tiles come from `rng`), before shuffling.
[[nodiscard]] std::vector<Tile> build_deck(const Config& config, plateau::Random& rng);

// The first position: the deck drawn and shuffled from the seed, dealt, and player 1's
// head tile on first_cell or a random cell. Throws Refusal for a deck too small to give
// every player a tile.
[[nodiscard]] Match new_match(const Config& config, std::uint64_t seed, bool track_frontier = true);

}  // namespace tilings
