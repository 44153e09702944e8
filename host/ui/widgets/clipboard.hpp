// The system clipboard, in UTF-8 (SFML's sf::Clipboard holds sf::String): a game ID copied
// from the game menu, pasted into a text field.
#pragma once

#include <string>

namespace plateau::ui {

void copy_to_clipboard(const std::string& utf8);
// The clipboard's text; "" when it holds none.
[[nodiscard]] std::string clipboard_text();

}  // namespace plateau::ui
