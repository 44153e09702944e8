// The game screen: the top bar, the board (drawn by the plugin into the canvas batch,
// centred and as large as fits), the status bar, and the panels over it (help, settings,
// save, load, game over).
//
// Every move, whatever made it (a click, a key, a computer player, a command), goes
// through Session::play, is animated for as long as the plugin asks (unless animations
// are off), and is written to the Continue file. A computer player's move and a hint are
// jobs polled once per turn of the loop, never waited for. The moves a job hands back (a
// solver's sequence) are queued and played one at a time, each once the one before has
// been animated, each its own move for undo; undo, new, load or a move of the player's
// own drop the rest (and the player's move cancels a command still running, whose moves
// would be for the position before). No other command starts while moves are queued.
// While the game menu is up (and the panel it opened, Save's), the game is paused: the
// timer stops and a computer's answer waits.
//
// Host keys come before the game's: Esc (back), N (new), U / Ctrl+Z (undo), Ctrl+Y and
// Ctrl+Shift+Z (redo), H (hint, when the game has one), Ctrl+R (restart), Ctrl+S (save),
// Ctrl+O (load), Ctrl+, (settings), F1 (help), F10 and the game's menu key (the game menu:
// Push Over's M), F12 (screenshot), Q (quit). Other keys, and pointer events over the
// board, go to the game.
#pragma once

#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/app/running_marker.hpp"
#include "core/session/session.hpp"
#include "ui/board_input.hpp"
#include "ui/board_viewport.hpp"
#include "ui/canvas_batch.hpp"
#include "ui/game_jobs.hpp"
#include "ui/game_toolbar.hpp"
#include "ui/move_animation.hpp"
#include "ui/panel.hpp"
#include "ui/play_clock.hpp"
#include "ui/screen.hpp"
#include "ui/status_bar.hpp"
#include "ui/tooltip.hpp"

namespace plateau::ui {

class GameScreen final : public Screen {
  public:
    // The tooltip's key while the pointer rests on the status bar's message.
    static constexpr const char* kMessageTooltip = "status-message";

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
    void hint();
    void open_help();
    void open_save();
    void open_load();
    void open_settings();
    void open_menu();
    void resume_after_menu(Clock::time_point now);
    void load_last_save(Clock::time_point now);
    // Loads a save slot in place of the game: nullopt when done, else why not (the game
    // is then unchanged).
    std::optional<std::string> load_slot(const std::filesystem::path& path,
                                         const std::string& name);
    void run_command(const std::string& name, const std::string& args, Clock::time_point now);
    void take_items(const std::string& label, const std::vector<core::OutputItem>& items,
                    Clock::time_point now);
    void go_back(Clock::time_point now);

    // Moves and what follows them.
    bool play(const std::string& move, bool by_computer, Clock::time_point now);
    void play_next_queued(Clock::time_point now);
    void position_changed(Clock::time_point now);  // undo, redo, new, load: no animation
    void start_computer_if_its_turn();
    void finish_job(const FinishedJob& job, Clock::time_point now);
    void check_game_over(Clock::time_point now);
    void show_game_over(Clock::time_point now);
    void autosave(Clock::time_point now);
    void set_notice(std::string text, bool error = false);

    // Drawing.
    void layout();
    void fit_board();  // to the area and the game's minimum size, which a new game may change
    bool scroll_board(const sf::Event::MouseWheelScrollEvent& wheel, Clock::time_point now);
    void draw_board(sf::RenderTarget& target, Clock::time_point now);
    [[nodiscard]] StatusLine status_line(Clock::time_point now) const;

    UiContext& ui_;
    Navigator& navigator_;
    std::string id_;
    core::RunningGame running_;  // the marker naming the plugin while the game is open
    std::unique_ptr<core::Session> session_;
    CanvasBatch board_batch_;
    BoardPointer pointer_;
    MoveAnimation animation_;
    PlayClock clock_;
    GameJobs jobs_;
    std::deque<std::string> queued_moves_;  // a job's moves still to play, in order
    GameToolbar toolbar_;
    std::unique_ptr<Panel> panel_;
    TooltipTimer tooltip_;

    std::string notice_;  // the window's own message, over the game's
    bool notice_is_error_ = false;
    sf::Vector2f size_;
    sf::Vector2f mouse_{-1, -1};
    Rect board_area_;      // the window's area for the board
    BoardViewport board_;  // the board in it, scrolled when larger
    Rect status_rect_;
    float bar_height_ = 44;
    std::string pressed_;        // the toolbar button being pressed
    bool swallow_text_ = false;  // the text event of a host key is not the game's
    bool over_pending_ = false;  // the game ended: show the panel once its animation ends
    bool paused_ = false;  // the menu (and what it opened) is up: the clock and the computer wait
    const core::GameInstance* scored_ = nullptr;  // the game whose end was scored
    bool draw_failed_ = false;
    StatusMessageArea message_area_;  // from the last frame
    // What the last frame showed of things that change with time alone.
    long long shown_second_ = -1;
    bool tooltip_shown_ = false;
};

}  // namespace plateau::ui
