// The game driver: how one open game goes on, the same for every front end (the window,
// the text mode). It owns the session (the history), the one job that may run (a computer
// player's move, a hint, a command's long work), the moves a job handed back that are still
// to be played, the time played, the autosave after every change of position, the end of
// the game and whether it enters the high scores. A front end feeds it what the player does
// and presents what it reports; it decides nothing about the game.
//
//   - input(), play(), undo(), redo(), restart(), new_game(), replace(), hint(), command():
//     what the player does. A refusal throws Refused (the host's reason: nothing to undo, a
//     computer's turn) or PluginError (the game's: a move that is not one); nothing has
//     changed then.
//   - advance(): the game goes on by itself, one step: a finished job's result is taken and
//     at most one move is played that no human chose (the computer's, or the next of a
//     job's moves; forced moves come with the move before them). The window calls it each
//     frame once the last move is drawn; the text mode calls settle(), which advances until
//     a human is to move.
//   - take_events(): what happened, in order, for the front end to show.
//
// One policy for a plugin that misbehaves: a PluginFault (it threw, failed where it may not,
// gave garbage) goes through every call, the session left at its last good position for the
// front end to save; and a move the plugin chose itself (a computer player's, a job's, a
// command's, a forced move) that its own game refuses is such a fault.
//
// Calls across the plugin boundary are few: a move costs apply_move and status, plus
// forced_move, after_move, anim_length and clock_started only where the plugin has them (a
// forced move is asked once per position, when the position is made).
#pragma once

#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/driver/play_clock.hpp"
#include "core/scores/score_decision.hpp"
#include "core/session/session.hpp"

namespace plateau::core {

// The host refuses what the player asked (the game's own refusals are PluginError).
class Refused : public std::runtime_error {
  public:
    enum class Reason {
        game_over,         // a move, a hint: the game is over
        computer_to_move,  // a move while a computer player is to move
        busy,              // a hint or a command while a job runs or its moves are played
        nothing_to_undo,
        nothing_to_redo,
        at_start,   // restart at the start
        no_hints,   // the game gives none
        no_command  // the game has no such command
    };
    Refused(Reason reason, const std::string& text) : std::runtime_error(text), reason_(reason) {}
    [[nodiscard]] Reason reason() const { return reason_; }

  private:
    Reason reason_;
};

// Who made a move.
enum class Mover {
    human,     // the player: a click, a key, a move typed
    forced,    // the game itself (a pass, a skip)
    computer,  // a computer player
    job        // a job or a command (a solver's sequence)
};

// One thing that happened, for the front end to show.
struct DriverEvent {
    enum class Kind {
        played,          // `player` (from 1) played `move`, made by `by`; `anim_length`: see below
        position,        // the position changed without a move (undo, redo, restart, new, load)
        message,         // `text`: a line for the player from a job or a command (`label`)
        line,            // `text`: a line of a command's output (`label`: the command's name)
        hint,            // `move`: the move a hint suggests
        no_hint,         // a hint gave no move; `text`: why, when the job failed and said so
        job_failed,      // a command's job (`label`) failed; `text`: why
        computer_stuck,  // the computer player to move gave no move; `text`: why, if it said
        game_over,       // the game has just ended (again, after undo and redo); `score`
        autosave_failed  // `text`: why; the game goes on
    };
    Kind kind = Kind::message;
    int player = 0;
    std::string move;
    std::string label;
    std::string text;
    Mover by = Mover::human;
    // On the last move a call played, when the driver animates: seconds the game wants it
    // drawn for (0: none). The position before it is Session::previous_state().
    float anim_length = 0;
    ScoreDecision score;
};

// What an input event did.
enum class InputOutcome { unused, ui_changed, played };

class GameDriver {
  public:
    using TimePoint = std::chrono::steady_clock::time_point;

    struct Options {
        // Called after every change of position, with the seconds played (a front end's
        // Continue slot). Its exceptions become autosave_failed events.
        std::function<void(const Session&, double seconds_played)> autosave;
        // Ask the game how long to animate each call's last move (the window, unless the
        // player turned animations off).
        bool animations = false;
        // The clock the time played is measured with (tests give their own).
        std::function<TimePoint()> now = [] { return std::chrono::steady_clock::now(); };
    };

