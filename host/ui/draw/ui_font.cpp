#include "ui/draw/ui_font.hpp"

#include <cstdlib>
#include <string>
#include <system_error>

#include "core/i18n/translate.hpp"

namespace plateau::ui {

std::vector<std::filesystem::path> font_candidates() {
    std::vector<std::filesystem::path> paths = {
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",    // Debian, Ubuntu
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",  // Fedora
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",  // Arch
        "/usr/local/share/fonts/DejaVuSans.ttf",
    };
    if (const char* data = std::getenv("XDG_DATA_HOME"); data != nullptr && *data != '\0') {
        paths.push_back(std::filesystem::path(data) / "fonts" / "DejaVuSans.ttf");
    }
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
        paths.push_back(std::filesystem::path(home) / ".local/share/fonts/DejaVuSans.ttf");
        paths.push_back(std::filesystem::path(home) / ".fonts/DejaVuSans.ttf");
    }
    return paths;
}

std::filesystem::path bold_face_path(const std::filesystem::path& regular) {
    return regular.parent_path() /
           (regular.stem().string() + "-Bold" + regular.extension().string());
}

namespace {

std::unique_ptr<sf::Font> load_bold_beside(const std::filesystem::path& regular) {
    const auto path = bold_face_path(regular);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return nullptr;
    auto bold = std::make_unique<sf::Font>();
    if (!bold->loadFromFile(path.string())) return nullptr;
    return bold;
}

}  // namespace

UiFonts load_ui_fonts(const std::filesystem::path& configured) {
    UiFonts fonts;
    fonts.regular = std::make_unique<sf::Font>();
    if (!configured.empty()) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(configured, ec)) {
            throw FontError(core::format(
                core::tr("the font {} named in the configuration (font = ...) does not exist"),
                configured.string()));
        }
        if (!fonts.regular->loadFromFile(configured.string())) {
            throw FontError(core::format(
                core::tr("the font {} named in the configuration could not be read as a font"),
                configured.string()));
        }
        fonts.bold = load_bold_beside(configured);
        return fonts;
    }
    std::string looked;
    for (const auto& path : font_candidates()) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(path, ec) &&
            fonts.regular->loadFromFile(path.string())) {
            fonts.bold = load_bold_beside(path);
            return fonts;
        }
        looked += "\n  " + path.string();
    }
    const char* pattern = core::tr(
        // TRANSLATORS: {} is the list of files looked at, one a line.
        "DejaVu Sans was not found; looked at:{}\nInstall it "
        "(Debian: apt install fonts-dejavu-core) or name a .ttf "
        "file with `font = \"...\"` in the configuration.");
    throw FontError(core::format(pattern, looked));
}

}  // namespace plateau::ui
