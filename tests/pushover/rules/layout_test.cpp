// Layouts (issue 5): `size` lines of `size` characters, top row first (`.` and the two
// players' letters), then optionally `turn 2`; a layout holding a complete line is refused.
#include <gtest/gtest.h>

#include <plateau/game.hpp>

#include "board_text.hpp"

namespace pushover::test {
namespace {

const Letters kWK{'W', 'K'};

std::string refusal(const std::string& text, const Letters& letters = kWK) {
    try {
        (void)parse_layout(text, letters);
    } catch (const plateau::Refusal& e) {
        return e.what();
    }
    return "accepted";
}

TEST(PushOverLayout, RowsThenAnOptionalTurn) {
    const Layout a = parse_layout("WWW..\nKWK..\n.KK..\n..K..\n.WW..\n", kWK);
    EXPECT_EQ(a.board.n, 5);
    EXPECT_EQ(a.to_move, W);
    EXPECT_EQ(rows_of(a.board),
              (std::vector<std::string>{"WWW..", "KWK..", ".KK..", "..K..", ".WW.."}));
    const Layout b = parse_layout("K..\n.W.\n...\nturn 2\n", kWK);
    EXPECT_EQ(b.board.n, 3);
    EXPECT_EQ(b.to_move, K);
    EXPECT_EQ(parse_layout("...\n...\n...\nturn 1", kWK).to_move, W);
    // Windows line ends, lower-case letters.
    EXPECT_EQ(rows_of(parse_layout("k..\r\n.w.\r\n...\r\n", kWK).board),
              (std::vector<std::string>{"K..", ".W.", "..."}));
}

TEST(PushOverLayout, OtherLetters) {
    const Layout a = parse_layout("X..\n.O.\n...\n", {'X', 'O'});
    EXPECT_EQ(a.board.owner(0, 0), W);
    EXPECT_EQ(a.board.owner(1, 1), K);
    EXPECT_EQ(text_form(a.board, {'X', 'O'}), "X..\n.O.\n...");
    EXPECT_EQ(refusal("W..\n...\n...\n", {'X', 'O'}),
              "layout line 1, column 1: 'W' is not a cell: '.' (empty), 'X' or 'O' is allowed");
}

// Sizes 3 and 8 are the bounds: 2 and 9 rows are refused.
TEST(PushOverLayout, SizeBounds) {
    EXPECT_EQ(parse_layout(std::string(8, '.') + "\n" + std::string(8, '.') + "\n" +
                               std::string(8, '.') + "\n" + std::string(8, '.') + "\n" +
                               std::string(8, '.') + "\n" + std::string(8, '.') + "\n" +
                               std::string(8, '.') + "\n" + std::string(8, '.') + "\n",
                           kWK)
                  .board.n,
              8);
    EXPECT_EQ(refusal("..\n..\n"),
              "layout: 2 rows; a square board of 3 to 8 rows of as many cells is allowed, then "
              "optionally 'turn 2'");
    std::string nine;
    for (int i = 0; i < 9; ++i) nine += std::string(9, '.') + "\n";
    EXPECT_NE(refusal(nine), "accepted");
}

TEST(PushOverLayout, FaultsNameTheLine) {
    EXPECT_EQ(refusal("...\n....\n...\n"),
              "layout line 2: 4 cells, 3 expected (the board is square)");
    EXPECT_EQ(refusal("...\n.Z.\n...\n"),
              "layout line 2, column 2: 'Z' is not a cell: '.' (empty), 'W' or 'K' is allowed");
    EXPECT_EQ(refusal("...\n...\n...\nturn 3\n"),
              "layout line 4: the player to move is 'turn 1' or 'turn 2'");
    EXPECT_EQ(refusal("...\nturn 2\n...\n...\n"),
              "layout line 2: the 'turn' line comes last, after the rows");
}

// A complete row or column would mean the round is already over.
TEST(PushOverLayout, ACompleteLineIsRefused) {
    EXPECT_EQ(refusal("...\nKKK\n...\n"),
              "layout: row 2 is complete (K on every cell): the round would already be over");
    EXPECT_EQ(refusal("..W\n..W\n..W\n"),
              "layout: column 3 is complete (W on every cell): the round would already be over");
    // Full lines of mixed colours are fine.
    EXPECT_EQ(refusal("WKW\nKWK\nWKW\n"), "accepted");
}

}  // namespace
}  // namespace pushover::test
