#include "core/driver/play_clock.hpp"

#include <cmath>
#include <cstdio>

namespace plateau::core {

PlayClock::Clock::time_point PlayClock::next_tick(Clock::time_point now) const {
    const double s = seconds(now);
    const double to_next = std::floor(s) + 1 - s;
    return now + std::chrono::duration_cast<Clock::duration>(
                     std::chrono::duration<double>(to_next + 0.001));
}

std::string format_duration(double seconds) {
    if (!(seconds > 0)) seconds = 0;
    const auto total = static_cast<long long>(std::floor(seconds));
    char text[32];
    if (total >= 3600) {
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", total / 3600, (total / 60) % 60,
                      total % 60);
    } else {
        std::snprintf(text, sizeof text, "%02lld:%02lld", total / 60, total % 60);
    }
    return text;
}

}  // namespace plateau::core
