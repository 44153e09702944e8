#include "core/config/data_dir.hpp"

#include <cstdlib>

#include "core/config/user_dirs.hpp"

namespace plateau::core {

std::filesystem::path resolve_data_dir(const std::optional<std::filesystem::path>& cli,
                                       const HostConfig& host) {
    if (cli && !cli->empty()) return *cli;
    if (const char* env = std::getenv("PLATEAU_DATA_DIR"); env != nullptr && *env != '\0')
        return env;
    if (host.data_dir) return *host.data_dir;
    return default_data_dir();
}

}  // namespace plateau::core
