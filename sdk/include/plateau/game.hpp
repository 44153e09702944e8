// The C++ side of a game: what an author writes instead of the C table (plateau/abi.h).
//
// A game is a class derived from plateau::Game<State, Ui>, joined to the C table by
// PLATEAU_PLUGIN (plateau/plugin.hpp):
//   - its constructor takes (const Settings&, std::uint64_t seed, const std::optional<
//     std::string>& layout) and throws plateau::Refusal for settings or a layout it refuses;
//   - State is a copyable value (a position); apply() returns a new one and never changes
//     the old one;
//   - Ui is what undo must not touch (cursor, hover, counters); plateau::NoUi if nothing.
//
// Five functions are required (initial, apply, text_form, status, draw). Every other one is
// optional: override it, and the SDK tells the host the game has it; leave it, and the host
// does without it. So the host knows the game lists its moves because it overrides moves(),
// gives hints because it overrides hint(), and a click costs no call the game does not need.
// (Override them publicly, in the class PLATEAU_PLUGIN names or a class between it and Game,
// without other overloads of the same name.)
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <plateau/canvas.hpp>
#include <plateau/params.hpp>
#include <plateau/refusal.hpp>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace plateau {

enum class Outcome {
    none = PLATEAU_OUTCOME_NONE,
    won = PLATEAU_OUTCOME_WON,
    lost = PLATEAU_OUTCOME_LOST,
    draw = PLATEAU_OUTCOME_DRAW,
    winner = PLATEAU_OUTCOME_WINNER
};

// The status of a position. One-player games that score set `score`; games of several
// players set `scores` (one per player); games without points set neither.
struct Status {
    int turn = 1;  // the player to move, from 1 (the SDK gives the host 0 once over)
    bool over = false;
    Outcome outcome = Outcome::none;
    int winner = 0;  // with Outcome::winner: the player from 1
    std::optional<std::int64_t> score;
    std::vector<std::int64_t> scores;
    bool computer_turn = false;  // the player to move is a computer player
    std::string message;

    // A one-player game won, with its message.
    [[nodiscard]] static Status won(std::string message) {
        Status s;
        s.over = true;
        s.outcome = Outcome::won;
        s.message = std::move(message);
        return s;
    }
};

// An input event, in board pixels.
struct Input {
    plateau_input_type type;
    float x = 0, y = 0;
    int button = 0;
    int buttons_down = 0;
    int key = 0;  // plateau_key or a lower-case ASCII code
    int modifiers = 0;
    std::uint32_t codepoint = 0;
    float width = 0, height = 0;

    [[nodiscard]] bool is_press(int which) const {
        return type == PLATEAU_INPUT_POINTER_DOWN && button == which;
    }
};

// What an input event did: nothing, a change of the ui only, or a move to play.
struct InputResult {
    plateau_input_result kind = PLATEAU_INPUT_UNUSED;
    std::string move;

    static InputResult unused() { return {}; }
    static InputResult ui_changed() { return {PLATEAU_INPUT_UI_CHANGED, {}}; }
    static InputResult play(std::string move) { return {PLATEAU_INPUT_MOVE, std::move(move)}; }
};

// Where a command or a job hands back what it produced, item by item.
class Output {
  public:
    explicit Output(const plateau_sink* sink) : sink_(sink) {}
    void move(std::string_view m) const { emit(PLATEAU_OUT_MOVE, m); }
    void hint(std::string_view m) const { emit(PLATEAU_OUT_HINT, m); }
    void message(std::string_view m) const { emit(PLATEAU_OUT_MESSAGE, m); }
    void line(std::string_view m) const { emit(PLATEAU_OUT_LINE, m); }

  private:
    void emit(plateau_output_kind kind, std::string_view text) const {
        sink_->emit(sink_->ctx, kind, text.data(), text.size());
    }
    const plateau_sink* sink_;
};

// A move to show on the board (abi.h, plateau_draw_args): the move a hint proposes, legal
// in the state drawn, or the move a computer player just played, which led to it.
struct Mark {
    plateau_mark_kind kind = PLATEAU_MARK_NONE;
    std::string_view move;  // in the game's notation
    float strength = 0;     // 1 fully shown, falling to 0 as a last move's mark fades

    [[nodiscard]] bool hint() const { return kind == PLATEAU_MARK_HINT && !move.empty(); }
    [[nodiscard]] bool last() const { return kind == PLATEAU_MARK_LAST && !move.empty(); }
};

