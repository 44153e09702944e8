#include "pushover/search/table_file.hpp"

#include <array>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <system_error>

namespace pushover {
namespace {

constexpr std::array<char, 8> kMagic{'P', 'O', 'S', 'O', 'L', 'V', 'E', 'D'};
constexpr std::size_t kHeaderSize = 8 + 4 + 4 + 8 + 8;

std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const std::uint8_t b : bytes) {
        hash ^= b;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

void put(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>(value >> (8 * i) & 0xFF));
}

std::uint64_t get(const std::string& in, std::size_t at, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) {
        value |= std::uint64_t{static_cast<unsigned char>(in[at + i])} << (8 * i);
    }
    return value;
}

}  // namespace

std::filesystem::path table_file_name(int n) {
    return "solved-" + std::to_string(n) + "x" + std::to_string(n) + ".bin";
}

std::optional<SolvedTable> read_table(const std::filesystem::path& path, int n) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string header(kHeaderSize, '\0');
    if (!in.read(header.data(), static_cast<std::streamsize>(header.size()))) return std::nullopt;
    if (std::memcmp(header.data(), kMagic.data(), kMagic.size()) != 0 ||
        get(header, 8, 4) != kTableFormatVersion || get(header, 12, 4) != std::uint64_t(n)) {
        return std::nullopt;
    }
    const std::uint64_t count = get(header, 16, 8);
    if (count > SolvedTable::positions(n)) return std::nullopt;
    std::vector<std::uint8_t> entries(count);
    if (!in.read(reinterpret_cast<char*>(entries.data()), static_cast<std::streamsize>(count))) {
        return std::nullopt;
    }
    if (in.peek() != std::ifstream::traits_type::eof()) return std::nullopt;  // too long
    if (fnv1a(entries) != get(header, 24, 8)) return std::nullopt;
    return from_canonical_entries(n, entries);
}

bool write_table(const std::filesystem::path& path, const SolvedTable& table) {
    const std::vector<std::uint8_t> entries = canonical_entries(table);
    std::string header;
    header.append(kMagic.data(), kMagic.size());
    put(header, kTableFormatVersion, 4);
    put(header, static_cast<std::uint64_t>(table.size()), 4);
    put(header, entries.size(), 8);
    put(header, fnv1a(entries), 8);
    std::filesystem::path temporary = path;
    // Two programs may write at once: each its own temporary name.
    temporary += ".tmp-" + std::to_string(std::random_device{}());
    std::error_code error;
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(header.data(), static_cast<std::streamsize>(header.size()));
        out.write(reinterpret_cast<const char*>(entries.data()),
                  static_cast<std::streamsize>(entries.size()));
        out.close();
        if (!out) {
            std::filesystem::remove(temporary, error);
            return false;
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        return false;
    }
    return true;
}

}  // namespace pushover
