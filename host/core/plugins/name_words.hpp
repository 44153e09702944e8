// The words a plugin gives for its own names (abi.h, name_words, ABI 1.5): what the status
// bar shows for an info key ("mines_left" reads "Mines left"), the settings form for a
// choice ("computer_level=hard" reads "Hard") and the game screen for a command
// ("command:solve" reads "Solve"), in the host's language; and the check of that table
// when the plugin loads.
#pragma once

#include <plateau/abi.h>

#include <optional>
#include <string>
#include <string_view>

namespace plateau::core {

// The words of `name` (an info key, KEY=VALUE for a choice, command:NAME), or nullopt when the
// plugin gives none.
[[nodiscard]] std::optional<std::string> name_words(const plateau_plugin& table,
                                                    std::string_view name);

// The words for a choice of the parameter `key`: the plugin's, else the choice as it is.
[[nodiscard]] std::string choice_words(const plateau_plugin& table, std::string_view key,
                                       std::string_view choice);

// The words for a command (the toolbar's button, its prompt's title): the plugin's
// ("command:solve" -> "Résoudre"), else its name with a capital ("Solve").
[[nodiscard]] std::string command_words(const plateau_plugin& table, std::string_view command);

// Why the table's name_words cannot be taken (an entry without a name or words, a name
// neither an info key, a choice of a CHOICE parameter nor a command, a name given twice),
// or "".
[[nodiscard]] std::string find_name_words_problem(const plateau_plugin& table);

}  // namespace plateau::core
