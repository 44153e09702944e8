#include "ui/game/board_input.hpp"

#include <algorithm>

namespace plateau::ui {

int plateau_key_of(sf::Keyboard::Key key) {
    using K = sf::Keyboard;
    if (key >= K::A && key <= K::Z) return 'a' + (key - K::A);
    if (key >= K::Num0 && key <= K::Num9) return '0' + (key - K::Num0);
    if (key >= K::Numpad0 && key <= K::Numpad9) return '0' + (key - K::Numpad0);
    switch (key) {
        case K::Left:
            return PLATEAU_KEY_LEFT;
        case K::Right:
            return PLATEAU_KEY_RIGHT;
        case K::Up:
            return PLATEAU_KEY_UP;
        case K::Down:
            return PLATEAU_KEY_DOWN;
        case K::Enter:
            return PLATEAU_KEY_ENTER;
        case K::Space:
            return PLATEAU_KEY_SPACE;
        case K::Backspace:
            return PLATEAU_KEY_BACKSPACE;
        case K::Tab:
            return PLATEAU_KEY_TAB;
        case K::Home:
            return PLATEAU_KEY_HOME;
        case K::End:
            return PLATEAU_KEY_END;
        case K::PageUp:
            return PLATEAU_KEY_PAGE_UP;
        case K::PageDown:
            return PLATEAU_KEY_PAGE_DOWN;
        case K::Escape:
            return PLATEAU_KEY_ESCAPE;
        case K::Delete:
            return PLATEAU_KEY_DELETE;
        case K::Comma:
            return ',';
        case K::Period:
            return '.';
        case K::Hyphen:
            return '-';
        case K::Equal:
            return '=';
        case K::Slash:
            return '/';
        case K::Backslash:
            return '\\';
        case K::Semicolon:
            return ';';
        case K::Quote:
            return '\'';
        case K::LBracket:
            return '[';
        case K::RBracket:
            return ']';
        case K::Tilde:
            return '`';
        case K::Add:
            return '+';
        case K::Subtract:
            return '-';
        case K::Multiply:
            return '*';
        case K::Divide:
            return '/';
        default:
            return 0;
    }
}

int plateau_modifiers_of(const sf::Event::KeyEvent& key) {
    return (key.shift ? PLATEAU_MOD_SHIFT : 0) | (key.control ? PLATEAU_MOD_CTRL : 0) |
           (key.alt ? PLATEAU_MOD_ALT : 0);
}

namespace {
int plateau_button_of(sf::Mouse::Button button) {
    switch (button) {
        case sf::Mouse::Left:
            return PLATEAU_BUTTON_LEFT;
        case sf::Mouse::Right:
            return PLATEAU_BUTTON_RIGHT;
        case sf::Mouse::Middle:
            return PLATEAU_BUTTON_MIDDLE;
        default:
            return 0;
    }
}
}  // namespace

plateau_input BoardPointer::pointer(plateau_input_type type, float x, float y,
                                    const BoardViewport& board) const {
    plateau_input in{};
    in.type = type;
    const sf::Vector2f at = board.to_board({x, y});
    in.x = at.x;
    in.y = at.y;
    in.buttons_down = buttons_down_;
    in.width = board.size.x;
    in.height = board.size.y;
    if (!inside_) {  // a drag outside the board: clamp to the edge of what shows
        const Rect shown = board.visible();
        in.x = std::clamp(in.x, shown.left, std::max(shown.left, right(shown) - 1));
        in.y = std::clamp(in.y, shown.top, std::max(shown.top, bottom(shown) - 1));
    }
    return in;
}

std::optional<plateau_input> BoardPointer::translate(const sf::Event& event,
                                                     const BoardViewport& board) {
    switch (event.type) {
        case sf::Event::MouseButtonPressed: {
            const int button = plateau_button_of(event.mouseButton.button);
            const sf::Vector2f at(static_cast<float>(event.mouseButton.x),
                                  static_cast<float>(event.mouseButton.y));
            if (button == 0 || !contains(board.screen, at)) return std::nullopt;
            inside_ = true;
            buttons_down_ |= 1 << button;
            plateau_input in = pointer(PLATEAU_INPUT_POINTER_DOWN, at.x, at.y, board);
            in.button = button;
            return in;
        }
        case sf::Event::MouseButtonReleased: {
            const int button = plateau_button_of(event.mouseButton.button);
            if (button == 0 || (buttons_down_ & (1 << button)) == 0) return std::nullopt;
            buttons_down_ &= ~(1 << button);
            const sf::Vector2f at(static_cast<float>(event.mouseButton.x),
                                  static_cast<float>(event.mouseButton.y));
            inside_ = contains(board.screen, at);
            plateau_input in = pointer(PLATEAU_INPUT_POINTER_UP, at.x, at.y, board);
            in.button = button;
            return in;
        }
        case sf::Event::MouseMoved: {
            const sf::Vector2f at(static_cast<float>(event.mouseMove.x),
                                  static_cast<float>(event.mouseMove.y));
            const bool was_inside = inside_;
            inside_ = contains(board.screen, at);
            if (inside_ || buttons_down_ != 0) {
                return pointer(PLATEAU_INPUT_POINTER_MOVE, at.x, at.y, board);
            }
            if (was_inside) return pointer(PLATEAU_INPUT_POINTER_LEAVE, at.x, at.y, board);
            return std::nullopt;
        }
        case sf::Event::MouseLeft: {
            if (!inside_ && buttons_down_ == 0) return std::nullopt;
            inside_ = false;
            buttons_down_ = 0;
            plateau_input in{};
            in.type = PLATEAU_INPUT_POINTER_LEAVE;
            in.width = board.size.x;
            in.height = board.size.y;
            return in;
        }
        case sf::Event::KeyPressed: {
            const int key = plateau_key_of(event.key.code);
            if (key == 0) return std::nullopt;
            plateau_input in{};
            in.type = PLATEAU_INPUT_KEY;
            in.key = key;
            in.modifiers = plateau_modifiers_of(event.key);
            in.width = board.size.x;
            in.height = board.size.y;
            return in;
        }
        case sf::Event::TextEntered: {
            const char32_t cp = event.text.unicode;
            // Control characters come as keys; surrogates and beyond are not characters.
            if (cp < 0x20 || cp == 0x7F || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
                return std::nullopt;
            }
            plateau_input in{};
            in.type = PLATEAU_INPUT_TEXT;
            in.codepoint = cp;
            in.width = board.size.x;
            in.height = board.size.y;
            return in;
        }
        default:
            return std::nullopt;
    }
}

}  // namespace plateau::ui
