// --set KEY=VALUE: the value read by the key's type; errors name the item.
#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::test_schema;
using testing::Texts;

ParamValue set(std::string_view item) { return parse_set_value(test_schema(), item).value; }

std::string set_error(std::string_view item) {
    return config_error_of([&] { (void)parse_set_value(test_schema(), item); });
}

TEST(SetValue, IntegerNumberAndBooleanAreReadAsToml) {
    EXPECT_EQ(set("rows=12"), ParamValue(std::int64_t{12}));
    EXPECT_EQ(set("ratio=0.25"), ParamValue(0.25));
    EXPECT_EQ(set("ratio=0"), ParamValue(0.0));
    EXPECT_EQ(set("hints=false"), ParamValue(false));
}

TEST(SetValue, TheSettingCarriesKeyAndType) {
    const Setting setting = parse_set_value(test_schema(), "cols=3");
    EXPECT_EQ(setting.key, "cols");
    EXPECT_EQ(setting.type, PLATEAU_PARAM_INTEGER);
}

TEST(SetValue, TextAndChoiceAreTakenAsTyped) {
    EXPECT_EQ(set("player=Ann Smith"), ParamValue(std::string("Ann Smith")));
    EXPECT_EQ(set("player=\"quoted\""), ParamValue(std::string("\"quoted\"")));
    EXPECT_EQ(set("player=a=b"), ParamValue(std::string("a=b")));
    EXPECT_EQ(set("scoring=n-1"), ParamValue(std::string("n-1")));
}

TEST(SetValue, AColourIsTakenAsTypedAndNormalised) {
    EXPECT_EQ(set("background=#FF8800"), ParamValue(std::string("#ff8800")));
    EXPECT_EQ(set("background=Navy"), ParamValue(std::string("#1a5fb4")));
}

TEST(SetValue, AListFromCommaSeparatedItems) {
    EXPECT_EQ(set("colours=red,#00ff00"), ParamValue(Texts{"#e01b24", "#00ff00"}));
    EXPECT_EQ(set("colours=red, blue , green"), ParamValue(Texts{"#e01b24", "#3584e4", "#33d17a"}));
    EXPECT_EQ(set("names=Ann,Bob"), ParamValue(Texts{"Ann", "Bob"}));
    EXPECT_EQ(set("names="), ParamValue(Texts{}));
}

TEST(SetValue, AListFromATomlArray) {
    EXPECT_EQ(set("colours=[\"red\", \"#0000FF\"]"), ParamValue(Texts{"#e01b24", "#0000ff"}));
    EXPECT_EQ(set("names=[\"a,b\", \"c\"]"), ParamValue(Texts{"a,b", "c"}));
}

TEST(SetValue, ErrorsNameTheItem) {
    EXPECT_EQ(set_error("rows=0"),
              "--set rows=0: rows = 0 is out of range: an integer from 1 to 100 is allowed");
    EXPECT_EQ(set_error("rows=ten"),
              "--set rows=ten: rows = ten: an integer from 1 to 100 is expected");
    EXPECT_EQ(set_error("rows=\"ten\""),
              "--set rows=\"ten\": rows = \"ten\": an integer from 1 to 100 is expected");
    EXPECT_EQ(set_error("ratio=0.9"),
              "--set ratio=0.9: ratio = 0.9 is out of range: a number from 0.0 to 0.5 is allowed");
    EXPECT_EQ(set_error("hints=yes"), "--set hints=yes: hints = yes: true or false is expected");
    EXPECT_EQ(set_error("scoring=n-3"), "--set scoring=n-3: scoring = \"n-3\": allowed: n-1, n-2");
    EXPECT_EQ(
        set_error("colours=red"),
        "--set colours=red: colours = [\"red\"] has 1 item: a list of 2 to 8 colours (names or "
        "#rrggbb) is allowed");
    EXPECT_EQ(set_error("colours=red,bleu"),
              "--set colours=red,bleu: colours = [\"red\", \"bleu\"]: \"bleu\" is not a colour: a "
              "list of 2 "
              "to 8 colours (names or #rrggbb) is expected; did you mean \"blue\"?");
    EXPECT_EQ(set_error("colours=[\"red\""),
              "--set colours=[\"red\": colours = [\"red\": a list of 2 to 8 colours (names or "
              "#rrggbb) is "
              "expected");
}

TEST(SetValue, AnUnknownKeyOrNoEqualsSign) {
    EXPECT_EQ(set_error("colors=red,blue"),
              "--set colors=red,blue: unknown key \"colors\": did you mean \"colours\"?");
    EXPECT_EQ(set_error("rows"), "--set rows: KEY=VALUE is expected");
}

TEST(SetValue, ASetErrorStopsResolution) {
    const GameConfig config = load_game_config(test_schema(), {});
    EXPECT_EQ(config_error_of([&] {
                  (void)resolve_settings(test_schema(), config, {}, {"rows=5", "rows=0"});
              }),
              "--set rows=0: rows = 0 is out of range: an integer from 1 to 100 is allowed");
}

}  // namespace
}  // namespace plateau::core
