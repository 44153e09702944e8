// The board's place in the window. Usually the board is exactly the area the window gives
// it; when the game needs more to stay readable (its cells would fall under about 8 px:
// plateau_plugin.min_board_size), the board is drawn at that size and the area shows a
// part of it, moved with the mouse wheel (Shift for across), with thin bars saying where.
#pragma once

#include <SFML/System/Vector2.hpp>

#include "ui/draw/geometry.hpp"

namespace plateau::ui {

class Painter;

struct BoardViewport {
    Rect screen;          // where the board shows, in window pixels
    sf::Vector2f size;    // the board's own size in pixels: at least the screen's
    sf::Vector2f scroll;  // the board pixel shown at the screen's top left

    // Takes a new area and the game's minimum size (0: none), keeping the scroll in range.
    void fit(const Rect& area, sf::Vector2f minimum);
    [[nodiscard]] bool scrolls() const { return size.x > screen.width || size.y > screen.height; }
    // Moves the view by `delta` board pixels, within the board. True if it moved.
    bool scroll_by(sf::Vector2f delta);
    // A window point in board pixels.
    [[nodiscard]] sf::Vector2f to_board(sf::Vector2f window_point) const {
        return {window_point.x - screen.left + scroll.x, window_point.y - screen.top + scroll.y};
    }
    // The part of the board that shows, in board pixels.
    [[nodiscard]] Rect visible() const { return {scroll.x, scroll.y, screen.width, screen.height}; }
};

// The bars along the right and bottom edges of a scrolled board (nothing when it fits).
void draw_scroll_bars(Painter& painter, const BoardViewport& board);

}  // namespace plateau::ui