    GameDriver(Session session, Options options, double seconds_played = 0);
    ~GameDriver();
    GameDriver(const GameDriver&) = delete;
    GameDriver& operator=(const GameDriver&) = delete;

    // Plays the moves the game begins with (forced ones) and starts a computer player's turn;
    // called once, when the front end is ready for events.
    void start();

    [[nodiscard]] const Session& session() const { return session_; }
    [[nodiscard]] const GameInstance& game() const { return session_.game(); }
    [[nodiscard]] const GameStatus& status() const { return session_.status(); }
    [[nodiscard]] double seconds_played() const { return clock_.seconds(now()); }
    [[nodiscard]] const PlayClock& clock() const { return clock_; }
    // The players (from 1) a computer played in this game, as far as the driver has seen
    // them to move (a continued game learns them at the computer's next turn).
    [[nodiscard]] const std::set<int>& computer_players() const { return computer_players_; }

    enum class Job { none, computer_move, hint, command };
    [[nodiscard]] Job job() const { return job_ ? job_kind_ : Job::none; }
    // The running job's name: "move", "hint" or the command's.
    [[nodiscard]] const std::string& job_name() const { return job_label_; }
    // A job runs or moves wait to be played: advance() has work to do.
    [[nodiscard]] bool busy() const { return job_ != nullptr || !queued_.empty(); }
    [[nodiscard]] bool paused() const { return paused_; }
    [[nodiscard]] bool has_hints() const;

    // What the player does.
    InputOutcome input(const plateau_input& event);
    void play(std::string_view move);
    void undo();
    void redo();
    void restart();
    void new_game(std::shared_ptr<const GameInstance> game);
    // Another session in place of this one (a loaded game), with its time played.
    void replace(Session session, double seconds_played);
    // The same game shown another way: `game` differs from the game in play only in its
    // look parameters (abi.h, LOOK PARAMETERS). Session::with_game, then the clock and the
    // game's end go on as they were: an end already decided is not decided again nor
    // announced again. A job running (a hint, a solver, a computer's move) and the moves a
    // job gave go on too: the moves are the same in either look. Throws, changing nothing,
    // as with_game does.
    void change_look(std::shared_ptr<const GameInstance> game);
    void hint();
    // A command the game declares (abi.h, plateau_command_def): long work as a job, else run
    // at once; the moves it gives are played by advance().
    void command(std::string_view name, std::string_view args);
    // While paused (the window's menu) the clock stops and advance() does nothing.
    void set_paused(bool paused);

    // One step of the game going on by itself; true when something changed.
    bool advance();
    // Advances until a human is to move or the game is over (the text mode), or until
    // `stop` says to (the program asked to end: the job is left to close()).
    void settle(const std::function<bool()>& stop = {});

    // Cancels the job and autosaves (the front end leaves the game).
    void close();
    // Cancels the job without asking the plugin anything more, once it has failed.
    void drop_job() noexcept;
    // After a PluginFault: the job dropped, the session (at its last good position) written
    // through the autosave hook. nullopt when saved (or there is no hook), else why not.
    std::optional<std::string> save_after_fault() noexcept;

    [[nodiscard]] std::vector<DriverEvent> take_events();

  private:
    [[nodiscard]] TimePoint now() const { return options_.now(); }
    void play_move(const std::string& move, Mover by);
    void after_change();
    void autosave();
    void update_clock();
    void start_computer_if_its_turn();
    void start_job(Job kind, std::string_view name, std::string_view args);
    void take_items(const std::vector<OutputItem>& items, const std::string& label);
    void finish_job();
    void drop_queue_and_job();
    void emit(DriverEvent event) { events_.push_back(std::move(event)); }

    Session session_;
    Options options_;
    PlayClock clock_;
    std::unique_ptr<JobHandle> job_;
    Job job_kind_ = Job::none;
    std::string job_label_;
    std::deque<std::string> queued_;  // a job's or a command's moves still to play, in order
    bool paused_ = false;
    std::set<int> computer_players_;
    bool changed_ = false;  // the position changed in this call: autosave at its end
    std::shared_ptr<const GameInstance> scored_;  // the game whose end was decided
    StateRef stuck_on_;  // the position where the computer player found no move
    std::vector<DriverEvent> events_;
};

}  // namespace plateau::core
