#include "core/check/position_checks.hpp"

#include <algorithm>
#include <cstdio>
#include <plateau/toml.hpp>

#include "core/i18n/translate.hpp"

namespace plateau::core::check {

std::string text_form_problem(std::string_view text) {
    if (text.empty()) return tr("the text form is empty");
    if (text.find('\r') != std::string_view::npos) {
        return tr("the text form has a '\\r' (rows are separated by '\\n' alone)");
    }
    if (text.back() == '\n') return tr("the text form ends with a newline");
    if (text.front() == '\n') return tr("the text form starts with an empty line");
    if (text.find("\n\n") != std::string_view::npos) return tr("the text form has an empty line");
    return {};
}

std::string status_problem(const plateau_status& s) {
    const auto number = [](auto value) { return std::to_string(value); };
    if (s.outcome < PLATEAU_OUTCOME_NONE || s.outcome > PLATEAU_OUTCOME_WINNER) {
        return format(tr("the outcome is {}, not one of PLATEAU_OUTCOME_*"), number(s.outcome));
    }
    if (s.player_count < 0 || s.player_count > PLATEAU_MAX_PLAYERS) {
        return format(tr("player_count is {}, not 0 to {}"), number(s.player_count),
                      number(PLATEAU_MAX_PLAYERS));
    }
    if (s.over != 0 && s.turn != 0) {
        return format(tr("the game is over but turn is {} (0 once over)"), number(s.turn));
    }
    if (s.over == 0) {
        if (s.outcome != PLATEAU_OUTCOME_NONE) {
            return format(tr("the game is not over but its outcome is {} (NONE until it is over)"),
                          number(s.outcome));
        }
        if (s.turn < 1) {
            return format(tr("the game is not over but turn is {} (players count from 1)"),
                          number(s.turn));
        }
        if (s.player_count > 1 ? s.turn > s.player_count : s.turn > PLATEAU_MAX_PLAYERS) {
            return format(
                trn("turn is {0} in a game of {1} player", "turn is {0} in a game of {1} players",
                    static_cast<unsigned long>(std::max(s.player_count, 0))),
                number(s.turn), number(s.player_count));
        }
    }
    if (s.outcome == PLATEAU_OUTCOME_WINNER) {
        if (s.player_count <= 1) {
            return format(tr("the outcome is WINNER in a game of one player (player_count {}): "
                             "one player wins or loses"),
                          number(s.player_count));
        }
        if (s.winner < 1 || s.winner > s.player_count) {
            return format(
                tr("the outcome is WINNER but the winner is {}, not a player from 1 to {}"),
                number(s.winner), number(s.player_count));
        }
    } else if (s.winner != 0) {
        return format(tr("the winner is {} but the outcome is {}, not WINNER"), number(s.winner),
                      number(s.outcome));
    }
    return {};
}

std::string in_quotes(std::string_view text, std::size_t most) {
    // Written as a TOML string is (every control character escaped), and cut at `most`.
    return plateau::toml_string(text.substr(0, most)) + (text.size() > most ? "..." : "");
}

}  // namespace plateau::core::check
