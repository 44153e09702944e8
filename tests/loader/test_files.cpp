#include "test_files.hpp"

#include <stdlib.h>

#include <chrono>
#include <fstream>
#include <stdexcept>
#include <string>

namespace loader_test {

std::filesystem::path test_plugin(std::string_view name) {
    return std::filesystem::path(LOADER_TEST_PLUGIN_DIR) / (std::string(name) + ".so");
}

std::filesystem::path stripped_test_plugin() { return LOADER_TEST_STRIPPED_PLUGIN; }

void write_file(const std::filesystem::path& file, std::span<const std::byte> bytes) {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + file.string());
}

void write_text_file(const std::filesystem::path& file, std::string_view text) {
    write_file(file, std::as_bytes(std::span(text.data(), text.size())));
}

std::vector<std::byte> read_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::vector<std::byte> bytes(std::filesystem::file_size(file));
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!in) throw std::runtime_error("cannot read " + file.string());
    return bytes;
}

void copy_to(const std::filesystem::path& file, const std::filesystem::path& target) {
    std::filesystem::copy_file(file, target);
}

void replace_with(const std::filesystem::path& file, const std::filesystem::path& target) {
    const auto later = std::filesystem::last_write_time(target) + std::chrono::minutes(1);
    std::filesystem::path fresh = target;
    fresh += ".new";
    std::filesystem::copy_file(file, fresh);
    std::filesystem::last_write_time(fresh, later);
    std::filesystem::rename(fresh, target);
}

}  // namespace loader_test
