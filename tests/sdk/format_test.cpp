// plateau::format: values put into a translated message's places.
#include <gtest/gtest.h>

#include <cstdint>
#include <plateau/format.hpp>
#include <string>

namespace {

using plateau::format;

TEST(Format, PlacesTakeTheValuesInTurn) {
    EXPECT_EQ(format("Column {} is full", 3), "Column 3 is full");
    EXPECT_EQ(format("{} of {}", std::string("7"), "9"), "7 of 9");
    EXPECT_EQ(format("no place"), "no place");
}

TEST(Format, NumberedPlacesLetATranslationSwapThem) {
    EXPECT_EQ(format("{1} bat {0}", "Blue", "Red"), "Red bat Blue");
    EXPECT_EQ(format("{0}-{0}", 5), "5-5");
}

TEST(Format, WritesEveryKindOfValue) {
    EXPECT_EQ(format("{} {} {} {} {}", -12, std::uint64_t{18446744073709551615u}, 2.5, 'H', true),
              "-12 18446744073709551615 2.5 H true");
    EXPECT_EQ(format("{}", 0.1), "0.1");  // shortest, with a '.' whatever the locale
}

TEST(Format, DoubledBracesAreBraces) {
    EXPECT_EQ(format("{{}} {}", 1), "{} 1");
    EXPECT_EQ(format("a }} b"), "a } b");
}

TEST(Format, AFaultyPlaceIsLeftAsWritten) {
    EXPECT_EQ(format("{} and {}", 1), "1 and {}");  // no second value
    EXPECT_EQ(format("{7}", 1), "{7}");
    EXPECT_EQ(format("{x} {", 1), "{x} {");
    EXPECT_EQ(format("}", 1), "}");
}

}  // namespace
