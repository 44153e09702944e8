// Values written as TOML.
#include "core/config/toml_text.hpp"

#include <gtest/gtest.h>

namespace plateau::core {
namespace {

TEST(TomlText, EachKindOfValue) {
    EXPECT_EQ(to_toml_value(ParamValue(std::int64_t{-12})), "-12");
    EXPECT_EQ(to_toml_value(ParamValue(0.2)), "0.2");
    EXPECT_EQ(to_toml_value(ParamValue(1.0)), "1.0");
    EXPECT_EQ(to_toml_value(ParamValue(1e20)), "1e+20");
    EXPECT_EQ(to_toml_value(ParamValue(true)), "true");
    EXPECT_EQ(to_toml_value(ParamValue(std::string("Ann"))), "\"Ann\"");
    EXPECT_EQ(to_toml_value(ParamValue(std::vector<std::string>{"#ff0000", "a b"})),
              "[\"#ff0000\", \"a b\"]");
    EXPECT_EQ(to_toml_value(ParamValue(std::vector<std::string>{})), "[]");
    EXPECT_EQ(to_toml_value(Setting{"rows", PLATEAU_PARAM_INTEGER, std::int64_t{3}}), "3");
}

TEST(TomlText, StringsAreEscaped) {
    EXPECT_EQ(toml_string("say \"hi\"\\"), R"("say \"hi\"\\")");
    EXPECT_EQ(toml_string("a\nb\tc\x01"), R"("a\nb\tc\u0001")");
    EXPECT_EQ(toml_string("héllo"), "\"héllo\"");
}

}  // namespace
}  // namespace plateau::core
