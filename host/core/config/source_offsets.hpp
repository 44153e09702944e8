// Byte offsets of toml++ source positions (1-based lines, columns counted in code points).
#pragma once

#include <toml++/toml.h>

#include <cstddef>
#include <string_view>
#include <vector>

namespace plateau::core {

class SourceOffsets {
  public:
    explicit SourceOffsets(std::string_view text);

    // The byte offset of a position.
    [[nodiscard]] std::size_t offset(const toml::source_position& at) const;
    // Where a line (from 1) begins; past the last line: the end of the text.
    [[nodiscard]] std::size_t line_start(std::size_t line) const;

  private:
    std::string_view text_;
    std::vector<std::size_t> line_starts_;
};

}  // namespace plateau::core
