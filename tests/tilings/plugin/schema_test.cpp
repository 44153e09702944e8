// The parameters the issue names, their bounds and defaults, the presets, the export
// command, and the settings the game refuses (with the reason).
#include <map>

#include "plugin_fixture.hpp"

namespace tilings::test {
namespace {

const core::ParamSpec& spec(const std::string& key) {
    const core::ParamSpec* p = LoadedPlugin::schema().find(key);
    if (p == nullptr) {
        ADD_FAILURE() << "no parameter " << key;
        std::abort();
    }
    return *p;
}

TEST(TilingsSchema, IdentityAndCommands) {
    const plateau_plugin& t = LoadedPlugin::table();
    EXPECT_STREQ(t.id, "tilings");
    ASSERT_EQ(t.command_count, 1U);
    EXPECT_STREQ(t.commands[0].name, "export");
    EXPECT_STREQ(t.commands[0].args, "FILE.html");
    EXPECT_EQ(t.commands[0].is_job, 0);
    EXPECT_NE(t.list_moves, nullptr);
    EXPECT_NE(t.forced_move, nullptr);
}

TEST(TilingsSchema, BoundsAndDefaults) {
    const std::map<std::string, std::tuple<std::string, std::int64_t, std::int64_t>> integers = {
        {"width", {"10", 2, 50}},        {"height", {"10", 2, 50}},
        {"players", {"3", 2, 6}},        {"hand_limit", {"200", 1, 5000}},
        {"zone_points", {"1", 1, 1000}}, {"deck_tiles", {"20", 1, 4096}},
        {"deck_colours", {"4", 2, 8}},   {"deck_copies", {"3", 1, 100}}};
    for (const auto& [key, expected] : integers) {
        const auto& p = spec(key);
        EXPECT_EQ(p.type, PLATEAU_PARAM_INTEGER) << key;
        EXPECT_EQ(p.default_toml, std::get<0>(expected)) << key;
        EXPECT_EQ(p.min_int, std::get<1>(expected)) << key;
        EXPECT_EQ(p.max_int, std::get<2>(expected)) << key;
    }
    EXPECT_EQ(spec("scoring").default_toml, "\"patterns\"");
    EXPECT_EQ(spec("scoring").choices,
              (std::vector<std::string>{"remaining", "patterns", "zones"}));
    EXPECT_EQ(spec("deck").default_toml, "\"macmahon\"");
    EXPECT_EQ(spec("deck").choices, (std::vector<std::string>{"macmahon", "random", "custom"}));
    EXPECT_EQ(spec("letters").default_toml, "\"RGBYMCOW\"");
    EXPECT_EQ(spec("show_letters").type, PLATEAU_PARAM_BOOLEAN);
    EXPECT_EQ(spec("show_letters").default_toml, "false");
    EXPECT_EQ(spec("colours").type, PLATEAU_PARAM_COLOUR_LIST);
    EXPECT_EQ(spec("colours").default_toml,
              "[\"red\", \"green\", \"blue\", \"yellow\", \"magenta\", \"cyan\", \"orange\", "
              "\"white\"]");
    EXPECT_EQ(spec("tiles").type, PLATEAU_PARAM_TEXT_LIST);
    for (int p = 1; p <= 6; ++p) {
        const std::string n = std::to_string(p);
        EXPECT_EQ(spec("player" + n + "_name").default_toml, "\"Player " + n + "\"");
        const auto& kind = spec("player" + n + "_kind");
        EXPECT_EQ(kind.choices,
                  (std::vector<std::string>{"human", "first", "random", "greedy", "strong"}));
        EXPECT_EQ(kind.default_toml, p == 1 ? "\"human\"" : "\"greedy\"");
    }
}

TEST(TilingsSchema, TheDefaultGame) {
    // 10 x 10, three players; MacMahon x 3 = 72 tiles dealt 24 each; player 1's first
    // tile is on the board: a game starts with moves=0 and turn=2, player 2 a computer.
    const auto game = LoadedPlugin::game({}, 11);
    const auto s = game->initial();
    const std::string text = game->text_form(s);
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 9);
    EXPECT_EQ(text.size(), 10U * (10U * 6U - 1U) + 9U);
    EXPECT_EQ(game->status(s).turn, 2);
    EXPECT_TRUE(game->status(s).computer_turn);
    EXPECT_EQ(game->info_line(s, nullptr).substr(game->info_line(s, nullptr).find(" hands=")),
              " hands=23,24,24");
}

TEST(TilingsSchema, ALayoutIsRefused) {
    try {
        (void)LoadedPlugin::game({}, 1, std::string("RGBY1"));
        FAIL() << "a layout was taken";
    } catch (const core::PluginError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("Tilings takes no layout", 0), 0U) << e.what();
    }
}

