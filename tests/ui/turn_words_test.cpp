// The status bar's words for a computer player's turn: one computer in a game of one
// player is "the computer"; with several players the mover is named by its number, so
// that two computers (Push Over's computer against computer, Tilings' seats) are told
// apart.
#include "ui/game/turn_words.hpp"

#include <gtest/gtest.h>

namespace {

using plateau::core::GameStatus;
using plateau::ui::computer_move_words;
using plateau::ui::computer_thinking_words;

GameStatus players(int count, int turn) {
    GameStatus status;
    status.turn = turn;
    status.computer_turn = true;
    status.scores.assign(static_cast<std::size_t>(count), 0);
    return status;
}

TEST(TurnWords, OnePlayerSaysTheComputer) {
    const GameStatus alone = players(0, 1);  // a one-player game keeps no scores per player
    EXPECT_EQ(computer_move_words(alone, "D1 up"), "Computer: D1 up");
    EXPECT_EQ(computer_thinking_words(alone), "Computer thinking\xE2\x80\xA6");
}

TEST(TurnWords, SeveralPlayersNameTheMover) {
    EXPECT_EQ(computer_move_words(players(2, 2), "push the pawn at D1 up"),
              "Computer (P2): push the pawn at D1 up");
    EXPECT_EQ(computer_move_words(players(3, 1), "the tile at column 4, row 2"),
              "Computer (P1): the tile at column 4, row 2");
    EXPECT_EQ(computer_thinking_words(players(2, 1)), "Player 1 thinking\xE2\x80\xA6");
    EXPECT_EQ(computer_thinking_words(players(3, 3)), "Player 3 thinking\xE2\x80\xA6");
}

}  // namespace