// What one drawing needs besides the state and the ui.
template <class State>
struct Frame {
    float width = 0, height = 0;
    bool thumbnail = false;
    // The window's theme is dark: draw in the game's dark colours (what carries meaning at
    // 3:1 or more against what is behind it).
    bool dark = false;
    Mark mark;  // a hint or the computer's last move, to highlight; kind NONE when none
    const State* previous = nullptr;  // while a move is animated: the position before it
    std::string_view move;            // ... and the move
    float anim_time = 0;              // seconds since the move
    float anim_length = 0;            // the whole animation's length

    [[nodiscard]] bool animating() const { return previous != nullptr && anim_length > 0; }
    // 0 at the start of the animation, 1 at its end (1 when not animating).
    [[nodiscard]] float progress() const {
        return animating() ? std::min(1.0f, std::max(0.0f, anim_time / anim_length)) : 1.0f;
    }
};

// Long work off the UI thread: a computer player's move, a hint, a solver. The SDK's
// ThreadJob runs a function on a thread of its own; poll() hands its items over once done.
class Job {
  public:
    virtual ~Job() = default;
    // Returns PLATEAU_JOB_RUNNING, or DONE/FAILED after emitting the items to `out`.
    virtual plateau_job_state poll(const Output& out) = 0;
};

// The items a ThreadJob's work produces.
struct JobResult {
    std::vector<std::pair<plateau_output_kind, std::string>> items;
    bool failed = false;

    void move(std::string m) { items.emplace_back(PLATEAU_OUT_MOVE, std::move(m)); }
    void hint(std::string m) { items.emplace_back(PLATEAU_OUT_HINT, std::move(m)); }
    void message(std::string m) { items.emplace_back(PLATEAU_OUT_MESSAGE, std::move(m)); }
    void line(std::string m) { items.emplace_back(PLATEAU_OUT_LINE, std::move(m)); }
};

// Runs `work(stop)` on its own thread; `stop` becomes true when the host cancels, and the
// work must then return promptly. The destructor cancels and joins.
class ThreadJob final : public Job {
  public:
    using Work = std::function<JobResult(const std::atomic<bool>& stop)>;

    explicit ThreadJob(Work work)
        : thread_([this, work = std::move(work)] {
              JobResult r;
              try {
                  r = work(stop_);
              } catch (const std::exception& e) {
                  r = JobResult{};
                  r.failed = true;
                  r.message(e.what());
              } catch (...) {
                  r = JobResult{};
                  r.failed = true;
                  r.message("the job failed");
              }
              result_ = std::move(r);
              done_.store(true, std::memory_order_release);
          }) {}
    ~ThreadJob() override {
        stop_.store(true);
        if (thread_.joinable()) thread_.join();
    }
    ThreadJob(const ThreadJob&) = delete;
    ThreadJob& operator=(const ThreadJob&) = delete;

    plateau_job_state poll(const Output& out) override {
        if (!done_.load(std::memory_order_acquire)) return PLATEAU_JOB_RUNNING;
        for (const auto& [kind, text] : result_.items) {
            switch (kind) {
                case PLATEAU_OUT_MOVE:
                    out.move(text);
                    break;
                case PLATEAU_OUT_HINT:
                    out.hint(text);
                    break;
                case PLATEAU_OUT_MESSAGE:
                    out.message(text);
                    break;
                case PLATEAU_OUT_LINE:
                    out.line(text);
                    break;
            }
        }
        return result_.failed ? PLATEAU_JOB_FAILED : PLATEAU_JOB_DONE;
    }

  private:
    std::atomic<bool> stop_{false};
    std::atomic<bool> done_{false};
    JobResult result_;
    std::thread thread_;  // last: starts once the members above exist
};

// A clock for work with a time budget.
class Deadline {
  public:
    explicit Deadline(double seconds)
        : end_(std::chrono::steady_clock::now() +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                   std::chrono::duration<double>(seconds))) {}
    [[nodiscard]] bool passed() const { return std::chrono::steady_clock::now() >= end_; }

  private:
    std::chrono::steady_clock::time_point end_;
};

struct NoUi {};

// A board area in pixels (Game::min_board_size).
struct BoardSize {
    float width = 0;
    float height = 0;
};

// The base of every game. The defaults below are what the host gets for a function the game
// does not override; the SDK does not even pass the host those it can do without.
template <class State, class Ui = NoUi>
class Game {
  public:
    using StateType = State;
    using UiType = Ui;

