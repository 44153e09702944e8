// What Push Over's two data files (the solved tables, table_file.hpp; the learned
// evaluation's network, ntuple.hpp) share: little-endian numbers, the FNV-1a 64 hash
// that checks them, and a file written whole or not at all.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <vector>

namespace pushover {

[[nodiscard]] std::uint64_t fnv1a(std::span<const std::uint8_t> bytes);

// Appends the `bytes` low bytes of `value`, lowest first.
void put_little_endian(std::vector<std::uint8_t>& out, std::uint64_t value, int bytes);
// The number of `bytes` bytes at `at` (which the caller has checked are there).
[[nodiscard]] std::uint64_t get_little_endian(std::span<const std::uint8_t> in, std::size_t at,
                                              int bytes);

// Writes `parts` one after the other to `path` whole: a temporary file beside it (its own
// name, so that two programs may write at once), then renamed over it. Returns false, and
// leaves no temporary file, when it cannot.
bool write_whole_file(const std::filesystem::path& path,
                      std::initializer_list<std::span<const std::uint8_t>> parts);

}  // namespace pushover
