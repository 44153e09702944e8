#include "core/config/source_offsets.hpp"

namespace plateau::core {

SourceOffsets::SourceOffsets(std::string_view text) : text_(text) {
    // toml++ does not count a byte order mark in the first line's columns.
    line_starts_.push_back(text.starts_with("\xEF\xBB\xBF") ? 3 : 0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') line_starts_.push_back(i + 1);
    }
}

std::size_t SourceOffsets::line_start(std::size_t line) const {
    if (line == 0) return 0;
    if (line > line_starts_.size()) return text_.size();
    return line_starts_[line - 1];
}

std::size_t SourceOffsets::offset(const toml::source_position& at) const {
    std::size_t offset = line_start(at.line);
    for (std::size_t column = 1; column < at.column && offset < text_.size(); ++column) {
        // Step over one code point: its lead byte, then continuation bytes 10xxxxxx.
        ++offset;
        while (offset < text_.size() && (static_cast<unsigned char>(text_[offset]) & 0xC0) == 0x80)
            ++offset;
    }
    return offset;
}

}  // namespace plateau::core