    virtual ~Game() = default;

    // ---- required -------------------------------------------------------------------
    // The first position.
    virtual State initial() = 0;
    // The position after `move`; throws Refusal, with the reason, for a move that is not one.
    virtual State apply(const State& state, std::string_view move) = 0;
    // The board as text: one line per row, no trailing newline.
    virtual std::string text_form(const State& state) = 0;
    virtual Status status(const State& state) = 0;
    // The whole board, every time; `ui` is null for a thumbnail.
    virtual void draw(Canvas& canvas, const State& state, const Ui* ui,
                      const Frame<State>& frame) = 0;

    // ---- optional: moves --------------------------------------------------------------
    // Every legal move, in the game's order (the text mode's `moves`).
    virtual std::vector<std::string> moves(const State&) { return {}; }
    // A move the game makes by itself (a pass, a skip) when the player to move must.
    virtual std::optional<std::string> forced_move(const State&) { return std::nullopt; }
    // Seconds a move is animated for (draw gets Frame::previous and progress() meanwhile).
    virtual float anim_length(const State&, const State&, std::string_view) { return 0; }

    // ---- optional: the player's input and the ui --------------------------------------
    virtual Ui new_ui(const State&) { return Ui{}; }
    // An input event, in board pixels: a move to play, a change of the ui, or nothing.
    virtual InputResult input(const State&, Ui&, const Input&) { return InputResult::unused(); }
    // After any move is played (not undo or redo): counters undo must not take back.
    virtual void after_move(Ui&, const State& /*from*/, const State& /*to*/,
                            std::string_view /*move*/) {}
    // What the ui keeps that a saved game must keep too, as one line ("" for nothing), and
    // giving it back to a new ui after the moves were replayed (throw Refusal to refuse).
    virtual std::string save_ui(const Ui&) { return {}; }
    virtual void restore_ui(Ui&, std::string_view text) {
        if (!text.empty()) throw Refusal("this game keeps nothing of its ui in a save");
    }

    // ---- optional: what the host shows --------------------------------------------------
    // What the text form cannot show, as "key=value key=value" (the text mode's `info:`
    // line, the window's status bar).
    virtual std::string info_line(const State&, const Ui*) { return {}; }
    // Whether the finished game may enter the high scores, given what the ui remembers
    // (false, say, once a loss was undone).
    virtual bool rankable(const State&, const Ui&) { return true; }
    // The smallest board area (pixels) in which the state stays readable, cells of about
    // 8 px; the host scrolls a board it cannot show whole. {0, 0}: any size will do.
    virtual BoardSize min_board_size(const State&) { return {}; }
    // Whether the window's timer runs on this state (it starts at the first one that says
    // so, and stops at the end).
    virtual bool clock_started(const State&) { return true; }
    // A move, legal in `state`, in words for the status bar ("column 3, row 5", counted
    // from 1 at the top left; "left edge, row 2"), no full stop. Not overridden: the host
    // shows the move's notation.
    virtual std::string describe_move(const State&, std::string_view move) {
        return std::string(move);
    }
    // A move, legal in `state`, in the game's one notation, as saves keep it: a game that
    // reads a move written in more than one way (another language's letters, another
    // case) gives its own form ("t3" is "H3"). Not overridden: a move is kept as given.
    virtual std::string canonical_move(const State&, std::string_view move) {
        return std::string(move);
    }

    // ---- optional: long work, on a thread of its own (ThreadJob) ------------------------
    // A hint: the job emits one HINT item (a move), or a MESSAGE when it has none.
    virtual std::unique_ptr<Job> hint(const State&, double /*budget_seconds*/) {
        throw Refusal("this game gives no hints");
    }
    // The move of the computer player to move (a status with computer_turn): one MOVE item.
    virtual std::unique_ptr<Job> computer_move(const State&, double /*budget_seconds*/) {
        throw Refusal("this game has no computer player");
    }

    // ---- optional: the game's own commands (PluginInfo::commands) -----------------------
    // A command declared with is_job = false, run at once.
    virtual void command(const State&, std::string_view name, std::string_view /*args*/,
                         const Output&) {
        throw Refusal("unknown command '" + std::string(name) + "'");
    }
    // A command declared with is_job = true: long work.
    virtual std::unique_ptr<Job> command_job(const State&, std::string_view name,
                                             std::string_view /*args*/, double /*budget_seconds*/) {
        throw Refusal("unknown command '" + std::string(name) + "'");
    }
};

}  // namespace plateau
