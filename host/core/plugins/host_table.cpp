#include "core/plugins/host_table.hpp"

#include <cstdio>
#include <cstring>

namespace plateau::core {
namespace {

std::string level_name(std::int32_t level) {
    switch (level) {
        case PLATEAU_LOG_DEBUG:
            return "debug";
        case PLATEAU_LOG_INFO:
            return "info";
        case PLATEAU_LOG_WARNING:
            return "warning";
        case PLATEAU_LOG_ERROR:
            return "error";
        default:
            return "level " + std::to_string(level);
    }
}

// Plugins may log from any thread: one fwrite per line keeps lines whole (stdio locks the
// stream for each call).
void log_to_stderr(plateau_log_level level, const char* text, size_t length) {
    // A C plugin may send any number: read it as bytes, not as the C++ enum (whose values
    // outside the enumerators' range are undefined behaviour to load).
    static_assert(sizeof level == sizeof(std::int32_t));
    std::int32_t raw_level = 0;
    std::memcpy(&raw_level, &level, sizeof raw_level);
    const std::string line =
        format_plugin_log_line(raw_level, text != nullptr ? std::string_view(text, length) : "");
    std::fwrite(line.data(), 1, line.size(), stderr);
}

constexpr plateau_host the_host_table = {
    PLATEAU_HOST_V1_SIZE,
    PLATEAU_ABI_MAJOR,
    PLATEAU_ABI_MINOR,
    &log_to_stderr,
};

}  // namespace

const plateau_host& host_table() { return the_host_table; }

std::string format_plugin_log_line(std::int32_t level, std::string_view text) {
    if (text.ends_with('\n')) text.remove_suffix(1);
    std::string line = "plateau: plugin " + level_name(level) + ": ";
    line.append(text);
    line += '\n';
    return line;
}

}  // namespace plateau::core
