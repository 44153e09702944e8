// Tooltips: a small label under the control the pointer rests on, shown after a short
// delay (as GNOME does) so that moving across a toolbar does not flash them.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

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

// The texts a screen drew cut ("…") this frame, for their tooltips: the pointer resting on
// one shows its whole text, and the keyboard focus on what holds some shows theirs.
class CutTexts {
  public:
    // Collects the painter's cuts from now on (those of the frame before are forgotten).
    void begin(Painter& painter) {
        cuts_.clear();
        painter.collect_cuts(&cuts_);
    }
    static void end(Painter& painter) { painter.collect_cuts(nullptr); }

    // Those noted since `mark` were drawn under a view moved by `offset` from the window,
    // and are seen only inside `clip` (window coordinates): they are kept in the window's.
    [[nodiscard]] std::size_t mark() const { return cuts_.size(); }
    void move_since(std::size_t mark, sf::Vector2f offset, const Rect& clip);

    // The tooltip key of the cut text under the point ("" for none): "cut:" and the text.
    [[nodiscard]] std::string key_at(sf::Vector2f point) const;
    // The cut text under the point whose key that is, if it is still there.
    [[nodiscard]] const CutText* find(const std::string& key, sf::Vector2f point) const;
    // The whole texts of the cuts inside `area`, a paragraph each ("" for none).
    [[nodiscard]] std::string inside(const Rect& area) const;

  private:
    std::vector<CutText> cuts_;
};

// Draws `text` in a small dark box under `anchor` (above it if there is no room), kept
// inside the window.
void draw_tooltip(Painter& painter, const std::string& text, const Rect& anchor,
                  sf::Vector2f window);

}  // namespace plateau::ui
