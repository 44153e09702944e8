// plateau::toml_string and toml_number: the one writer of TOML values, for a game's
// parameters (plateau/params.hpp) and the host's own files.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <plateau/toml.hpp>
#include <string>
#include <vector>

namespace {

using plateau::toml_number;
using plateau::toml_string;

TEST(Toml, PlainTextIsQuoted) {
    EXPECT_EQ(toml_string(""), "\"\"");
    EXPECT_EQ(toml_string("Player 1"), "\"Player 1\"");
    // UTF-8 is written as it is ("é" is C3 A9, "…" E2 80 A6).
    EXPECT_EQ(toml_string("Zo\xC3\xA9 \xE2\x80\xA6"), "\"Zo\xC3\xA9 \xE2\x80\xA6\"");
}

TEST(Toml, QuotesAndBackslashesAreEscaped) {
    EXPECT_EQ(toml_string("say \"hi\""), R"("say \"hi\"")");
    EXPECT_EQ(toml_string(R"(C:\games)"), R"("C:\\games")");
}

TEST(Toml, ControlCharactersHaveTheirShortEscapesOrUxxxx) {
    EXPECT_EQ(toml_string("a\tb\nc\rd"), R"("a\tb\nc\rd")");
    EXPECT_EQ(toml_string("\b\f"), R"("\b\f")");
    // The others, as \u and four hex digits: NUL, 0x01, ESC (0x1b), US (0x1f) and DEL (0x7f).
    EXPECT_EQ(toml_string(std::string("\0", 1)), R"("\u0000")");
    EXPECT_EQ(toml_string("\x01"), R"("\u0001")");
    EXPECT_EQ(toml_string("\x1b[0m"), R"("\u001b[0m")");
    EXPECT_EQ(toml_string("\x1f"), R"("\u001f")");
    EXPECT_EQ(toml_string("\x7f"), R"("\u007f")");
    // A space (0x20) and a tilde (0x7e) are not control characters.
    EXPECT_EQ(toml_string(" ~"), "\" ~\"");
}

TEST(Toml, AListOfStringsForTheListParameters) {
    EXPECT_EQ(plateau::detail::toml_string_list({}), "[]");
    EXPECT_EQ(plateau::detail::toml_string_list({"red", "a\"b"}), R"(["red", "a\"b"])");
}

TEST(Toml, NumbersAreTheShortestFloatThatReadsBack) {
    // 0.2 is not exact in binary, yet its shortest round-trip text is "0.2".
    EXPECT_EQ(toml_number(0.2), "0.2");
    EXPECT_EQ(toml_number(0.21), "0.21");
    // A whole number stays a float: "1" would read back as a TOML integer.
    EXPECT_EQ(toml_number(1.0), "1.0");
    EXPECT_EQ(toml_number(0.0), "0.0");
    EXPECT_EQ(toml_number(-3.0), "-3.0");
    EXPECT_EQ(toml_number(60.0), "60.0");
    EXPECT_EQ(toml_number(0.05), "0.05");
    // An exponent makes it a float already: 1e20 is written "1e+20".
    EXPECT_EQ(toml_number(1e20), "1e+20");
    EXPECT_EQ(toml_number(std::numeric_limits<double>::infinity()), "inf");
    EXPECT_EQ(toml_number(-std::numeric_limits<double>::infinity()), "-inf");
    EXPECT_EQ(toml_number(std::nan("")), "nan");
    // Every text reads back as the same double.
    for (const double x : {0.1, 1.0 / 3.0, 2.5e-7, 123456.789}) {
        EXPECT_EQ(std::stod(toml_number(x)), x) << toml_number(x);
    }
}

}  // namespace
