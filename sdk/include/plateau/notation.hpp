// Reading the text of a move or a layout: words split on blanks, whole numbers, letters in
// any case, a layout's lines. Every game's notation is read this way, so that "  3 0 ",
// "3\t0" and "O 1 1" mean what the players expect in every game, and a layout file written
// on any system reads the same.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace plateau {

namespace detail {

// A blank between words: space, tab, carriage return, line feed, vertical tab, form feed.
[[nodiscard]] constexpr bool is_blank(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

}  // namespace detail

// The text without the blanks around it.
[[nodiscard]] constexpr std::string_view trim(std::string_view text) noexcept {
    while (!text.empty() && detail::is_blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && detail::is_blank(text.back())) text.remove_suffix(1);
    return text;
}

// The words of `text`, in order, without blanks; none for a blank text.
[[nodiscard]] inline std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && detail::is_blank(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !detail::is_blank(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

// The whole word as a decimal int ("-" allowed, no "+", no blanks, no other character),
// or nothing when it is not one or does not fit an int.
[[nodiscard]] inline std::optional<int> parse_int(std::string_view word) noexcept {
    int value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || error != std::errc{} || end != word.data() + word.size())
        return std::nullopt;
    return value;
}

// The lines of a layout: the text split at each line feed, a carriage return before it
// dropped (a file written on Windows), and the blank lines at the end dropped (a final
// newline, an editor's empty last lines). Line i of the result is line i + 1 of the file.
[[nodiscard]] inline std::vector<std::string_view> layout_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    while (!lines.empty() && trim(lines.back()).empty()) lines.pop_back();
    return lines;
}

// ASCII letters to lower case; every other byte as it is (UTF-8 stays intact).
[[nodiscard]] constexpr char lower_ascii(char c) noexcept {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// Whether two texts are the same but for the case of ASCII letters.
[[nodiscard]] constexpr bool equals_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower_ascii(a[i]) != lower_ascii(b[i])) return false;
    }
    return true;
}

}  // namespace plateau
