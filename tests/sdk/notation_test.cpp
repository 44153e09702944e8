// Reading move texts: words, whole numbers, case.
#include <gtest/gtest.h>

#include <climits>
#include <plateau/notation.hpp>
#include <string>

namespace {

using Words = std::vector<std::string_view>;

TEST(Notation, WordsAreSplitOnAnyBlanks) {
    EXPECT_EQ(plateau::split_words("3 0"), (Words{"3", "0"}));
    EXPECT_EQ(plateau::split_words("  o\t1   12 \r\n"), (Words{"o", "1", "12"}));
    EXPECT_EQ(plateau::split_words("skip"), (Words{"skip"}));
    EXPECT_TRUE(plateau::split_words("").empty());
    EXPECT_TRUE(plateau::split_words(" \t\r\n\v\f").empty());
    // Anything that is not a blank belongs to a word, UTF-8 included.
    EXPECT_EQ(plateau::split_words("é,x 2"), (Words{"é,x", "2"}));
}

TEST(Notation, TrimTakesTheBlanksAround) {
    EXPECT_EQ(plateau::trim("  G2 \r"), "G2");
    EXPECT_EQ(plateau::trim("a b"), "a b");
    EXPECT_EQ(plateau::trim(" \t "), "");
}

TEST(Notation, WholeNumbersOnly) {
    EXPECT_EQ(plateau::parse_int("0"), 0);
    EXPECT_EQ(plateau::parse_int("42"), 42);
    EXPECT_EQ(plateau::parse_int("-7"), -7);
    EXPECT_EQ(plateau::parse_int("2147483647"), INT_MAX);
    EXPECT_EQ(plateau::parse_int("2147483648"), std::nullopt);  // does not fit an int
    for (const char* bad : {"", "+1", "1.5", "12a", "a12", " 1", "1 ", "-", "0x10"}) {
        EXPECT_EQ(plateau::parse_int(bad), std::nullopt) << "'" << bad << "'";
    }
}

TEST(Notation, CaseOfAsciiLettersOnly) {
    EXPECT_EQ(plateau::lower_ascii('A'), 'a');
    EXPECT_EQ(plateau::lower_ascii('z'), 'z');
    EXPECT_EQ(plateau::lower_ascii('1'), '1');
    EXPECT_EQ(plateau::lower_ascii('\xC3'), '\xC3');  // a UTF-8 lead byte is left alone
    EXPECT_TRUE(plateau::equals_ignoring_case("SKIP", "skip"));
    EXPECT_TRUE(plateau::equals_ignoring_case("Skip", "sKIP"));
    EXPECT_FALSE(plateau::equals_ignoring_case("skip", "skips"));
    EXPECT_FALSE(plateau::equals_ignoring_case("ship", "skip"));
}

}  // namespace
