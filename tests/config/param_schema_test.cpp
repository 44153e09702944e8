// schema_from_abi: the C arrays copied and checked, defaults, built-in presets.
#include "core/config/param_schema.hpp"

#include <gtest/gtest.h>

#include "core/config/settings_resolution.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::test_schema;
using testing::Texts;
using testing::value_of;

TEST(ParamSchema, CopiesEveryField) {
    const ParamSchema& schema = test_schema();
    ASSERT_EQ(schema.params.size(), 9u);
    const ParamSpec* rows = schema.find("rows");
    ASSERT_NE(rows, nullptr);
    EXPECT_EQ(rows->label, "Rows");
    EXPECT_EQ(rows->help, "Board height");
    EXPECT_EQ(rows->type, PLATEAU_PARAM_INTEGER);
    EXPECT_EQ(rows->default_toml, "10");
    EXPECT_EQ(rows->min_int, 1);
    EXPECT_EQ(rows->max_int, 100);
    EXPECT_EQ(schema.find("scoring")->choices, (Texts{"n-1", "n-2"}));
    EXPECT_EQ(schema.find("ratio")->max_number, 0.5);
    EXPECT_EQ(schema.find("nope"), nullptr);
}

TEST(ParamSchema, DefaultsAreCheckedAndColoursNormalised) {
    const Settings defaults = default_settings(test_schema());
    ASSERT_EQ(defaults.values.size(), 9u);
    EXPECT_EQ(defaults.values[0].key, "rows");  // schema order
    EXPECT_EQ(value_of<std::int64_t>(defaults, "rows"), 10);
    EXPECT_EQ(value_of<std::int64_t>(defaults, "cols"), 15);
    EXPECT_EQ(value_of<Texts>(defaults, "colours"), (Texts{"#e01b24", "#33d17a", "#3584e4"}));
    EXPECT_EQ(value_of<std::string>(defaults, "scoring"), "n-2");
    EXPECT_EQ(value_of<double>(defaults, "ratio"), 0.2);
    EXPECT_EQ(value_of<bool>(defaults, "hints"), true);
    EXPECT_EQ(value_of<std::string>(defaults, "player"), "Player 1");
    EXPECT_EQ(value_of<Texts>(defaults, "names"), Texts{});
    EXPECT_EQ(value_of<std::string>(defaults, "background"), "#ffffff");
    EXPECT_EQ(defaults.find("colours")->type, PLATEAU_PARAM_COLOUR_LIST);
}

TEST(ParamSchema, BuiltInPresetsAreParsed) {
    const auto& presets = test_schema().presets;
    ASSERT_EQ(presets.size(), 2u);
    EXPECT_EQ(presets[1].id, "large");
    EXPECT_EQ(presets[1].label, "Large");
    ASSERT_EQ(presets[1].values.size(), 3u);
    EXPECT_EQ(presets[1].values[0].key, "rows");
    EXPECT_EQ(std::get<std::int64_t>(presets[1].values[0].value), 20);
    EXPECT_EQ(std::get<std::string>(presets[1].values[2].value), "n-1");
}

// ABI 1.6: the table's look parameters are marked; the others are not.
TEST(ParamSchema, LookParametersAreMarkedFromTheTable) {
    const plateau_param_def params[] = {
        {"size", "Size", "", PLATEAU_PARAM_INTEGER, "5", 3, 9, 0, 0, nullptr, 0},
        {"ink", "Ink", "", PLATEAU_PARAM_COLOUR, "\"black\"", 0, 0, 0, 0, nullptr, 0},
    };
    const char* const looks[] = {"ink"};
    plateau_plugin table{};
    table.params = params;
    table.param_count = 2;
    EXPECT_FALSE(schema_from_abi(table).has_look());  // a table before 1.6: none
    table.look_params = looks;
    table.look_param_count = 1;
    const ParamSchema schema = schema_from_abi(table);
    EXPECT_TRUE(schema.has_look());
    EXPECT_FALSE(schema.find("size")->look);
    EXPECT_TRUE(schema.find("ink")->look);
}

TEST(ParamSchema, SettingsDifferOnlyInLooksWhenEveryChangedValueIsALook) {
    ParamSchema schema = test_schema();
    for (ParamSpec& spec : schema.params) spec.look = spec.key == "background";
    const Settings defaults = default_settings(schema);
    Settings dark = defaults;
    dark.values.back().value = std::string("#000000");  // background, the last
    Settings bigger = dark;
    bigger.values.front().value = std::int64_t{12};  // rows
    EXPECT_TRUE(schema.differ_only_in_looks(defaults, dark));
    EXPECT_FALSE(schema.differ_only_in_looks(defaults, defaults));     // no difference at all
    EXPECT_FALSE(schema.differ_only_in_looks(defaults, bigger));       // rows too
    EXPECT_FALSE(test_schema().differ_only_in_looks(defaults, dark));  // no look parameter
}

TEST(ParamSchema, RefusesADefaultOutOfItsBounds) {
    const plateau_param_def params[] = {
        {"rows", "Rows", "", PLATEAU_PARAM_INTEGER, "0", 1, 100, 0, 0, nullptr, 0}};
    EXPECT_EQ(
        config_error_of([&] { (void)schema_from_abi(params, 1, nullptr, 0); }),
        "parameter \"rows\": default = 0 is out of range: an integer from 1 to 100 is allowed");
}

TEST(ParamSchema, RefusesBadKeysAndDuplicates) {
    const plateau_param_def upper[] = {
        {"Rows", "Rows", "", PLATEAU_PARAM_INTEGER, "1", 1, 100, 0, 0, nullptr, 0}};
    EXPECT_EQ(config_error_of([&] { (void)schema_from_abi(upper, 1, nullptr, 0); }),
              "parameter \"Rows\": a key is a word of [a-z0-9_-]");
    const plateau_param_def twice[] = {
        {"rows", "Rows", "", PLATEAU_PARAM_INTEGER, "1", 1, 100, 0, 0, nullptr, 0},
        {"rows", "Rows", "", PLATEAU_PARAM_INTEGER, "1", 1, 100, 0, 0, nullptr, 0}};
    EXPECT_EQ(config_error_of([&] { (void)schema_from_abi(twice, 2, nullptr, 0); }),
              "parameter \"rows\": the key is given twice");
}

TEST(ParamSchema, RefusesABuiltInPresetWithABadValue) {
    const plateau_param_def params[] = {
        {"rows", "Rows", "", PLATEAU_PARAM_INTEGER, "10", 1, 100, 0, 0, nullptr, 0}};
    const plateau_preset_def bad_value[] = {{"huge", "Huge", "rows = 1000\n"}};
    EXPECT_EQ(config_error_of([&] { (void)schema_from_abi(params, 1, bad_value, 1); }),
              "built-in preset \"huge\": rows = 1000 is out of range: an integer from 1 to 100 is "
              "allowed");
    const plateau_preset_def bad_key[] = {{"huge", "Huge", "rowz = 10\n"}};
    EXPECT_EQ(config_error_of([&] { (void)schema_from_abi(params, 1, bad_key, 1); }),
              "built-in preset \"huge\": unknown key \"rowz\": did you mean \"rows\"?");
}

}  // namespace
}  // namespace plateau::core
