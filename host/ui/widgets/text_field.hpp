// A one-line text entry: typing, Backspace, Delete, Left, Right, Home, End; Ctrl+V pastes
// the clipboard's first line at the cursor, Ctrl+C copies the whole text. The text is
// UTF-8 and the cursor moves by whole characters. Enter, Escape and Tab are left to the
// panel that owns the field.
#pragma once

#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <string>

#include "ui/draw/geometry.hpp"
#include "ui/draw/painter.hpp"

namespace plateau::ui {

class TextField {
  public:
    explicit TextField(std::string text = {}, std::size_t max_bytes = 256);

    [[nodiscard]] const std::string& text() const { return text_; }
    [[nodiscard]] std::size_t cursor() const { return cursor_; }  // a byte offset
    void set_text(std::string text);

    // True when the event changed the text or moved the cursor.
    bool handle(const sf::Event& event);

    // The field in `box`: an outline (accent when focused, error colour when `error`), the
    // text (its end kept in view) and, when focused, the cursor.
    void draw(Painter& painter, const Rect& box, bool focused, bool error) const;

  private:
    void insert(char32_t code_point);
    // Inserts UTF-8 text up to its first line break, without control characters.
    void paste(const std::string& utf8);
    [[nodiscard]] std::size_t previous_boundary(std::size_t at) const;
    [[nodiscard]] std::size_t next_boundary(std::size_t at) const;

    std::string text_;
    std::size_t cursor_ = 0;  // a byte offset at a character boundary
    std::size_t max_bytes_;
};

// Appends the UTF-8 form of a code point.
void append_utf8(std::string& out, char32_t code_point);

}  // namespace plateau::ui
