// Lights Out's rules library (lightsout/rules/rules.hpp) called directly: the seeded start
// against the rule written out here (each cell pressed when the SDK's generator says 1, row by
// row, drawn again while all lights are off), and the exact words of every refusal, which
// the player reads. The game through its loaded plugin is tests/lightsout/plugin/.
#include "lightsout/rules/rules.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <plateau/random.hpp>
#include <plateau/refusal.hpp>
#include <string>

namespace lightsout {
namespace {

// The refusal `f` throws, or "accepted".
template <class F>
std::string refusal_of(F&& f) {
    try {
        f();
    } catch (const plateau::Refusal& e) {
        return e.what();
    }
    return "accepted";
}

// The seeded start as the rules say it is made, written out independently of rules.cpp: a
// 0/1 grid of presses, one generator draw per cell from the top left, row by row; a press
// toggles every cell at most one step across or down from it.
std::string start_by_hand(int size, std::uint64_t seed) {
    plateau::Random rng(seed);
    std::string lit(static_cast<std::size_t>(size * size), '.');
    while (lit.find('#') == std::string::npos) {
        for (int pressed = 0; pressed < size * size; ++pressed) {
            if (rng.below(2) != 1) continue;
            for (int cell = 0; cell < size * size; ++cell) {
                const int dc = std::abs(cell % size - pressed % size);
                const int dr = std::abs(cell / size - pressed / size);
                if (dc + dr <= 1) lit[cell] = lit[cell] == '#' ? '.' : '#';
            }
        }
    }
    std::string text;
    for (int row = 0; row < size; ++row)
        text += (row > 0 ? "\n" : "") + lit.substr(row * size, size);
    return text;
}

TEST(LightsOutRules, TheSeededStartIsThePressesTheGeneratorDraws) {
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        for (std::uint64_t seed : {0ULL, 1ULL, 5ULL, 42ULL, 18446744073709551615ULL}) {
            EXPECT_EQ(text_form(random_start(size, seed)), start_by_hand(size, seed))
                << size << " seed " << seed;
        }
    }
}

TEST(LightsOutRules, ThePressedBoardIsANewOne) {
    const Board start = parse_layout("...\n...\n..#\n");
    const Board after = press(start, "0 0");
    EXPECT_EQ(text_form(after), "##.\n#..\n..#");
    EXPECT_EQ(text_form(start), "...\n...\n..#");
    EXPECT_FALSE(after.all_off());
    EXPECT_TRUE(press(parse_layout("##.\n#..\n...\n"), "0 0").all_off());
}

TEST(LightsOutRules, TheTextFormIsTheLayoutWithoutItsLastLineBreak) {
    const std::string text = "#..#\n....\n.##.\n#..#";
    EXPECT_EQ(text_form(parse_layout(text + "\n")), text);
    EXPECT_EQ(format_move(3, 0), "3 0");
}

TEST(LightsOutRules, SizesOutsideThreeToNineAreRefused) {
    EXPECT_EQ(refusal_of([] { (void)random_start(2, 1); }),
              "size: 2 is out of range: 3 to 9 is allowed");
    EXPECT_EQ(refusal_of([] { (void)random_start(10, 1); }),
              "size: 10 is out of range: 3 to 9 is allowed");
    EXPECT_EQ(refusal_of([] { (void)parse_layout("..\n..\n"); }),
              "layout: 2 lines; a square of 3 to 9 lines is allowed");
    EXPECT_EQ(refusal_of([] { (void)parse_layout(""); }),
              "layout: 0 lines; a square of 3 to 9 lines is allowed");
}

TEST(LightsOutRules, LayoutRefusalsNameTheLineAndTheColumn) {
    EXPECT_EQ(refusal_of([] { (void)parse_layout("...\n...\n..\n"); }),
              "layout line 3: 2 characters, 3 expected (the board is square)");
    EXPECT_EQ(refusal_of([] { (void)parse_layout("#..\n.x.\n...\n"); }),
              "layout line 2, column 2: 'x' is not a cell: '#' lit or '.' off is allowed");
    // Windows line ends are forgiven; the blank lines at the end too.
    EXPECT_EQ(text_form(parse_layout("#..\r\n.#.\r\n..#\r\n\n")), "#..\n.#.\n..#");
}

TEST(LightsOutRules, MoveRefusalsSayWhatAMoveIs) {
    const Board board = parse_layout("....\n....\n....\n...#\n");
    const std::string what = "a move is C R: a column and a row from 0 to 3 (0 0 is the top left)";
    EXPECT_EQ(refusal_of([&] { (void)press(board, "4 0"); }), "'4 0' is off the board: " + what);
    EXPECT_EQ(refusal_of([&] { (void)press(board, "0 -1"); }), "'0 -1' is off the board: " + what);
    EXPECT_EQ(refusal_of([&] { (void)press(board, "1"); }), "'1': " + what);
    EXPECT_EQ(refusal_of([&] { (void)press(board, "a b"); }), "'a b': " + what);
    EXPECT_EQ(refusal_of([&] { (void)press(board, "1 2 3"); }), "'1 2 3': " + what);
    EXPECT_EQ(refusal_of([] { (void)press(parse_layout("...\n...\n...\n"), "0 0"); }),
              "the game is over: every light is off");
}

}  // namespace
}  // namespace lightsout
