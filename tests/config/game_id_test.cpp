// Game IDs (core/config/game_id.hpp): the form worked out by hand from the test schema
// (rows 10, cols 15, colours red/green/blue, scoring n-2, ratio 0.2, hints true,
// player "Player 1", names [], background white), read back, and malformed ones refused.
#include "core/config/game_id.hpp"

#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::test_schema;
using testing::value_of;

Settings with(std::initializer_list<std::string> sets) {
    Settings settings = default_settings(test_schema());
    for (const auto& item : sets) {
        const Setting one = parse_set_value(test_schema(), item);
        for (auto& s : settings.values) {
            if (s.key == one.key) s.value = one.value;
        }
    }
    return settings;
}

std::string id_of(const Settings& settings, std::uint64_t seed) {
    return format_game_id("same", test_schema(), settings, seed);
}

Settings settings_of(const std::string& id) {
    return game_id_settings(test_schema(), parse_game_id(id), id);
}

std::string refusal_of(const std::string& id) {
    return config_error_of([&] { (void)settings_of(id); });
}

bool same_values(const Settings& a, const Settings& b) {
    if (a.values.size() != b.values.size()) return false;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        if (a.values[i].key != b.values[i].key || a.values[i].value != b.values[i].value)
            return false;
    }
    return true;
}

TEST(GameId, AllDefaultsIsTheGameAndTheSeed) {
    EXPECT_EQ(id_of(default_settings(test_schema()), 42), "same#42");
    EXPECT_EQ(id_of(default_settings(test_schema()), 18446744073709551615u),
              "same#18446744073709551615");
}

TEST(GameId, OnlyTheChangedValuesInTheSchemasOrder) {
    // Set in another order; written rows, ratio, hints as the schema declares them.
    EXPECT_EQ(id_of(with({"hints=false", "ratio=0.25", "rows=12"}), 7),
              "same:rows=12,ratio=0.25,hints=false#7");
    // A value set to its default is not written.
    EXPECT_EQ(id_of(with({"rows=10", "cols=4"}), 0), "same:cols=4#0");
}

// ABI 1.6: the look parameters are the player's own, not the game's: left out of the ID;
// an ID that has one (written before 1.6) is still read, its value checked.
TEST(GameId, TheLookParametersAreLeftOut) {
    ParamSchema schema = test_schema();
    for (ParamSpec& spec : schema.params) spec.look = spec.key == "background";
    const Settings settings = with({"rows=12", "background=#000000"});
    EXPECT_EQ(format_game_id("same", schema, settings, 7), "same:rows=12#7");
    const std::string old = "same:rows=12,background=%23000000#7";
    EXPECT_EQ(
        value_of<std::string>(game_id_settings(schema, parse_game_id(old), old), "background"),
        "#000000");
    const std::string bad = "same:background=nocolour#7";
    EXPECT_NE(config_error_of([&] { (void)game_id_settings(schema, parse_game_id(bad), bad); }),
              "");
}

TEST(GameId, ANumberKeepsItsPoint) {
    EXPECT_EQ(id_of(with({"ratio=0"}), 1), "same:ratio=0.0#1");
    EXPECT_EQ(id_of(with({"ratio=0.5"}), 1), "same:ratio=0.5#1");
}

TEST(GameId, SeparatorsBlanksAndNonAsciiArePercentEncoded) {
    // ',' 2C  ':' 3A  '=' 3D  '#' 23  '%' 25  '|' 7C  ' ' 20  'é' C3 A9 (UTF-8)
    EXPECT_EQ(id_of(with({"player=Ann Smith, #1: 50%|ok=\xc3\xa9"}), 3),
              "same:player=Ann%20Smith%2C%20%231%3A%2050%25%7Cok%3D%C3%A9#3");
    EXPECT_EQ(id_of(with({"background=#000000"}), 3), "same:background=%23000000#3");
}

TEST(GameId, AListsItemsAreJoinedByBarsEachEncoded) {
    EXPECT_EQ(id_of(with({"colours=#ff0000,#00ff00"}), 9), "same:colours=%23ff0000|%2300ff00#9");
    EXPECT_EQ(id_of(with({R"(names=["a|b", "c,d", "e"])"}), 9), "same:names=a%7Cb|c%2Cd|e#9");
}

