// Lays out one line of UTF-8 text with an sf::Font: measuring it, and emitting one textured
// quad (two triangles) per glyph into a vertex array, so a whole frame of text can be drawn
// with a single draw call per character size instead of one sf::Text per string.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <string_view>

namespace plateau::ui {

// Character sizes the layout accepts; anything else is clamped (or dropped by the caller).
inline constexpr unsigned kMinTextSize = 4;
inline constexpr unsigned kMaxTextSize = 256;

class TextLayout {
  public:
    // `bold`: the family's bold face; without it, bold text is the regular face made
    // heavier by FreeType (wider and less even).
    explicit TextLayout(const sf::Font& regular, const sf::Font* bold = nullptr)
        : regular_(&regular), bold_(bold) {}

    // The face that draws `bold` text, and whether SFML must embolden its glyphs.
    [[nodiscard]] const sf::Font& face(bool bold) const {
        return bold && bold_ != nullptr ? *bold_ : *regular_;
    }
    [[nodiscard]] bool synthetic_bold(bool bold) const { return bold && bold_ == nullptr; }

    // The advance width of the line: what alignment needs.
    [[nodiscard]] float width(std::string_view utf8, unsigned size, bool bold = false) const;
    // The height of a capital letter: text is centred vertically on its cap height, so
    // digits and capitals sit in the middle of a cell.
    [[nodiscard]] float cap_height(unsigned size) const;
    // Distance between two baselines.
    [[nodiscard]] float line_spacing(unsigned size) const;

    // Appends the glyphs of `utf8` with the pen at (x, baseline); coordinates are rounded
    // to whole pixels so glyphs stay crisp. Control characters are skipped, bad UTF-8 is
    // drawn as U+FFFD.
    void append(sf::VertexArray& out, std::string_view utf8, float x, float baseline, unsigned size,
                sf::Color colour, bool bold = false) const;

  private:
    const sf::Font* regular_;
    const sf::Font* bold_;
};

// Decodes one code point from the front of `text` and removes it; invalid or truncated
// sequences yield U+FFFD and consume one byte.
char32_t pop_code_point(std::string_view& text);

}  // namespace plateau::ui
