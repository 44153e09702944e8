#include "core/util/time_text.hpp"

namespace plateau::core {

namespace {

std::string written(const std::tm& time, const char* format) {
    char text[64];
    const std::size_t length = std::strftime(text, sizeof text, format, &time);
    return std::string(text, length);
}

}  // namespace

std::string local_time_text(std::time_t moment, const char* format) {
    std::tm local{};
    localtime_r(&moment, &local);
    return written(local, format);
}

std::string utc_time_text(std::time_t moment, const char* format) {
    std::tm utc{};
    gmtime_r(&moment, &utc);
    return written(utc, format);
}

}  // namespace plateau::core