TEST(GameId, ReadBackGivesTheSameSettings) {
    for (const auto& settings :
         {default_settings(test_schema()), with({"hints=false", "ratio=0.25", "rows=12"}),
          with({"player=Ann Smith, #1: 50%|ok=\xc3\xa9", "background=#000000"}),
          with({R"(names=["a|b", "c,d", "e"])", "colours=#ff0000,#00ff00"}),
          with({"ratio=0", "scoring=n-1"})}) {
        const std::string id = id_of(settings, 5);
        SCOPED_TRACE(id);
        EXPECT_TRUE(same_values(settings_of(id), settings));
        EXPECT_EQ(parse_game_id(id).seed, 5u);
        EXPECT_EQ(parse_game_id(id).game, "same");
    }
}

TEST(GameId, ValuesAreCheckedAsTheirParameterAllows) {
    EXPECT_EQ(value_of<std::int64_t>(settings_of("same:rows=3#1"), "rows"), 3);
    // The defaults are the plugin's: what the ID does not name is at its default.
    EXPECT_EQ(value_of<std::int64_t>(settings_of("same:rows=3#1"), "cols"), 15);
    // Keys in another order, or a default written out, are read as well.
    EXPECT_TRUE(same_values(settings_of("same:hints=false,rows=10#1"), with({"hints=false"})));
    EXPECT_EQ(refusal_of("same:rows=0#1"),
              "game id \"same:rows=0#1\": rows = 0 is out of range: an integer from 1 to 100 is "
              "allowed");
    EXPECT_EQ(refusal_of("same:rowz=3#1"),
              "game id \"same:rowz=3#1\": unknown key \"rowz\": did you mean \"rows\"?");
    EXPECT_EQ(refusal_of("same:rows=3,rows=4#1"),
              "game id \"same:rows=3,rows=4#1\": the key \"rows\" is given twice");
    EXPECT_EQ(refusal_of("same:colours=%23ff0000#1"),
              "game id \"same:colours=%23ff0000#1\": colours = [\"#ff0000\"] has 1 item: a "
              "list of 2 to 8 colours (names or #rrggbb) is allowed");
}

TEST(GameId, MalformedIdsAreRefused) {
    EXPECT_EQ(refusal_of("same"),
              "game id \"same\": GAME#SEED or GAME:KEY=VALUE,...#SEED is expected");
    EXPECT_EQ(refusal_of("same#"),
              "game id \"same#\": the seed \"\" is not a whole number from 0 to "
              "18446744073709551615");
    EXPECT_EQ(refusal_of("same#18446744073709551616"),
              "game id \"same#18446744073709551616\": the seed \"18446744073709551616\" is not "
              "a whole number from 0 to 18446744073709551615");
    EXPECT_EQ(refusal_of("same#-1"),
              "game id \"same#-1\": the seed \"-1\" is not a whole number from 0 to "
              "18446744073709551615");
    EXPECT_EQ(refusal_of("same#1#2"),
              "game id \"same#1#2\": it has more than one '#' (a '#' in a value is written %23)");
    EXPECT_EQ(refusal_of("Same#1"),
              "game id \"Same#1\": \"Same\" is not a game's id (letters a-z, digits, - and _)");
    EXPECT_EQ(refusal_of("same:rows#1"), "game id \"same:rows#1\": \"rows\" is not KEY=VALUE");
    EXPECT_EQ(refusal_of("same:#1"), "game id \"same:#1\": \"\" is not KEY=VALUE");
    EXPECT_EQ(refusal_of("same:player=%4#1"),
              "game id \"same:player=%4#1\": \"%4\" is not a %XX escape (two hex digits)");
    EXPECT_EQ(refusal_of("same:player=%zz#1"),
              "game id \"same:player=%zz#1\": \"%zz\" is not a %XX escape (two hex digits)");
}

TEST(GameId, OnlyATextWithAHashLooksLikeAnId) {
    EXPECT_TRUE(looks_like_game_id("same#1"));
    EXPECT_TRUE(looks_like_game_id("#"));
    EXPECT_FALSE(looks_like_game_id("samegame"));
}

TEST(GameId, PercentEncodingIsItsOwnInverse) {
    std::string every_byte;
    for (int c = 1; c < 256; ++c) every_byte += static_cast<char>(c);
    const std::string encoded = percent_encode(every_byte);
    EXPECT_EQ(encoded.find_first_of(",:=#|\x20\x7f"), std::string::npos);
    EXPECT_EQ(percent_decode(encoded), every_byte);
    EXPECT_EQ(percent_encode("az09-_.~!"), "az09-_.~!");
    EXPECT_EQ(percent_decode("%41%62"), "Ab");
}

}  // namespace
}  // namespace plateau::core
