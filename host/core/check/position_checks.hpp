// What `plateau check-plugin` asks of one position, as pure functions of what the plugin
// gave: its text form and its raw status (the plateau_status as the plugin filled it, before
// the host's GameInstance reads it). Each returns "" when the value is good, else the
// problem as a sentence fragment for a finding's DETAIL.
#pragma once

#include <plateau/abi.h>

#include <string>
#include <string_view>

namespace plateau::core::check {

// "One line per row" (abi.h: '\n' between rows, no trailing newline), read as: the text is
// not empty, has no '\r' (rows end with '\n' alone), no empty line (so no leading or
// doubled '\n') and does not end with '\n'.
[[nodiscard]] std::string text_form_problem(std::string_view text);

// A status is consistent when:
//   - outcome is one of PLATEAU_OUTCOME_*, player_count is 0..PLATEAU_MAX_PLAYERS;
//   - over: turn is 0 (no one is to move once it is over);
//   - not over: the outcome is NONE, turn is from 1, and at most player_count in a game of
//     several players (player_count > 1);
//   - the outcome is WINNER exactly when `winner` names a player: WINNER needs a game of
//     several players (a one-player game, player_count 0 or 1, wins or loses, never has a
//     winner) and 1 <= winner <= player_count; any other outcome leaves `winner` 0.
[[nodiscard]] std::string status_problem(const plateau_status& status);

// `text` for a finding's DETAIL: in double quotes, with '\n', '\r', '\t', '"', '\\' and other
// control characters escaped, cut to `most` bytes (then "..." follows the quote).
[[nodiscard]] std::string in_quotes(std::string_view text, std::size_t most = 60);

}  // namespace plateau::core::check
