#include "core/check/position_checks.hpp"

#include <cstdio>
#include <plateau/toml.hpp>

namespace plateau::core::check {

std::string text_form_problem(std::string_view text) {
    if (text.empty()) return "the text form is empty";
    if (text.find('\r') != std::string_view::npos) {
        return "the text form has a '\\r' (rows are separated by '\\n' alone)";
    }
    if (text.back() == '\n') return "the text form ends with a newline";
    if (text.front() == '\n') return "the text form starts with an empty line";
    if (text.find("\n\n") != std::string_view::npos) return "the text form has an empty line";
    return {};
}

std::string status_problem(const plateau_status& s) {
    const auto number = [](auto value) { return std::to_string(value); };
    if (s.outcome < PLATEAU_OUTCOME_NONE || s.outcome > PLATEAU_OUTCOME_WINNER) {
        return "the outcome is " + number(s.outcome) + ", not one of PLATEAU_OUTCOME_*";
    }
    if (s.player_count < 0 || s.player_count > PLATEAU_MAX_PLAYERS) {
        return "player_count is " + number(s.player_count) + ", not 0 to " +
               number(PLATEAU_MAX_PLAYERS);
    }
    if (s.over != 0 && s.turn != 0) {
        return "the game is over but turn is " + number(s.turn) + " (0 once over)";
    }
    if (s.over == 0) {
        if (s.outcome != PLATEAU_OUTCOME_NONE) {
            return "the game is not over but its outcome is " + number(s.outcome) +
                   " (NONE until it is over)";
        }
        if (s.turn < 1) {
            return "the game is not over but turn is " + number(s.turn) + " (players count from 1)";
        }
        if (s.player_count > 1 ? s.turn > s.player_count : s.turn > PLATEAU_MAX_PLAYERS) {
            return "turn is " + number(s.turn) + " in a game of " + number(s.player_count) +
                   " players";
        }
    }
    if (s.outcome == PLATEAU_OUTCOME_WINNER) {
        if (s.player_count <= 1) {
            return "the outcome is WINNER in a game of one player (player_count " +
                   number(s.player_count) + "): one player wins or loses";
        }
        if (s.winner < 1 || s.winner > s.player_count) {
            return "the outcome is WINNER but the winner is " + number(s.winner) +
                   ", not a player from 1 to " + number(s.player_count);
        }
    } else if (s.winner != 0) {
        return "the winner is " + number(s.winner) + " but the outcome is " + number(s.outcome) +
               ", not WINNER";
    }
    return {};
}

std::string in_quotes(std::string_view text, std::size_t most) {
    // Written as a TOML string is (every control character escaped), and cut at `most`.
    return plateau::toml_string(text.substr(0, most)) + (text.size() > most ? "..." : "");
}

}  // namespace plateau::core::check