std::string refused(const Sets& sets) {
    try {
        (void)LoadedPlugin::game(sets, 1);
    } catch (const core::PluginError& e) {
        return e.what();
    }
    return "(accepted)";
}

TEST(TilingsSchema, SettingsThatDoNotGoTogetherAreRefused) {
    EXPECT_EQ(refused({"colours=red,green", "letters=RG"}),
              "deck = \"macmahon\" uses the first three colours, but colours has only 2");
    EXPECT_EQ(refused({"letters=RGB"}),
              "letters = \"RGB\": one letter per colour is needed, 8 colours but 3 letters");
    EXPECT_EQ(refused({"letters=RGBYMCOr"}),
              "letters = \"RGBYMCOr\": letters 1 and 8 are the same (case is ignored)");
    EXPECT_EQ(refused({"letters=RGBYMCO."}),
              "letters = \"RGBYMCO.\": letter 8 cannot be used: a letter is a visible "
              "character, neither '.', a digit nor a blank");
    EXPECT_EQ(refused({"colours=red,blue,red"}),
              "colours 1 and 3 are the same (#e01b24): tiles of the two would look alike but "
              "not match");
    EXPECT_EQ(refused({"deck=random", "deck_colours=2", "deck_tiles=17"}),
              "deck_tiles = 17: only 16 distinct tiles exist over 2 colours (deck_colours^4)");
    EXPECT_EQ(refused({"deck=random", "colours=red,green,blue", "letters=RGB", "deck_colours=4"}),
              "deck_colours = 4 is more than the 3 colours given in colours");
    EXPECT_EQ(refused({"deck=custom"}),
              "deck = \"custom\" needs its tiles: tiles = [\"red green blue red x3\", ...]");
    EXPECT_EQ(refused({"deck=custom", "tiles=[\"red green purple red\"]"}),
              "tiles item 1 \"red green purple red\": 'purple' is not one of the colours: red "
              "(R), green (G), blue (B), yellow (Y), magenta (M), cyan (C), orange (O), white "
              "(W)");
    EXPECT_EQ(refused({"deck=custom", "tiles=[\"R G B\"]"}),
              "tiles item 1 \"R G B\": a tile is its north, east, south and west colours, then "
              "optionally its copies, e.g. \"red green blue red x3\"");
    EXPECT_EQ(refused({"deck=custom", "tiles=[\"R G B Y x0\"]"}),
              "tiles item 1 \"R G B Y x0\": 'x0' is not a number of copies: x1 to x1000, e.g. x3");
    // Two tiles cannot give each of three players one.
    EXPECT_EQ(refused({"deck=custom", "tiles=[\"R G B Y x2\"]"}),
              "the deck has 2 tiles but 3 players need at least one each");
    EXPECT_EQ(refused({"first_cell=10 0"}),
              "first_cell = \"10 0\" is off the board: X from 0 to 9, Y from 0 to 9");
    EXPECT_EQ(refused({"first_cell=middle"}),
              "first_cell = \"middle\": X Y (a column and a row from 0) or empty for a random "
              "cell");
    EXPECT_EQ(refused({"player2_name=  "}), "player2_name: a player's name cannot be empty");
}

// A custom tile may name its colours by letter, name or #rrggbb (red is #e01b24 in the
// SDK's palette), and its copies count: 2 + 1 + 1 = 4 tiles, 2 each for 2 players.
TEST(TilingsSchema, CustomTilesByLetterNameOrHex) {
    const auto game = LoadedPlugin::game(
        hand_built(4, 4, 2, "0 0", {"r g b y x2", "#e01b24 red red red", "G G G G"}), 1);
    const auto s = game->initial();
    EXPECT_EQ(game->info_line(s, nullptr), "head=RGBY hands=1,2");
    EXPECT_EQ(game->text_form(s).substr(0, 5), "RGBY1");
}

}  // namespace
}  // namespace tilings::test
