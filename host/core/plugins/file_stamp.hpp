// A file's size and modification time: what tells the host that a plugin file it has loaded
// was replaced on disk (a loaded library cannot be reloaded, so that asks for a restart).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

namespace plateau::core {

struct FileStamp {
    std::uintmax_t size = 0;
    std::filesystem::file_time_type modified{};

    friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// The stamp of the file at `path` (following symbolic links); nothing when it cannot be read.
[[nodiscard]] std::optional<FileStamp> read_file_stamp(const std::filesystem::path& path);

}  // namespace plateau::core
