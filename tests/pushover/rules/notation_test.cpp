// The notation (004's "cas difficile", issue 5): a side letter and a line number 1..n,
// letters in either case: H or T top, B bottom, G or L left, D or R right.
#include "pushover/rules/notation.hpp"

#include <gtest/gtest.h>

#include <plateau/game.hpp>

namespace pushover {
namespace {

Insertion ins(const char* text, int n = 5) {
    const Move m = parse_move(text, n);
    EXPECT_FALSE(m.pass) << text;
    return m.insertion;
}

std::string reason(const char* text, int n = 5) {
    try {
        (void)parse_move(text, n);
    } catch (const plateau::Refusal& e) {
        return e.what();
    }
    return "accepted";
}

TEST(PushOverNotation, EverySideLetterInEitherCase) {
    EXPECT_EQ(ins("H1"), (Insertion{Side::top, 0}));
    EXPECT_EQ(ins("t3"), (Insertion{Side::top, 2}));
    EXPECT_EQ(ins("B5"), (Insertion{Side::bottom, 4}));
    EXPECT_EQ(ins("b2"), (Insertion{Side::bottom, 1}));
    EXPECT_EQ(ins("G2"), (Insertion{Side::left, 1}));
    EXPECT_EQ(ins("l4"), (Insertion{Side::left, 3}));
    EXPECT_EQ(ins("D1"), (Insertion{Side::right, 0}));
    EXPECT_EQ(ins("r5"), (Insertion{Side::right, 4}));
    EXPECT_EQ(ins(" g2 "), (Insertion{Side::left, 1}));
    EXPECT_EQ(ins("H8", 8), (Insertion{Side::top, 7}));
    EXPECT_TRUE(parse_move("PASS", 5).pass);
}

TEST(PushOverNotation, WrittenWithTheFrenchLetters) {
    EXPECT_EQ(format_move(parse_move("t3", 5), 5), "H3");
    EXPECT_EQ(format_move(parse_move("b2", 5), 5), "B2");
    EXPECT_EQ(format_move(parse_move("L4", 5), 5), "G4");
    EXPECT_EQ(format_move(parse_move("r5", 5), 5), "D5");
    EXPECT_EQ(format_move(Move::make_pass(), 5), "pass");
}

TEST(PushOverNotation, RefusedWithTheReason) {
    EXPECT_EQ(reason("X2"),
              "'X2': unknown side letter 'X': H or T (top), B (bottom), G or L (left), D or R "
              "(right)");
    EXPECT_EQ(reason("G6"), "'G6': line 6 is out of range: 1 to 5 on this board");
    EXPECT_EQ(reason("G0"), "'G0': line 0 is out of range: 1 to 5 on this board");
    EXPECT_EQ(reason("D9", 8), "'D9': line 9 is out of range: 1 to 8 on this board");
    EXPECT_EQ(reason("G"), "'G': the side letter is followed by a line number, 1 to 5");
    EXPECT_EQ(reason("Gx"), "'Gx': the side letter is followed by a line number, 1 to 5");
    EXPECT_NE(reason(""), "accepted");
}

}  // namespace
}  // namespace pushover
