// Plugins are code run with the player's rights, so their files are trusted the way ssh
// trusts a key file: a plugin file, or the folder holding it, that another user could
// change (writable by group or others, or owned by neither this user nor root) is refused.
#pragma once

#include <filesystem>
#include <string>

namespace plateau::core {

// Empty when `file` and its folder pass; otherwise the reason, naming which of the two
// fails and how ("its folder /x is writable by others (mode 0777)").
[[nodiscard]] std::string find_trust_problem(const std::filesystem::path& file);

}  // namespace plateau::core
