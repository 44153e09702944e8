// Messages about a name that is not known: a misspelt key, a preset that does not exist.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::core {

// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps
// of two neighbouring characters each count 1 ("colors" -> "colours" is 1).
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word`, if it is close enough to be what was meant: at most a
// third of the word's length away (at least 1, at most 3), ignoring case. Ties go to the
// first candidate.
[[nodiscard]] std::optional<std::string> closest_match(std::string_view word,
                                                       const std::vector<std::string>& candidates);

// "a, b, c"
[[nodiscard]] std::string join_names(const std::vector<std::string>& names);

// What the unknown name was meant to name: each kind has its own whole messages (a
// translation cannot glue "unknown" to a noun).
enum class NameKind { key, preset };

// `unknown key "colors": did you mean "colours"?` when one is close, else
// `unknown key "zzz": allowed: rows, cols, colours`.
[[nodiscard]] std::string unknown_name_message(NameKind kind, std::string_view name,
                                               const std::vector<std::string>& allowed);

// `unknown preset "x": allowed: a, b, c` (always the whole list).
[[nodiscard]] std::string unknown_name_listing(NameKind kind, std::string_view name,
                                               const std::vector<std::string>& allowed);

}  // namespace plateau::core
