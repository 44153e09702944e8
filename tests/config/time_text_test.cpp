// local_time_text and utc_time_text: a moment written by a strftime format, worked out by
// hand from the seconds since 1970-01-01 00:00:00 UTC.
#include "core/util/time_text.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <string>

#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::ScopedEnv;

// 2026-11-27 20:15:42 UTC. Days to 2026-01-01: 56 years of 365 days and the leap days of
// 1972..2024 (14): 20,454.
// Then January..October 2026 (31+28+31+30+31+30+31+31+30+31 = 304) and 26 days of November:
// 20,454 + 304 + 26 = 20,784 days; x 86,400 = 1,795,737,600 s; + 20:15:42 = 72,942 s.
constexpr std::time_t kMoment = 1'795'737'600 + 72'942;

TEST(TimeText, UtcIsWrittenByTheFormat) {
    EXPECT_EQ(utc_time_text(0, "%Y-%m-%dT%H:%M:%SZ"), "1970-01-01T00:00:00Z");
    EXPECT_EQ(utc_time_text(kMoment, "%Y-%m-%dT%H:%M:%SZ"), "2026-11-27T20:15:42Z");
    EXPECT_EQ(utc_time_text(kMoment, "plateau-%Y%m%d-%H%M%S"), "plateau-20261127-201542");
}

// The local time zone is the process's (TZ): an hour east of UTC, the same moment is 21:15.
TEST(TimeText, LocalTimeFollowsTheTimeZone) {
    {
        const ScopedEnv tz("TZ", std::string("UTC"));
        ::tzset();
        EXPECT_EQ(local_time_text(kMoment, "%Y-%m-%d %H-%M"), "2026-11-27 20-15");
    }
    {
        const ScopedEnv tz("TZ", std::string("XXX-1"));  // POSIX: UTC+1
        ::tzset();
        EXPECT_EQ(local_time_text(kMoment, "%Y-%m-%d %H:%M"), "2026-11-27 21:15");
    }
    ::tzset();
}

// A text longer than the 63 bytes allowed is written as "", never cut.
TEST(TimeText, ATooLongTextIsEmpty) {
    EXPECT_EQ(utc_time_text(0, std::string(70, 'x').c_str()), "");
    EXPECT_EQ(utc_time_text(0, std::string(63, 'x').c_str()), std::string(63, 'x'));
}

}  // namespace
}  // namespace plateau::core
