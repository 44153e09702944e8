// A colour chosen from a palette, as GNOME's colour buttons do: a popover under the swatch
// that opened it with the GNOME palette (nine hues in five shades, light to dark, then the
// greys), the current colour ringed. Click a colour, or move with the arrows and press
// Enter or Space; Escape or a click outside closes it. A value of one's own stays typed
// as #rrggbb in the field beside the swatch.
#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Window/Event.hpp>
#include <optional>

#include "ui/draw/geometry.hpp"
#include "ui/draw/painter.hpp"

namespace plateau::ui {

class ColourChooser {
  public:
    static constexpr int kColumns = 9;  // blue, green, yellow, orange, red, purple, brown,
                                        // light greys, dark greys
    static constexpr int kRows = 5;

    // The palette's colour at a column and row.
    [[nodiscard]] static sf::Color palette(int column, int row);

    // Opens under `anchor` (window coordinates) with `current` ringed when it is in the
    // palette (and the keyboard's cursor on it, else on the first colour).
    void open(const Rect& anchor, std::optional<sf::Color> current);
    void close() { open_ = false; }
    [[nodiscard]] bool is_open() const { return open_; }

    // What an event did while open.
    struct Result {
        bool used = false;                // the event was the chooser's (redraw)
        std::optional<sf::Color> chosen;  // a colour was picked (the chooser closed)
    };
    Result handle(const sf::Event& event);

    void draw(Painter& painter, sf::Vector2f window);

  private:
    [[nodiscard]] Rect cell(int column, int row) const;
    [[nodiscard]] std::optional<std::pair<int, int>> cell_at(sf::Vector2f point) const;

    bool open_ = false;
    Rect anchor_;
    Rect box_;  // from the last draw
    std::optional<sf::Color> current_;
    int column_ = 0;
    int row_ = 0;
    std::optional<std::pair<int, int>> hovered_;
};

}  // namespace plateau::ui
