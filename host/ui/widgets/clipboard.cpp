#include "ui/widgets/clipboard.hpp"

#include <SFML/Window/Clipboard.hpp>

namespace plateau::ui {

void copy_to_clipboard(const std::string& utf8) {
    sf::Clipboard::setString(sf::String::fromUtf8(utf8.begin(), utf8.end()));
}

std::string clipboard_text() {
    const sf::String text = sf::Clipboard::getString();
    const auto bytes = text.toUtf8();
    return {bytes.begin(), bytes.end()};
}

}  // namespace plateau::ui
