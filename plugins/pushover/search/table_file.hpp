// A solved table on disk (search/solved.hpp): a header, then the table's own entries (one
// per symmetry class). The header says what the file holds and how to check it:
//   8 bytes  "POSOLVED"
//   4 bytes  the format version (1), little-endian like every number here
//   4 bytes  the board size n
//   8 bytes  the number of entries that follow
//   8 bytes  their FNV-1a 64 checksum
// A file that is short, long, of another version or size, or whose checksum or count does
// not match is refused: the caller computes the table again.
#pragma once

#include <filesystem>
#include <optional>

#include "pushover/search/solved.hpp"

namespace pushover {

inline constexpr std::uint32_t kTableFormatVersion = 1;

// The file name of the table of n in a cache folder: "solved-4x4.bin".
std::filesystem::path table_file_name(int n);

// The table of n read from `path`, or nullopt when the file is missing or fails a check.
std::optional<SolvedTable> read_table(const std::filesystem::path& path, int n);

// Writes the table to `path` whole: a temporary file beside it, then renamed over it.
// Returns false (and leaves no temporary file) when it cannot.
bool write_table(const std::filesystem::path& path, const SolvedTable& table);

}  // namespace pushover
