#include "tilings/rules/config.hpp"

#include <cctype>
#include <cstdio>
#include <plateau/format.hpp>
#include <plateau/notation.hpp>
#include <plateau/refusal.hpp>
#include <plateau/translate.hpp>

namespace tilings {

namespace {

using plateau::format, plateau::Refusal, plateau::tr;

std::string key_of(int player, const char* what) {
    return "player" + std::to_string(player + 1) + "_" + what;
}

int bounded(const plateau::Settings& settings, const char* key, int min, int max) {
    const std::int64_t value = settings.integer(key);
    if (value < min || value > max) {
        throw Refusal(
            format(tr("{0} = {1} is out of range: {2} to {3} is allowed"), key, value, min, max));
    }
    return static_cast<int>(value);
}

Scoring read_scoring(const std::string& word) {
    if (word == "remaining") return Scoring::remaining;
    if (word == "patterns") return Scoring::patterns;
    if (word == "zones") return Scoring::zones;
    throw Refusal(format(tr("scoring = \"{}\": remaining, patterns or zones is allowed"), word));
}

DeckKind read_deck_kind(const std::string& word) {
    if (word == "macmahon") return DeckKind::macmahon;
    if (word == "random") return DeckKind::random;
    if (word == "custom") return DeckKind::custom;
    throw Refusal(format(tr("deck = \"{}\": macmahon, random or custom is allowed"), word));
}

Palette read_palette(const plateau::Settings& settings) {
    Palette palette;
    palette.colours = settings.colours("colours");
    const int count = palette.size();
    if (count < 2 || count > kMaxColours) {
        throw Refusal(
            format(tr("colours: {0} given; 2 to {1} colours are allowed"), count, kMaxColours));
    }
    for (int i = 0; i < count; ++i) {
        for (int j = 0; j < i; ++j) {
            if (palette.colours[i] == palette.colours[j]) {
                throw Refusal(format(tr("colours {0} and {1} are the same ({2}): tiles of the two "
                                        "would look alike but not match"),
                                     j + 1, i + 1, plateau::to_hex(palette.colours[i])));
            }
        }
    }
    const std::string letters = settings.text("letters");
    if (static_cast<int>(letters.size()) < count) {
        throw Refusal(format(plateau::trn("letters = \"{0}\": one letter per colour is needed, "
                                          "{1} colours but {2} letter",
                                          "letters = \"{0}\": one letter per colour is needed, "
                                          "{1} colours but {2} letters",
                                          letters.size()),
                             letters, count, letters.size()));
    }
    palette.letters = letters.substr(0, static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        const auto c = static_cast<unsigned char>(palette.letters[i]);
        if (c <= ' ' || c >= 127 || c == '.' || std::isdigit(c) != 0) {
            throw Refusal(format(tr("letters = \"{0}\": letter {1} cannot be used: a letter is "
                                    "a visible character, neither '.', a digit nor a blank"),
                                 letters, i + 1));
        }
        for (int j = 0; j < i; ++j) {
            if (std::tolower(c) == std::tolower(static_cast<unsigned char>(palette.letters[j]))) {
                throw Refusal(format(
                    tr("letters = \"{0}\": letters {1} and {2} are the same (case is ignored)"),
                    letters, j + 1, i + 1));
            }
        }
    }
    return palette;
}

std::optional<Move> read_first_cell(const std::string& text, int width, int height) {
    if (plateau::split_words(text).empty()) return std::nullopt;
    Move m;
    try {
        m = parse_move(text);
    } catch (const Refusal&) {
        m.skip = true;
    }
    if (m.skip) {
        throw Refusal(format(
            tr("first_cell = \"{}\": X Y (a column and a row from 0) or empty for a random cell"),
            text));
    }
    if (m.x < 0 || m.y < 0 || m.x >= width || m.y >= height) {
        throw Refusal(
            format(tr("first_cell = \"{0}\" is off the board: X from 0 to {1}, Y from 0 to {2}"),
                   text, width - 1, height - 1));
    }
    return m;
}

}  // namespace

std::optional<PlayerKind> parse_player_kind(std::string_view word) {
    if (word == "human") return PlayerKind::human;
    if (word == "first") return PlayerKind::first;
    if (word == "random") return PlayerKind::random;
    if (word == "greedy") return PlayerKind::greedy;
    if (word == "strong") return PlayerKind::strong;
    return std::nullopt;
}

std::vector<DeckEntry> parse_custom_tiles(const std::vector<std::string>& texts,
                                          const Palette& palette) {
    std::vector<DeckEntry> entries;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const auto item = i + 1;
        const auto words = plateau::split_words(texts[i]);
        if (words.size() != 4 && words.size() != 5) {
            throw Refusal(format(tr("tiles item {0} \"{1}\": a tile is its north, east, south and "
                                    "west colours, then optionally its copies, e.g. \"red green "
                                    "blue red x3\""),
                                 item, texts[i]));
        }
        DeckEntry entry;
        for (int side = 0; side < kSides; ++side) {
            const auto colour = palette.find(words[side]);
            if (!colour) {
                // The colours as the settings write them (the words the player may use).
                throw Refusal(
                    format(tr("tiles item {0} \"{1}\": '{2}' is not one of the colours: {3}"), item,
                           texts[i], words[side], palette.listed()));
            }
            entry.tile.colour[side] = static_cast<std::uint8_t>(*colour);
        }
        if (words.size() == 5) {
            const std::string_view copies = words[4];
            const bool x = !copies.empty() && plateau::lower_ascii(copies[0]) == 'x';
            const auto n = x ? plateau::parse_int(copies.substr(1)) : std::nullopt;
            if (!n || *n < 1 || *n > 1000) {
                throw Refusal(format(tr("tiles item {0} \"{1}\": '{2}' is not a number of "
                                        "copies: x1 to x1000, e.g. x3"),
                                     item, texts[i], copies));
            }
            entry.copies = *n;
        }
        entries.push_back(entry);
    }
    return entries;
}

