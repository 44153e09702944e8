#include "ui/widgets/colour_chooser.hpp"

#include <algorithm>
#include <array>

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

namespace {
constexpr float kCell = 28;
constexpr float kCellGap = 6;
constexpr float kPad = 12;
constexpr float kTitle = 26;
constexpr float kFoot = 30;  // the line under the palette

// The GNOME palette (libadwaita's named colours), each hue's shades from light to dark.
constexpr std::array<std::array<std::uint32_t, ColourChooser::kRows>, ColourChooser::kColumns>
    kPalette{{
        {0x99c1f1, 0x62a0ea, 0x3584e4, 0x1c71d8, 0x1a5fb4},  // blue
        {0x8ff0a4, 0x57e389, 0x33d17a, 0x2ec27e, 0x26a269},  // green
        {0xf9f06b, 0xf8e45c, 0xf6d32d, 0xf5c211, 0xe5a50a},  // yellow
        {0xffbe6f, 0xffa348, 0xff7800, 0xe66100, 0xc64600},  // orange
        {0xf66151, 0xed333b, 0xe01b24, 0xc01c28, 0xa51d2d},  // red
        {0xdc8add, 0xc061cb, 0x9141ac, 0x813d9c, 0x613583},  // purple
        {0xcdab8f, 0xb5835a, 0x986a44, 0x865e3c, 0x63452c},  // brown
        {0xffffff, 0xf6f5f4, 0xdeddda, 0xc0bfbc, 0x9a9996},  // light
        {0x77767b, 0x5e5c64, 0x3d3846, 0x241f31, 0x000000},  // dark
    }};
}  // namespace

sf::Color ColourChooser::palette(int column, int row) {
    const std::uint32_t rgb =
        kPalette[static_cast<std::size_t>(column)][static_cast<std::size_t>(row)];
    return {static_cast<sf::Uint8>(rgb >> 16), static_cast<sf::Uint8>(rgb >> 8),
            static_cast<sf::Uint8>(rgb)};
}

void ColourChooser::open(const Rect& anchor, std::optional<sf::Color> current) {
    open_ = true;
    anchor_ = anchor;
    current_ = current;
    column_ = 0;
    row_ = 0;
    hovered_.reset();
    for (int c = 0; c < kColumns; ++c) {
        for (int r = 0; r < kRows; ++r) {
            if (current && palette(c, r) == *current) {
                column_ = c;
                row_ = r;
            }
        }
    }
}

Rect ColourChooser::cell(int column, int row) const {
    return {box_.left + kPad + static_cast<float>(column) * (kCell + kCellGap),
            box_.top + kPad + kTitle + static_cast<float>(row) * (kCell + kCellGap), kCell, kCell};
}

std::optional<std::pair<int, int>> ColourChooser::cell_at(sf::Vector2f point) const {
    for (int c = 0; c < kColumns; ++c) {
        for (int r = 0; r < kRows; ++r) {
            if (contains(inset(cell(c, r), -kCellGap / 2), point)) return std::pair{c, r};
        }
    }
    return std::nullopt;
}

ColourChooser::Result ColourChooser::handle(const sf::Event& event) {
    if (!open_) return {};
    switch (event.type) {
        case sf::Event::KeyPressed:
            switch (event.key.code) {
                case sf::Keyboard::Escape:
                    open_ = false;
                    return {true, std::nullopt};
                case sf::Keyboard::Left:
                    column_ = (column_ + kColumns - 1) % kColumns;
                    return {true, std::nullopt};
                case sf::Keyboard::Right:
                    column_ = (column_ + 1) % kColumns;
                    return {true, std::nullopt};
                case sf::Keyboard::Up:
                    row_ = (row_ + kRows - 1) % kRows;
                    return {true, std::nullopt};
                case sf::Keyboard::Down:
                    row_ = (row_ + 1) % kRows;
                    return {true, std::nullopt};
                case sf::Keyboard::Enter:
                case sf::Keyboard::Space:
                    open_ = false;
                    return {true, palette(column_, row_)};
                default:
                    return {true, std::nullopt};  // the chooser holds the keyboard
            }
        case sf::Event::TextEntered:
            return {true, std::nullopt};
        case sf::Event::MouseMoved: {
            const auto at = cell_at(
                {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)});
            const bool changed = at != hovered_;
            hovered_ = at;
            return {changed, std::nullopt};
        }
        case sf::Event::MouseButtonPressed: {
            const sf::Vector2f p(static_cast<float>(event.mouseButton.x),
                                 static_cast<float>(event.mouseButton.y));
            if (const auto at = cell_at(p)) {
                open_ = false;
                return {true, palette(at->first, at->second)};
            }
            if (!contains(box_, p)) open_ = false;  // a click outside closes it
            return {true, std::nullopt};
        }
        case sf::Event::MouseWheelScrolled:
            return {true, std::nullopt};
        default:
            return {};
    }
}

void ColourChooser::draw(Painter& painter, sf::Vector2f window) {
    if (!open_) return;
    const Theme& theme = painter.theme();
    const float width = 2 * kPad + kColumns * kCell + (kColumns - 1) * kCellGap;
    const float height = 2 * kPad + kTitle + kRows * kCell + (kRows - 1) * kCellGap + kFoot;
    float x = std::clamp(centre_x(anchor_) - width / 2, 8.0f, std::max(8.0f, window.x - 8 - width));
    float y = bottom(anchor_) + 6;
    if (y + height > window.y - 8) y = std::max(8.0f, anchor_.top - 6 - height);
    box_ = snapped({x, y, width, height});
    painter.rounded(inset(box_, -1), 10, theme.shadow);
    painter.outlined(box_, 9, theme.surface, theme.border);
    painter.text(box_.left + kPad, box_.top + kPad + 8, core::tr("Colours"), text_size::body,
                 theme.muted, TextAlign::left, true);
    for (int c = 0; c < kColumns; ++c) {
        for (int r = 0; r < kRows; ++r) {
            const Rect cr = snapped(cell(c, r));
            const sf::Color colour = palette(c, r);
            const bool hot = hovered_ && hovered_->first == c && hovered_->second == r;
            painter.outlined(hot ? inset(cr, -2) : cr, 6, colour, mix(colour, theme.text, 0.35f));
            if (current_ && *current_ == colour) {
                // The colour in use: a ring in the text's colour, a gap of the surface inside.
                painter.outlined(inset(cr, 5), 3, colour, theme.surface, 2.0f);
            }
            if (c == column_ && r == row_) painter.focus_ring(cr, 6);
        }
    }
    painter.text_in({box_.left + kPad, bottom(box_) - kPad - 18, box_.width - 2 * kPad, 18},
                    core::tr("Your own colour: type #rrggbb in the field"), text_size::body,
                    theme.muted);
}

}  // namespace plateau::ui
