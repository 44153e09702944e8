// Reading what a program wrote: a file's bytes whole, a text's lines.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace plateau::test {

// The file's bytes as they are ("" when it cannot be read).
[[nodiscard]] std::string read_file(const std::filesystem::path& file);
// The text's lines without their '\n' (a last line without one counts; no empty line after
// a final '\n').
[[nodiscard]] std::vector<std::string> lines_of(const std::string& text);

}  // namespace plateau::test
