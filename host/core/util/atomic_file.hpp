// Writing a file so that a crash never leaves it half written.
#pragma once

#include <filesystem>
#include <string_view>

namespace plateau::core {

// Replaces the file at `path` (or creates it) with `contents`, atomically: the bytes go to a
// new temporary file in the same folder, which is flushed to the disk (fsync) and then
// renamed over `path`; the folder is flushed too, so the rename survives a crash. A reader
// sees either the whole old file or the whole new one, never a mix.
//
// The folder must exist. An existing file keeps its permissions (a new one gets 0666 less
// the umask); a symbolic link is followed, so the file it points to is replaced. On failure
// the temporary file is removed, `path` is left as it was and std::system_error is thrown,
// its message naming the file.
void atomic_write_file(const std::filesystem::path& path, std::string_view contents);

}  // namespace plateau::core
