#include "ui/widgets/text_field.hpp"

#include <SFML/System/String.hpp>

#include "ui/draw/ui_font.hpp"
#include "ui/widgets/clipboard.hpp"

namespace plateau::ui {

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

TextField::TextField(std::string text, std::size_t max_bytes) : max_bytes_(max_bytes) {
    set_text(std::move(text));
}

void TextField::set_text(std::string text) {
    text_ = std::move(text);
    cursor_ = text_.size();
}

std::size_t TextField::previous_boundary(std::size_t at) const {
    if (at == 0) return 0;
    --at;
    while (at > 0 && (static_cast<unsigned char>(text_[at]) & 0xC0) == 0x80) --at;
    return at;
}

std::size_t TextField::next_boundary(std::size_t at) const {
    if (at >= text_.size()) return text_.size();
    ++at;
    while (at < text_.size() && (static_cast<unsigned char>(text_[at]) & 0xC0) == 0x80) ++at;
    return at;
}

void TextField::insert(char32_t code_point) {
    std::string bytes;
    append_utf8(bytes, code_point);
    if (text_.size() + bytes.size() > max_bytes_) return;
    text_.insert(cursor_, bytes);
    cursor_ += bytes.size();
}

void TextField::paste(const std::string& utf8) {
    const sf::String text = sf::String::fromUtf8(utf8.begin(), utf8.end());
    for (const sf::Uint32 cp : text) {
        if (cp == '\n' || cp == '\r') break;
        if (cp < 0x20 || cp == 0x7F || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) continue;
        insert(static_cast<char32_t>(cp));
    }
}

bool TextField::handle(const sf::Event& event) {
    if (event.type == sf::Event::TextEntered) {
        const char32_t cp = event.text.unicode;
        if (cp < 0x20 || cp == 0x7F || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            return false;
        }
        insert(cp);
        return true;
    }
    if (event.type != sf::Event::KeyPressed) return false;
    if (event.key.control && !event.key.alt && event.key.code == sf::Keyboard::V) {
        const std::size_t before = text_.size();
        paste(clipboard_text());
        return text_.size() != before;
    }
    if (event.key.control && !event.key.alt && event.key.code == sf::Keyboard::C) {
        copy_to_clipboard(text_);
        return false;
    }
    switch (event.key.code) {
        case sf::Keyboard::Backspace: {
            if (cursor_ == 0) return false;
            const std::size_t from = previous_boundary(cursor_);
            text_.erase(from, cursor_ - from);
            cursor_ = from;
            return true;
        }
        case sf::Keyboard::Delete: {
            if (cursor_ >= text_.size()) return false;
            text_.erase(cursor_, next_boundary(cursor_) - cursor_);
            return true;
        }
        case sf::Keyboard::Left:
            cursor_ = previous_boundary(cursor_);
            return true;
        case sf::Keyboard::Right:
            cursor_ = next_boundary(cursor_);
            return true;
        case sf::Keyboard::Home:
            cursor_ = 0;
            return true;
        case sf::Keyboard::End:
            cursor_ = text_.size();
            return true;
        default:
            return false;
    }
}

void TextField::draw(Painter& painter, const Rect& box, bool focused, bool error) const {
    const Theme& theme = painter.theme();
    sf::Color outline = theme.border;
    if (focused) outline = theme.accent;
    if (error) outline = theme.error;
    painter.outlined(box, 5,
                     theme.dark ? mix(theme.surface, theme.background, 0.5f) : theme.surface,
                     outline, focused || error ? 2.0f : 1.0f);
    constexpr float kPad = 8;
    const float room = box.width - 2 * kPad;
    const std::string before = text_.substr(0, cursor_);
    const float cursor_x = painter.text_width(before, text_size::body);
    // Scroll so the cursor stays visible: drop characters from the front until it fits.
    // (Only while focused: a field without the focus shows its beginning.)
    std::size_t first = 0;
    while (focused && first < cursor_ &&
           cursor_x - painter.text_width(text_.substr(0, first), text_size::body) > room - 2) {
        first = next_boundary(first);
    }
    const std::string shown = text_.substr(first);
    const std::string fitted = painter.elide(shown, room, text_size::body);
    painter.text(box.left + kPad, centre_y(box), fitted, text_size::body, theme.text);
    if (focused) {
        const float x = box.left + kPad +
                        painter.text_width(text_.substr(first, cursor_ - first), text_size::body);
        painter.rect(snapped({x, box.top + 7, 1.5f, box.height - 14}), theme.text);
    }
}

}  // namespace plateau::ui
