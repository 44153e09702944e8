// Making the folder a file goes into, with a message a player can act on.
#pragma once

#include <filesystem>

namespace plateau::core {

// Creates `folder` and its missing parents. Throws std::system_error whose message names
// the folder and the reason ("cannot create the folder /x/saves: Read-only file system").
void make_folder(const std::filesystem::path& folder);

}  // namespace plateau::core
