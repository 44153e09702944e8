#include "ui/draw/text_layout.hpp"

#include <cmath>

namespace plateau::ui {

char32_t pop_code_point(std::string_view& text) {
    constexpr char32_t kReplacement = 0xFFFD;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    char32_t cp = 0;
    if (lead < 0x80) {
        text.remove_prefix(1);
        return lead;
    }
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        cp = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        cp = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        cp = lead & 0x07;
    } else {
        text.remove_prefix(1);
        return kReplacement;
    }
    if (text.size() < length) {
        text.remove_prefix(1);
        return kReplacement;
    }
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) {
            text.remove_prefix(1);
            return kReplacement;
        }
        cp = (cp << 6) | (byte(i) & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not characters.
    constexpr char32_t kMinForLength[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMinForLength[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        text.remove_prefix(1);
        return kReplacement;
    }
    text.remove_prefix(length);
    return cp;
}

namespace {
bool is_control(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp < 0xA0); }
}  // namespace

float TextLayout::width(std::string_view utf8, unsigned size, bool bold) const {
    const sf::Font& font = face(bold);
    const bool embolden = synthetic_bold(bold);
    float pen = 0;
    char32_t previous = 0;
    while (!utf8.empty()) {
        const char32_t cp = pop_code_point(utf8);
        if (is_control(cp)) continue;
        pen += font.getKerning(previous, cp, size);
        pen += font.getGlyph(cp, size, embolden).advance;
        previous = cp;
    }
    return pen;
}

float TextLayout::cap_height(unsigned size) const {
    return -regular_->getGlyph(U'H', size, false).bounds.top;
}

float TextLayout::line_spacing(unsigned size) const { return regular_->getLineSpacing(size); }

void TextLayout::append(sf::VertexArray& out, std::string_view utf8, float x, float baseline,
                        unsigned size, sf::Color colour, bool bold) const {
    // Glyphs are stored with a margin in the page texture; like sf::Text, include one pixel
    // of it so the smoothed edges are not cut.
    constexpr float kPadding = 1.0f;
    const sf::Font& font = face(bold);
    const bool embolden = synthetic_bold(bold);
    float pen = std::round(x);
    const float base = std::round(baseline);
    char32_t previous = 0;
    while (!utf8.empty()) {
        const char32_t cp = pop_code_point(utf8);
        if (is_control(cp)) continue;
        pen += font.getKerning(previous, cp, size);
        previous = cp;
        const sf::Glyph& glyph = font.getGlyph(cp, size, embolden);
        if (glyph.textureRect.width > 0 && glyph.textureRect.height > 0) {
            const float left = pen + glyph.bounds.left - kPadding;
            const float top = base + glyph.bounds.top - kPadding;
            const float right = pen + glyph.bounds.left + glyph.bounds.width + kPadding;
            const float bottom = base + glyph.bounds.top + glyph.bounds.height + kPadding;
            const auto& t = glyph.textureRect;
            const float u0 = static_cast<float>(t.left) - kPadding;
            const float v0 = static_cast<float>(t.top) - kPadding;
            const float u1 = static_cast<float>(t.left + t.width) + kPadding;
            const float v1 = static_cast<float>(t.top + t.height) + kPadding;
            const sf::Vertex tl({left, top}, colour, {u0, v0});
            const sf::Vertex tr({right, top}, colour, {u1, v0});
            const sf::Vertex bl({left, bottom}, colour, {u0, v1});
            const sf::Vertex br({right, bottom}, colour, {u1, v1});
            out.append(tl);
            out.append(tr);
            out.append(bl);
            out.append(bl);
            out.append(tr);
            out.append(br);
        }
        pen += glyph.advance;
    }
}

}  // namespace plateau::ui
