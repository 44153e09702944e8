#include "pushover/search/table_file.hpp"

#include <array>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "pushover/search/byte_file.hpp"

namespace pushover {
namespace {

constexpr std::array<char, 8> kMagic{'P', 'O', 'S', 'O', 'L', 'V', 'E', 'D'};
constexpr std::size_t kHeaderSize = 8 + 4 + 4 + 8 + 8;

}  // namespace

std::filesystem::path table_file_name(int n) {
    return "solved-" + std::to_string(n) + "x" + std::to_string(n) + ".bin";
}

std::optional<SolvedTable> read_table(const std::filesystem::path& path, int n) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::vector<std::uint8_t> header(kHeaderSize);
    if (!in.read(reinterpret_cast<char*>(header.data()),
                 static_cast<std::streamsize>(header.size()))) {
        return std::nullopt;
    }
    if (std::memcmp(header.data(), kMagic.data(), kMagic.size()) != 0 ||
        get_little_endian(header, 8, 4) != kTableFormatVersion ||
        get_little_endian(header, 12, 4) != std::uint64_t(n)) {
        return std::nullopt;
    }
    const std::uint64_t count = get_little_endian(header, 16, 8);
    if (count > SolvedTable::positions(n)) return std::nullopt;
    std::vector<std::uint8_t> entries(count);
    if (!in.read(reinterpret_cast<char*>(entries.data()), static_cast<std::streamsize>(count))) {
        return std::nullopt;
    }
    if (in.peek() != std::ifstream::traits_type::eof()) return std::nullopt;  // too long
    if (fnv1a(entries) != get_little_endian(header, 24, 8)) return std::nullopt;
    return from_canonical_entries(n, entries);
}

bool write_table(const std::filesystem::path& path, const SolvedTable& table) {
    const std::vector<std::uint8_t> entries = canonical_entries(table);
    std::vector<std::uint8_t> header(kMagic.begin(), kMagic.end());
    put_little_endian(header, kTableFormatVersion, 4);
    put_little_endian(header, static_cast<std::uint64_t>(table.size()), 4);
    put_little_endian(header, entries.size(), 8);
    put_little_endian(header, fnv1a(entries), 8);
    return write_whole_file(path, {header, entries});
}

}  // namespace pushover
