#include "core/plugins/file_stamp.hpp"

#include <system_error>

namespace plateau::core {

std::optional<FileStamp> read_file_stamp(const std::filesystem::path& path) {
    std::error_code error;
    FileStamp stamp;
    stamp.size = std::filesystem::file_size(path, error);
    if (error) return std::nullopt;
    stamp.modified = std::filesystem::last_write_time(path, error);
    if (error) return std::nullopt;
    return stamp;
}

}  // namespace plateau::core
