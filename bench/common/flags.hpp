// What the benchmarks' command lines share: the refusal's line and the numbers a flag
// takes. A benchmark prints its usage on standard output and exits 0 for --help; it refuses
// a bad command line with one line `error: ...` on standard error and exit status 2,
// before any measure (each bench's check_flags.cmake, a test, checks both).
#pragma once

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

namespace plateau::bench {

// The exit status of a refused command line.
inline constexpr int kUsageExit = 2;

// Refuses the command line: `error: WHAT (see --help)` on standard error. Returns the exit
// status, 2: `return usage_error("unknown flag " + flag);`.
inline int usage_error(const std::string& what) {
    std::fprintf(stderr, "error: %s (see --help)\n", what.c_str());
    return kUsageExit;
}

// Refuses a flag's value: `error: FLAG takes ALLOWED, not 'VALUE' (see --help)`; returns 2.
inline int refuse_value(const std::string& flag, const std::string& allowed,
                        const std::string& value) {
    std::string what = flag;
    what += " takes ";
    what += allowed;
    what += ", not '";
    what += value;
    what += "'";
    return usage_error(what);
}

// Whether `flag` asks for the usage (--help or -h); when it does, prints `usage` on standard
// output: `if (plateau::bench::prints_help(flag, kUsage)) return 0;`.
inline bool prints_help(const std::string& flag, const char* usage) {
    if (flag != "--help" && flag != "-h") return false;
    std::fputs(usage, stdout);
    return true;
}

// `text` as a whole number from `min` to `max`, the whole text in decimal (spaces before it
// and a '+' are allowed, as std::strtoull reads them); nothing when it is anything else:
// empty, another character, a '-' (std::strtoull would read "-1" as 2^64 - 1), or beyond
// 2^64 - 1.
[[nodiscard]] inline std::optional<std::uint64_t> parse_whole(const std::string& text,
                                                              std::uint64_t min = 0,
                                                              std::uint64_t max = UINT64_MAX) {
    const std::size_t first = text.find_first_not_of(" \t\n\v\f\r");
    if (first == std::string::npos || text[first] == '-') return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
    if (end == text.c_str() || *end != '\0' || errno == ERANGE || v < min || v > max) {
        return std::nullopt;
    }
    return v;
}

// `text` as a number from `min` to `max` (std::strtod's forms: 0.2, 1e-3, ...), the whole
// text; nothing when it is anything else, infinite or not a number.
[[nodiscard]] inline std::optional<double> parse_number(const std::string& text, double min,
                                                        double max) {
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v) || !(v >= min && v <= max)) {
        return std::nullopt;
    }
    return v;
}

// A flag's value as a whole number from `min` to `max` (parse_whole's forms), into `out`;
// when it is not one, refuses it ("FLAG takes a whole number from MIN to MAX, not ...") and
// returns the exit status: `if (const auto refused = read_whole(...)) return *refused;`.
inline std::optional<int> read_whole(const std::string& flag, const std::string& value, int min,
                                     int max, int& out) {
    const std::optional<std::uint64_t> v =
        parse_whole(value, static_cast<std::uint64_t>(min), static_cast<std::uint64_t>(max));
    if (!v) {
        return refuse_value(
            flag, "a whole number from " + std::to_string(min) + " to " + std::to_string(max),
            value);
    }
    out = static_cast<int>(*v);
    return std::nullopt;
}

// A count: `text` as a whole number from 1 (parse_whole's forms) into `out`; false, and
// `out` unchanged, when it is not one.
inline bool parse_count(const std::string& text, long& out) {
    const std::optional<std::uint64_t> v = parse_whole(text, 1, LONG_MAX);
    if (!v) return false;
    out = static_cast<long>(*v);
    return true;
}

}  // namespace plateau::bench
