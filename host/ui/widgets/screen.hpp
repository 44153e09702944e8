// What the window shows: one screen at a time (the launcher or a game), each drawn only
// when something changed. The window's loop (WindowApp) asks a screen to handle events,
// to update (poll jobs, advance animations), when it next needs waking, and to draw.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ui/draw/painter.hpp"
#include "ui/draw/theme.hpp"

namespace plateau::core {
class HostContext;
class Session;
struct PluginChange;
}  // namespace plateau::core

namespace plateau::ui {

using Clock = std::chrono::steady_clock;

// What every screen shares: the host, the font, the theme.
struct UiContext {
    core::HostContext& host;
    const sf::Font& font;
    const sf::Font* bold_font;  // null: bold is emboldened from `font`
    Theme theme;
    bool animations = true;
};

// How a screen changes what the window shows. Switches take effect after the current
// event, so a screen may ask to be replaced from inside its own handler.
class Navigator {
  public:
    virtual ~Navigator() = default;
    virtual void show_launcher() = 0;
    // Opens the game screen on a session of the game `id`, played for `elapsed_seconds`
    // already (a continued game).
    virtual void show_game(const std::string& id, std::unique_ptr<core::Session> session,
                           double elapsed_seconds) = 0;
    virtual void quit() = 0;
    // Saves a PNG of the window into the data folder's screenshots.
    virtual void screenshot() = 0;
    // A short message at the bottom of the window, for a few seconds.
    virtual void notify(const std::string& message) = 0;
    // A message over the launcher's cards until the next one (a game closed because its
    // plugin went away, say).
    virtual void show_launcher_error(const std::string& message) = 0;
};

class Screen {
  public:
    virtual ~Screen() = default;

    // The window has this size (first call before any other; then on every resize).
    virtual void resize(sf::Vector2f size) = 0;
    // Became the screen shown.
    virtual void shown() {}
    // True when the screen must be drawn again.
    virtual bool handle(const sf::Event& event, Clock::time_point now) = 0;
    // Called once per turn of the loop: poll jobs, finish animations. True: draw again.
    virtual bool update(Clock::time_point /*now*/) { return false; }
    // True while something moves: the loop then draws at the display's rate.
    [[nodiscard]] virtual bool animating(Clock::time_point /*now*/) const { return false; }
    // The plugin folders changed (a plugin added, replaced by its rebuilt file, removed):
    // the screen shows what it offers anew.
    virtual void plugins_changed(const std::vector<core::PluginChange>& /*changes*/,
                                 Clock::time_point /*now*/) {}
    // When the screen needs a turn of the loop without any input (a job to poll, the
    // timer's next second, a tooltip to show).
    [[nodiscard]] virtual std::optional<Clock::time_point> next_wake(
        Clock::time_point /*now*/) const {
        return std::nullopt;
    }
    // Draws the whole screen. The painter's batch is empty on entry; the window flushes
    // it after.
    virtual void draw(sf::RenderTarget& target, Painter& painter, Clock::time_point now) = 0;
};

}  // namespace plateau::ui