Config read_config(const plateau::Settings& settings) {
    Config c;
    c.width = bounded(settings, "width", 2, 50);
    c.height = bounded(settings, "height", 2, 50);
    const int players = bounded(settings, "players", 2, kMaxPlayers);
    for (int p = 0; p < players; ++p) {
        const std::string name = settings.text(key_of(p, "name"));
        if (name.find_first_not_of(" \t") == std::string::npos) {
            throw Refusal(format(tr("{}: a player's name cannot be empty"), key_of(p, "name")));
        }
        c.names.push_back(name);
        const std::string kind = settings.text(key_of(p, "kind"));
        const auto parsed = parse_player_kind(kind);
        if (!parsed) {
            throw Refusal(format(tr("{0} = \"{1}\": human, first, random, greedy or strong is "
                                    "allowed"),
                                 key_of(p, "kind"), kind));
        }
        c.kinds.push_back(*parsed);
    }
    c.scoring = read_scoring(settings.text("scoring"));
    c.zone_points = bounded(settings, "zone_points", 1, 1000);
    c.hand_limit = bounded(settings, "hand_limit", 1, 5000);
    c.palette = read_palette(settings);
    c.deck = read_deck_kind(settings.text("deck"));
    c.deck_copies = bounded(settings, "deck_copies", 1, 100);
    c.deck_colours = bounded(settings, "deck_colours", 2, 8);
    c.deck_tiles = bounded(settings, "deck_tiles", 1, 4096);
    c.shuffle = settings.boolean("shuffle");
    c.first_cell = read_first_cell(settings.text("first_cell"), c.width, c.height);
    c.think_time = settings.number("think_time");
    if (!(c.think_time >= kMinThinkTime && c.think_time <= kMaxThinkTime)) {
        char text[64];
        std::snprintf(text, sizeof text, "%g", c.think_time);
        throw Refusal(
            format(tr("think_time = {} is out of range: 0.05 to 60 seconds is allowed"), text));
    }
    switch (c.deck) {
        case DeckKind::macmahon:
            if (c.palette.size() < 3) {
                throw Refusal(format(tr("deck = \"macmahon\" uses the first three colours, but "
                                        "colours has only {}"),
                                     c.palette.size()));
            }
            break;
        case DeckKind::random: {
            if (c.deck_colours > c.palette.size()) {
                throw Refusal(
                    format(tr("deck_colours = {0} is more than the {1} colours given in colours"),
                           c.deck_colours, c.palette.size()));
            }
            const int all = c.deck_colours * c.deck_colours * c.deck_colours * c.deck_colours;
            if (c.deck_tiles > all) {
                throw Refusal(format(tr("deck_tiles = {0}: only {1} distinct tiles exist over {2} "
                                        "colours (deck_colours^4)"),
                                     c.deck_tiles, all, c.deck_colours));
            }
            break;
        }
        case DeckKind::custom:
            c.custom = parse_custom_tiles(settings.list("tiles"), c.palette);
            if (c.custom.empty()) {
                throw Refusal(
                    tr("deck = \"custom\" needs its tiles: tiles = [\"red green blue "
                       "red x3\", ...]"));
            }
            break;
    }
    return c;
}

std::vector<Tile> build_deck(const Config& config, plateau::Random& rng) {
    std::vector<DeckEntry> entries;
    switch (config.deck) {
        case DeckKind::macmahon:
            for (const Tile& t : macmahon_tiles()) entries.push_back({t, config.deck_copies});
            break;
        case DeckKind::random:
            for (const Tile& t : random_tiles(config.deck_tiles, config.deck_colours, rng)) {
                entries.push_back({t, config.deck_copies});
            }
            break;
        case DeckKind::custom:
            entries = config.custom;
            break;
    }
    return expand(entries);
}

Match new_match(const Config& config, std::uint64_t seed, bool track_frontier) {
    plateau::Random rng(seed);
    std::vector<Tile> deck = build_deck(config, rng);
    if (static_cast<int>(deck.size()) < config.players()) {
        throw Refusal(format(plateau::trn("the deck has {0} tile but {1} players need at least "
                                          "one each",
                                          "the deck has {0} tiles but {1} players need at least "
                                          "one each",
                                          deck.size()),
                             deck.size(), config.players()));
    }
    if (config.shuffle) rng.shuffle(deck);
    auto hands = deal(deck, config.players(), config.hand_limit);
    Board board(config.width, config.height, track_frontier);
    const int first =
        config.first_cell
            ? board.index(config.first_cell->x, config.first_cell->y)
            : static_cast<int>(rng.below(static_cast<std::uint64_t>(board.cell_count())));
    return start_match(std::move(board), std::move(hands), first, rng);
}

}  // namespace tilings
