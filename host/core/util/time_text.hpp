// A moment written out by a strftime format, in the local time zone or in UTC: a save's
// default name, today's date in the high scores, a screenshot's name, a save's time.
#pragma once

#include <ctime>
#include <string>

namespace plateau::core {

// `moment` in the local time zone, as `format` (strftime) writes it; "" if that would be
// longer than 63 bytes.
[[nodiscard]] std::string local_time_text(std::time_t moment, const char* format);
// The same in UTC.
[[nodiscard]] std::string utc_time_text(std::time_t moment, const char* format);

}  // namespace plateau::core
