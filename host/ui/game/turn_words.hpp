// What the status bar says of a computer player's turn: who is thinking, and the move it
// played. In a game of one player there is one computer, said as such ("Computer: ...");
// with several players the words name the player by number, as the scores do ("P1 3 ·
// P2 5"), so that two computers, or a person and two computers in Tilings, can be told
// apart: "Computer (P2): ...".
#pragma once

#include <string>

#include "core/game/game_instance.hpp"

namespace plateau::ui {

// The notice after a computer player's move: `before` is the status of the position it
// moved from (its turn is the mover), `move` the game's words for the move.
[[nodiscard]] std::string computer_move_words(const core::GameStatus& before,
                                              const std::string& move);

// The status bar's words while a computer player of `status` (the position it moves
// from) looks for its move.
[[nodiscard]] std::string computer_thinking_words(const core::GameStatus& status);

}  // namespace plateau::ui
