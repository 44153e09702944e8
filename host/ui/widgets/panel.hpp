// Dialogs are panels drawn in the window over a dimmed screen (never new windows): help,
// settings, save, load, game over. A panel takes every event while it is open; the screen
// under it removes it once closed().
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "ui/draw/geometry.hpp"
#include "ui/draw/painter.hpp"
#include "ui/widgets/button.hpp"

namespace plateau::ui {

class Panel {
  public:
    using Clock = std::chrono::steady_clock;
    virtual ~Panel() = default;

    // True when the panel must be drawn again.
    virtual bool handle(const sf::Event& event, Clock::time_point now) = 0;
    // Draws through the painter; a panel that clips part of itself flushes the painter into
    // `target` under a view of its own.
    virtual void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) = 0;
    [[nodiscard]] virtual bool closed() const = 0;
};

// Shared pieces of the panels' look.
namespace panel_style {
inline constexpr float kPadding = 24;
inline constexpr float kRadius = 12;
inline constexpr float kMargin = 16;  // between the panel and the window's edge
inline constexpr float kGap = 8;      // between buttons
}  // namespace panel_style

// A panel's box: `width` x `height` centred in the window, made smaller to fit it.
[[nodiscard]] Rect panel_box(sf::Vector2f window, float width, float height);

// Dims the window, draws the panel's card with its title, and returns the room left
// under the title.
Rect draw_panel_frame(Painter& painter, sf::Vector2f window, const Rect& box,
                      const std::string& title);

// Lays out buttons right-aligned on one row at the bottom of `content`; returns the
// row's top.
float layout_button_row(const Painter& painter, std::vector<Button>& buttons, const Rect& content);

// Which button is hovered and which has the keyboard focus, with the events that move
// them (Tab, Shift+Tab, Left and Right) and press them (a click, Enter or Space).
class ButtonRow {
  public:
    std::vector<Button> buttons;

    // A button's action when the event presses one; sets *changed when the look changed.
    std::optional<std::string> handle(const sf::Event& event, bool* changed);
    void draw(Painter& painter) const;
    void focus(const std::string& action);
    void clear_focus() { focus_ = -1; }
    [[nodiscard]] int focused() const { return focus_; }

  private:
    sf::Vector2f mouse_{-1, -1};
    int focus_ = -1;
    int pressed_ = -1;
};

}  // namespace plateau::ui
