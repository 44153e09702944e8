// Tooltips: a small label under the control the pointer rests on, shown after a short
// delay (as GNOME does) so that moving across a toolbar does not flash them.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "ui/draw/geometry.hpp"
#include "ui/draw/painter.hpp"

namespace plateau::ui {

using Clock = std::chrono::steady_clock;

class TooltipTimer {
  public:
    static constexpr std::chrono::milliseconds kDelay{450};

    // The pointer is over the control `key` (empty: over none). True when that changed.
    bool hover(const std::string& key, Clock::time_point now);
    [[nodiscard]] const std::string& key() const { return key_; }
    [[nodiscard]] bool visible(Clock::time_point now) const {
        return !key_.empty() && now >= since_ + kDelay;
    }
    // When the tooltip appears, if it is still to appear: a wake-up time for the loop.
    [[nodiscard]] std::optional<Clock::time_point> due(Clock::time_point now) const;
    void reset() { key_.clear(); }

  private:
    std::string key_;
    Clock::time_point since_{};
};

// Draws `text` in a small dark box under `anchor` (above it if there is no room), kept
// inside the window.
void draw_tooltip(Painter& painter, const std::string& text, const Rect& anchor,
                  sf::Vector2f window);

}  // namespace plateau::ui
