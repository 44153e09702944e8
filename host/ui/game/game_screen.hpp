// The game screen: the top bar, the board (drawn by the plugin into the canvas batch,
// centred and as large as fits), the status bar, and the panels over it (help, settings,
// save, load, game over).
//
// How the game goes on is the game driver's (core/driver/game_driver.hpp): the screen turns
// clicks, keys and the toolbar into the driver's calls, lets it advance once the last move
// has been animated and no panel is up (so a computer's answer and a solver's moves come one
// at a time, each drawn), and shows what it reports: moves animated for as long as the
// plugin asks (unless animations are off), messages, hints, the end of the game and its
// high score. While the game menu is up (and the panel it opened, Save's), the driver is
// paused: the timer stops and a computer's answer waits.
//
// Host keys come before the game's: Esc (back), N (new), U / Ctrl+Z (undo), Ctrl+Y and
// Ctrl+Shift+Z (redo), H (hint, when the game has one), Ctrl+R (restart), Ctrl+S (save),
// Ctrl+O (load), Ctrl+, (settings), F1 (help), F10 and the game's menu key (the game menu:
// Push Over's M), F12 (screenshot), Q (quit), Pause. Other keys, and pointer events over the
// board, go to the game; P pauses when the game has no use for it (Push Over's P lists its
// moves). A timed game (its high scores are times) also pauses when the window loses focus.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/app/running_marker.hpp"
#include "core/driver/game_driver.hpp"
#include "ui/draw/canvas_batch.hpp"
#include "ui/game/board_input.hpp"
#include "ui/game/board_mark.hpp"
#include "ui/game/board_viewport.hpp"
#include "ui/game/game_toolbar.hpp"
#include "ui/game/move_animation.hpp"
#include "ui/widgets/panel.hpp"
#include "ui/widgets/screen.hpp"
#include "ui/widgets/status_bar.hpp"
#include "ui/widgets/tooltip.hpp"

namespace plateau::ui {

class GameScreen final : public Screen {
  public:
    GameScreen(UiContext& ui, Navigator& navigator, std::string game_id,
               std::unique_ptr<core::Session> session, double elapsed_seconds);
    ~GameScreen() override;

    void resize(sf::Vector2f size) override;
    bool handle(const sf::Event& event, Clock::time_point now) override;
    bool update(Clock::time_point now) override;
    [[nodiscard]] bool animating(Clock::time_point now) const override;
    [[nodiscard]] std::optional<Clock::time_point> next_wake(Clock::time_point now) const override;
    void draw(sf::RenderTarget& target, Painter& painter, Clock::time_point now) override;

    // Writes the Continue file (with the time played): before going back or quitting.
    void leave(Clock::time_point now);
    // The game's plugin was rebuilt (replaced: the game goes on through the new rules, or is
    // kept in the saves when they refuse it) or removed (the game is saved and closed).
    void plugins_changed(const std::vector<core::PluginChange>& changes,
                         Clock::time_point now) override;
    // The same after the plugin failed, without calling it again: nullopt when saved,
    // else why not.
    std::optional<std::string> leave_after_fault(Clock::time_point now);

    [[nodiscard]] const std::string& game_id() const { return id_; }

  private:
    // Events.
    bool handle_host_key(const sf::Event::KeyEvent& key, Clock::time_point now);
    bool handle_toolbar(const sf::Event& event, Clock::time_point now);
    bool send_to_game(const plateau_input& input, Clock::time_point now);

    // Actions (game_actions.cpp).
    void act(const std::string& action, Clock::time_point now);
    void new_game(Clock::time_point now, const core::Settings* settings = nullptr);
    void undo(Clock::time_point now);
    void redo(Clock::time_point now);
    void restart(Clock::time_point now);
    void hint(Clock::time_point now);
    void open_help();
    void open_save();
    void open_load();
    void open_settings();
    // The settings form's Save and play: a new game with `values`, or, when they change only
    // how the game looks, the same game shown with them.
    void settings_saved(const core::Settings& values, Clock::time_point now);
    void open_menu();
    // The commands a narrow toolbar folded, dropped from its "⋮" button.
    void open_overflow();
    void copy_game_id();
    void open_presets();
    void new_game_with_preset(const std::string& preset, Clock::time_point now);
    void resume_after_menu(Clock::time_point now);
    // The player's pause (P, the Pause key; a timed game when the window loses focus): the
    // clock stops and the board is hidden until P, Space, Enter or a click.
    void hold(bool on);
    // While held, the events that go on (back, help, the menu, quit); true when used.
    bool handle_held(const sf::Event& event, Clock::time_point now);
    void load_last_save(Clock::time_point now);
    // Loads a save slot in place of the game: nullopt when done, else why not (the game
    // is then unchanged).
    std::optional<std::string> load_slot(const std::filesystem::path& path,
                                         const std::string& name);
    void run_command(const std::string& name, const std::string& args, Clock::time_point now);
    void go_back(Clock::time_point now);
    void take_new_plugin(Clock::time_point now);

    template <class Call>
    bool attempt(Call&& call, Clock::time_point now);
    // What the driver reports, shown: moves animated, messages, hints, the end of the game.
    void show_events(Clock::time_point now);
    // A refusal of the driver's in the window's words.
    void show_refusal(const core::Refused& refused);
    void show_game_over();
    // Counts the finished game in the statistics (once per end reached).
    void record_statistics(const core::ScoreDecision& score);
    void set_notice(std::string text, bool error = false);

    [[nodiscard]] const core::Session& session() const { return driver_.session(); }

    // Drawing.
    void layout();
    void fit_board();  // to the area and the game's minimum size, which a new game may change
    bool scroll_board(const sf::Event::MouseWheelScrollEvent& wheel, Clock::time_point now);
    void draw_board(sf::RenderTarget& target, Clock::time_point now);
    void draw_held(Painter& painter);
    [[nodiscard]] StatusLine status_line() const;

    UiContext& ui_;
    Navigator& navigator_;
    std::string id_;
    core::RunningGame running_;  // the marker naming the plugin while the game is open
    core::GameDriver driver_;
    CanvasBatch board_batch_;
    BoardPointer pointer_;
    MoveAnimation animation_;
    BoardMark mark_;  // a hint, or the computer's last move, drawn by the plugin
    GameToolbar toolbar_;
    std::unique_ptr<Panel> panel_;
    TooltipTimer tooltip_;

    std::string notice_;  // the window's own message, over the game's
    bool notice_is_error_ = false;
    bool notice_is_autosave_ = false;  // the notice says the autosave failed
    sf::Vector2f size_;
    sf::Vector2f mouse_{-1, -1};
    Rect board_area_;      // the window's area for the board
    BoardViewport board_;  // the board in it, scrolled when larger
    Rect status_rect_;
    float bar_height_ = 44;
    std::string pressed_;        // the toolbar button being pressed
    bool swallow_text_ = false;  // the text event of a host key is not the game's
    // The game ended: its panel shows once the last move's animation ends.
    std::optional<core::ScoreDecision> over_pending_;
    bool draw_failed_ = false;
    bool held_ = false;  // paused by the player
    CutTexts cuts_;      // the texts drawn cut by the last frame, for their tooltips
    // What the last frame showed of things that change with time alone.
    long long shown_second_ = -1;
    bool tooltip_shown_ = false;
};

}  // namespace plateau::ui
