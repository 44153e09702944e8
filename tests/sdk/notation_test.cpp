// Reading move texts and layouts: words, whole numbers, case, lines.
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

// layout_lines: line i of the result is line i + 1 of the file, so the games' messages
// ("layout line 3: ...") name the line an editor shows.
using Lines = std::vector<std::string_view>;

TEST(Notation, LayoutLinesSplitAtLineFeeds) {
    EXPECT_EQ(plateau::layout_lines("*..\n.*.\n..*\n"), (Lines{"*..", ".*.", "..*"}));
    // No final newline: the last line counts all the same.
    EXPECT_EQ(plateau::layout_lines("*..\n..*"), (Lines{"*..", "..*"}));
    EXPECT_EQ(plateau::layout_lines("one"), (Lines{"one"}));
    EXPECT_TRUE(plateau::layout_lines("").empty());
}

TEST(Notation, LayoutLinesDropTheCarriageReturnOfWindowsFiles) {
    EXPECT_EQ(plateau::layout_lines("RG\r\nBY\r\n"), (Lines{"RG", "BY"}));
    // Only the one before the line feed: another is part of the line (the game refuses it).
    EXPECT_EQ(plateau::layout_lines("R\rG\r\n"), (Lines{"R\rG"}));
    EXPECT_EQ(plateau::layout_lines("RG\r"), (Lines{"RG"}));  // the last line, no line feed
}

TEST(Notation, LayoutLinesDropTheBlankLinesAtTheEndOnly) {
    // Trailing lines of blanks (spaces, tabs, empty, CRLF) go: an editor's last lines.
    EXPECT_EQ(plateau::layout_lines("ab\ncd\n\n  \n\t\r\n\n"), (Lines{"ab", "cd"}));
    // A blank line inside stays, so that the lines after it keep their numbers.
    EXPECT_EQ(plateau::layout_lines("ab\n\n  \ncd\n"), (Lines{"ab", "", "  ", "cd"}));
    // A blank line first stays too.
    EXPECT_EQ(plateau::layout_lines("\nab"), (Lines{"", "ab"}));
    // Blanks at the end of a line with cells are the line's: the game judges them.
    EXPECT_EQ(plateau::layout_lines("ab \ncd"), (Lines{"ab ", "cd"}));
    EXPECT_TRUE(plateau::layout_lines("\n\n \r\n").empty());
}

}  // namespace
