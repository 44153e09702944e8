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

// `unknown key "colors": did you mean "colours"?` when one is close, else
// `unknown key "zzz": allowed: rows, cols, colours`. `kind` is "key", "preset", ...
[[nodiscard]] std::string unknown_name_message(std::string_view kind, std::string_view name,
                                               const std::vector<std::string>& allowed);

// `unknown preset "x": allowed: a, b, c` (always the whole list).
[[nodiscard]] std::string unknown_name_listing(std::string_view kind, std::string_view name,
                                               const std::vector<std::string>& allowed);

}  // namespace plateau::core
