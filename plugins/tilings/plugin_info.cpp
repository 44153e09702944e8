#include "plugin_info.hpp"

#include <string>

#include "config.hpp"

namespace tilings {

namespace {

const std::vector<std::string> kKinds = {"human", "first", "random", "greedy"};

std::vector<plateau::Param> player_params() {
    std::vector<plateau::Param> params;
    for (int p = 1; p <= kMaxPlayers; ++p) {
        const std::string n = std::to_string(p);
        params.push_back(plateau::Param::text("player" + n + "_name", "Player " + n + " name",
                                              "Player " + n, 40, "Shown on the scoreboard"));
    }
    for (int p = 1; p <= kMaxPlayers; ++p) {
        const std::string n = std::to_string(p);
        params.push_back(plateau::Param::choice(
            "player" + n + "_kind", "Player " + n, p == 1 ? "human" : "greedy", kKinds,
            "human, or a computer: first (the first cell in reading order), random, or greedy "
            "(the cell worth most under the scoring)"));
    }
    return params;
}

}  // namespace

plateau::PluginInfo plugin_info() {
    plateau::PluginInfo i;
    i.id = "tilings";
    i.name = "Tilings";
    i.version = "1.0.0";
    i.description =
        "Place tiles of four coloured triangles so that touching sides match; score patterns "
        "or zones.";
    i.how_to_play =
        "Each player holds a hand of tiles and plays the one at its head. A tile is four "
        "triangles: north, east, south, west.\n"
        "The first player's first tile starts the game on a random cell. A tile then goes on "
        "an empty cell that shares an edge with a placed tile, where every side facing a "
        "tile has that tile's colour.\n"
        "A tile that fits nowhere is skipped: it goes to the back of its hand.\n"
        "The game ends when a player has placed every tile, or when every player skipped in "
        "a row.\n"
        "Scoring: remaining (fewest tiles left wins), patterns (1 point per tile; a "
        "single-coloured tile scores 34 with four neighbours, else 20 with two opposite, else "
        "10 with two at a corner) or zones (triangles of one colour joined across edges make "
        "a zone; whoever owns most of its tiles scores its size).\n"
        "Mouse: click a blue cell. Keyboard: arrows move the cursor, Tab jumps to the next "
        "blue cell, Space or Enter places.\n"
        "Notation: X Y, the column and the row from 0, 0 0 at the top left (e.g. 3 4); skip "
        "is made by the game. export FILE writes the board as an HTML page.";
    i.params = {
        plateau::Param::integer("width", "Width", 10, 2, 50, "Columns of the board"),
        plateau::Param::integer("height", "Height", 10, 2, 50, "Rows of the board"),
        plateau::Param::integer("players", "Players", 3, 2, kMaxPlayers, "Number of players"),
    };
    for (auto& p : player_params()) i.params.push_back(std::move(p));
    const std::vector<plateau::Param> rest = {
        plateau::Param::choice("scoring", "Scoring", "patterns", {"remaining", "patterns", "zones"},
                               "remaining: fewest tiles left wins; patterns: a point per tile "
                               "and 34/20/10 per pattern; zones: zone sizes to their majority "
                               "owners"),
        plateau::Param::integer("zone_points", "Points per zone tile", 1, 1, 1000,
                                "Under zones: points per tile of each zone a player leads"),
        plateau::Param::integer("hand_limit", "Hand limit", 200, 1, 5000,
                                "The most tiles a player is dealt"),
        plateau::Param::colour_list(
            "colours", "Colours",
            {"red", "green", "blue", "yellow", "magenta", "cyan", "orange", "white"}, 2,
            kMaxColours, "The tile colours, in order"),
        plateau::Param::text("letters", "Letters", "RGBYMCOW", kMaxColours,
                             "One text-form letter per colour, in order"),
        plateau::Param::choice("deck", "Deck", "macmahon", {"macmahon", "random", "custom"},
                               "macmahon: MacMahon's 24 squares over the first three colours; "
                               "random: deck_tiles tiles drawn from the seed; custom: tiles"),
        plateau::Param::integer("deck_tiles", "Random deck: tiles", 20, 1, 4096,
                                "Distinct tiles of a random deck (at most deck_colours^4)"),
        plateau::Param::integer("deck_colours", "Random deck: colours", 4, 2, 8,
                                "How many of the first colours a random deck uses"),
        plateau::Param::integer("deck_copies", "Copies", 3, 1, 100,
                                "Copies of each tile of a macmahon or random deck"),
        plateau::Param::text_list("tiles", "Custom tiles", {}, 0, 4096,
                                  "deck = custom: \"north east south west xCOPIES\" per tile, "
                                  "e.g. \"red green blue red x3\""),
        plateau::Param::boolean("shuffle", "Shuffle the deck", true,
                                "Off: the deck is dealt in its order (puzzles and tests)"),
        plateau::Param::text("first_cell", "First cell", "", 16,
                             "X Y of the first tile; empty: a random cell"),
    };
    for (const auto& p : rest) i.params.push_back(p);
    i.presets = {
        {"classic", "Classic (10x10, 3 players, patterns)",
         "width = 10\nheight = 10\nplayers = 3\nscoring = \"patterns\"\n"},
        {"remaining", "Fewest tiles left (001's first rules)", "scoring = \"remaining\"\n"},
        {"zones", "Zones", "scoring = \"zones\"\n"},
        {"duel", "Duel (8x8, against one computer)",
         "width = 8\nheight = 8\nplayers = 2\nplayer2_kind = \"greedy\"\n"},
        {"large", "Large (20x20, 4 players, random deck)",
         "width = 20\nheight = 20\nplayers = 4\ndeck = \"random\"\ndeck_colours = 4\n"
         "deck_tiles = 80\n"},
    };
    i.commands = {{"export", "FILE", "Write the board as an HTML page", false}};
    i.score_kind = PLATEAU_SCORE_NONE;
    i.has_hint = true;
    i.lists_moves = true;
    return i;
}

}  // namespace tilings
