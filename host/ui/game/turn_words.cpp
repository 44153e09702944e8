#include "ui/game/turn_words.hpp"

#include "core/i18n/translate.hpp"

namespace plateau::ui {

std::string computer_move_words(const core::GameStatus& before, const std::string& move) {
    if (!before.several_players()) return core::format(core::tr("Computer: {}"), move);
    // TRANSLATORS: the status bar after a computer player's move, in a game of several
    // players: {0} the player's number, written short as in the scores ("P1 3 · P2 5"),
    // {1} the move in words.
    return core::format(core::tr("Computer (P{0}): {1}"), before.turn, move);
}

std::string computer_thinking_words(const core::GameStatus& status) {
    if (!status.several_players()) return core::tr("Computer thinking\xE2\x80\xA6");
    // TRANSLATORS: the status bar while a computer player looks for its move, in a game of
    // several players: {} the player's number.
    return core::format(core::tr("Player {} thinking\xE2\x80\xA6"), status.turn);
}

}  // namespace plateau::ui
