// Files for the loader's tests: the test plugins built beside them, temporary folders, and
// copies, replacements and truncations of files.
#pragma once

#include <cstddef>
#include <filesystem>
#include <span>
#include <string_view>
#include <vector>

#include "temp_folder.hpp"

namespace loader_test {

// A test plugin built by tests/loader/CMakeLists.txt: "counter" is test_plugins/counter.so.
[[nodiscard]] std::filesystem::path test_plugin(std::string_view name);

// The stripped copy of the counter plugin (no .symtab, only .dynsym).
[[nodiscard]] std::filesystem::path stripped_test_plugin();

// A new empty folder in the system's temporary folder, removed with its contents.
using TempDir = plateau::test::TempFolder;

void write_file(const std::filesystem::path& file, std::span<const std::byte> bytes);
void write_text_file(const std::filesystem::path& file, std::string_view text);
[[nodiscard]] std::vector<std::byte> read_file(const std::filesystem::path& file);

// Copies `file` to `target` (a new file).
void copy_to(const std::filesystem::path& file, const std::filesystem::path& target);

// Replaces `target` with a copy of `file` the way installers do, by renaming a new file over
// it, so a library loaded from `target` keeps its own (now nameless) file; the new file's
// modification time is set a minute later than the old one's.
void replace_with(const std::filesystem::path& file, const std::filesystem::path& target);

}  // namespace loader_test
