// The window's one font, DejaVu Sans, and the three sizes it is used at.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <vector>

namespace plateau::ui {

// Character sizes, in pixels. Headings use the font's synthetic bold.
namespace text_size {
inline constexpr unsigned title = 24;    // the launcher's header, a panel's result line
inline constexpr unsigned heading = 16;  // card names, panel titles, the game's name
inline constexpr unsigned body = 13;     // everything else
}  // namespace text_size

class FontError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Where DejaVu Sans is looked for when the configuration names no font: the usual font
// folders of Debian, Fedora and Arch, then the user's.
[[nodiscard]] std::vector<std::filesystem::path> font_candidates();

// The font and, when it is beside it (DejaVuSans.ttf, DejaVuSans-Bold.ttf), its bold face.
struct UiFonts {
    std::unique_ptr<sf::Font> regular;
    std::unique_ptr<sf::Font> bold;  // null: bold is drawn by emboldening the regular face
};

// Loads `configured` if it is not empty, else the first candidate that exists. Throws
// FontError naming every place looked at, and the package to install.
[[nodiscard]] UiFonts load_ui_fonts(const std::filesystem::path& configured);

// The bold face's file beside a font's: NAME-Bold.EXT.
[[nodiscard]] std::filesystem::path bold_face_path(const std::filesystem::path& regular);

}  // namespace plateau::ui
