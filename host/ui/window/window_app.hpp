// The window and its loop: events, update, draw only when something changed, and sleep.
// Owns the launcher (kept for the whole run, so going back is instant) and the game
// screen while a game is open.
//
// The loop never spins: with nothing to do it sleeps (IdlePacer), waking only for input,
// for a screen's own deadline (the timer's next second, a job to poll, a tooltip) and for
// the end of a notice; frames run only while something moves.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/config/window_memory.hpp"
#include "ui/draw/canvas_batch.hpp"
#include "ui/draw/plugin_text_measure.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/widgets/screen.hpp"
#include "ui/window/window_manager.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

class LauncherScreen;
class GameScreen;

class WindowApp final : public Navigator {
  public:
    WindowApp(core::HostContext& host, UiFonts fonts);
    ~WindowApp() override;

    // Runs until the player quits or closes the window. Returns the exit status.
    int run();

    // Handles waiting events and draws one frame (for the benchmarks).
    void draw_frame();
    [[nodiscard]] sf::RenderWindow& window() { return window_; }
    // Draw calls of the last frame's widgets (the board's are its batch's).
    [[nodiscard]] std::size_t last_batch_draw_calls() const { return last_draw_calls_; }

    // Navigator.
    void show_launcher() override;
    void show_game(const std::string& id, std::unique_ptr<core::Session> session,
                   double elapsed_seconds) override;
    void quit() override;
    void screenshot() override;
    void notify(const std::string& message) override;
    // A message over the launcher's cards until the next one (a plugin that was running
    // when the program last stopped, say).
    void show_launcher_error(const std::string& message) override;

  private:
    // Runs a step of the current screen. A plugin fault in the game screen is contained:
    // the game is saved at its last good position, the error is shown on the launcher
    // (and standard error), and the launcher comes back. One from the launcher is shown.
    template <class Step>
    void guarded(Step&& step);
    void contain_fault(const std::string& what);
    void handle(const sf::Event& event, Clock::time_point now);
    void apply_switch(Clock::time_point now);
    void render(sf::RenderTarget& target, Clock::time_point now);
    void save_screenshot(Clock::time_point now);
    // The plugin folders are watched while the window is open: what changed is written on
    // standard error (one line each, for an author running plateau from a terminal) and
    // both screens are told.
    void watch_plugins(Clock::time_point now);
    static constexpr std::chrono::milliseconds kWatchEvery{250};
    Clock::time_point next_watch_{};
    [[nodiscard]] sf::Vector2f size() const;
    // At the end, the window's size (the last one while not maximised) and whether it is
    // maximised go to the data folder (core/config/window_memory.hpp) for the next start, when
    // either changed or the file there was not used (damaged, or written under another
    // configured size). A failure is a warning.
    void remember_size();

    UiFonts fonts_;
    PluginTextMeasure text_measure_;  // plugins measure text in the window's font
    UiContext ui_;
    // Before window_, which they size.
    sf::Vector2u screen_;                // the screen's size (0x0: unknown)
    sf::Vector2u least_;                 // the least size kept (0 on a side: none)
    core::RememberedWindow remembered_;  // the size it last closed at
    sf::RenderWindow window_;
    WindowManager window_manager_;  // after window_, which it speaks of
    sf::Vector2u opened_at_;        // the window's size when it opened
    sf::Vector2u plain_size_;       // its last size while not maximised
    CanvasBatch batch_;
    std::unique_ptr<LauncherScreen> launcher_;
    std::unique_ptr<GameScreen> game_;
    Screen* current_ = nullptr;

    // A switch asked for during an event, applied after it.
    enum class Switch { none, launcher, game };
    Switch pending_ = Switch::none;
    std::unique_ptr<GameScreen> pending_game_;

    // SFML 2.5 reports no expose event: a frame drawn before the window is mapped (or
    // while a resize settles) is lost and an idle window would stay blank. So the window
    // draws again a few times shortly after it opens and after each resize.
    void settle(Clock::time_point now);
    std::vector<Clock::time_point> settle_frames_;

    bool quit_ = false;
    bool dirty_ = true;
    bool screenshot_pending_ = false;
    std::string notice_;
    Clock::time_point notice_until_{};
    std::size_t last_draw_calls_ = 0;
};

}  // namespace plateau::ui
