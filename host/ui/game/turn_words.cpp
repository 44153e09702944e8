#include "ui/game/turn_words.hpp"

#include "core/i18n/translate.hpp"

namespace plateau::ui {

namespace {

bool several_players(const core::GameStatus& status) { return status.scores.size() > 1; }

}  // namespace

std::string computer_move_words(const core::GameStatus& before, const std::string& move) {
    if (!several_players(before)) return core::format(core::tr("Computer: {}"), move);
    // TRANSLATORS: the status bar after a computer player's move, in a game of several
    // players: {0} the player's number, written short as in the scores ("P1 3 · P2 5"),
    // {1} the move in words.
    return core::format(core::tr("Computer (P{0}): {1}"), before.turn, move);
}

std::string computer_thinking_words(const core::GameStatus& status) {
    if (!several_players(status)) return core::tr("Computer thinking\xE2\x80\xA6");
    // TRANSLATORS: the status bar while a computer player looks for its move, in a game of
    // several players: {} the player's number.
    return core::format(core::tr("Player {} thinking\xE2\x80\xA6"), status.turn);
}

}  // namespace plateau::ui
