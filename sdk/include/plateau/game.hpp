// The C++ side of a game: what an author writes instead of the C table.
//
// A game is a class derived from plateau::Game<State, Ui>:
//   - its constructor takes (const Settings&, std::uint64_t seed, const std::optional<
//     std::string>& layout) and throws plateau::Refusal for settings or a layout it refuses;
//   - State is a copyable value (a position); apply() returns a new one, never changes the
//     old one;
//   - Ui is what undo must not touch (cursor, hover, counters); use plateau::NoUi if none.
// The export macro in plateau/plugin.hpp turns the class into the C table and catches every
// exception at the boundary.
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
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace plateau {

// A refused move, layout or setting: its message is shown to the player as is.
class Refusal : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

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
    int turn = 1;  // the player to move, from 1; 0 once over
    bool over = false;
    Outcome outcome = Outcome::none;
    int winner = 0;  // with Outcome::winner: the player from 1
    std::optional<std::int64_t> score;
    std::vector<std::int64_t> scores;
    bool computer_turn = false;  // the player to move is a computer player
    std::string message;
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
    [[nodiscard]] bool is_key(int which) const { return type == PLATEAU_INPUT_KEY && key == which; }
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

// What one drawing needs besides the state and the ui.
template <class State>
struct Frame {
    float width = 0, height = 0;
    bool thumbnail = false;
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

// Type-erased base the export macro talks to; authors derive from Game<State, Ui> below.
class GameBase {
  public:
    virtual ~GameBase() = default;
    struct StateBox {
        virtual ~StateBox() = default;
    };
    struct UiBox {
        virtual ~UiBox() = default;
    };

    virtual std::unique_ptr<StateBox> erased_initial() = 0;
    virtual std::unique_ptr<StateBox> erased_apply(const StateBox& s, std::string_view move) = 0;
    virtual std::string erased_text_form(const StateBox& s) = 0;
    virtual Status erased_status(const StateBox& s) = 0;
    virtual void erased_draw(Canvas& canvas, const StateBox& s, const StateBox* previous,
                             const UiBox* ui, const plateau_draw_args& args) = 0;
    virtual std::string erased_info(const StateBox& s, const UiBox* ui) = 0;
    virtual std::vector<std::string> erased_moves(const StateBox& s) = 0;
    virtual std::optional<std::string> erased_forced_move(const StateBox& s) = 0;
    virtual std::unique_ptr<UiBox> erased_new_ui(const StateBox& s) = 0;
    virtual InputResult erased_input(const StateBox& s, UiBox& ui, const Input& in) = 0;
    virtual void erased_after_move(UiBox& ui, const StateBox& from, const StateBox& to,
                                   std::string_view move) = 0;
    virtual float erased_anim_length(const StateBox& from, const StateBox& to,
                                     std::string_view move) = 0;
    virtual void erased_command(const StateBox& s, std::string_view name, std::string_view args,
                                const Output& out) = 0;
    virtual std::unique_ptr<Job> erased_start_job(const StateBox& s, std::string_view name,
                                                  std::string_view args, double budget) = 0;
    virtual bool erased_rankable(const StateBox& s, const UiBox& ui) = 0;
    virtual BoardSize erased_min_board_size(const StateBox& s) = 0;
    virtual bool erased_clock_started(const StateBox& s) = 0;
    virtual std::string erased_save_ui(const UiBox& ui) = 0;
    virtual void erased_restore_ui(UiBox& ui, std::string_view text) = 0;
};

template <class State, class Ui = NoUi>
class Game : public GameBase {
  public:
    using StateType = State;
    using UiType = Ui;

    // ---- required ----
    virtual State initial() = 0;
    // Throws Refusal (with the reason) for a move that is not one.
    virtual State apply(const State& state, std::string_view move) = 0;
    virtual std::string text_form(const State& state) = 0;
    virtual Status status(const State& state) = 0;
    virtual void draw(Canvas& canvas, const State& state, const Ui* ui,
                      const Frame<State>& frame) = 0;

    // ---- optional ----
    // What the text form cannot show, as "key=value key=value"; empty: no info line.
    virtual std::string info(const State&, const Ui*) { return {}; }
    // Every legal move; only called when PluginInfo::lists_moves is set.
    virtual std::vector<std::string> moves(const State&) { return {}; }
    // A move the game makes by itself (a pass, a skip), if the player to move must.
    virtual std::optional<std::string> forced_move(const State&) { return std::nullopt; }
    virtual Ui new_ui(const State&) { return Ui{}; }
    virtual InputResult input(const State&, Ui&, const Input&) { return InputResult::unused(); }
    virtual void after_move(Ui&, const State& /*from*/, const State& /*to*/,
                            std::string_view /*move*/) {}
    virtual float anim_length(const State&, const State&, std::string_view) { return 0; }
    // Whether the finished game may enter the high scores, given what the ui remembers
    // (false, say, once a loss was undone).
    virtual bool rankable(const State&, const Ui&) { return true; }
    // The smallest board area (pixels) in which the state stays readable, cells of about
    // 8 px; the host scrolls a board it cannot show whole. {0, 0}: any size will do.
    virtual BoardSize min_board_size(const State&) { return {}; }
    // Whether the window's timer runs on this state (it starts at the first one that says
    // so, and stops at the end).
    virtual bool clock_started(const State&) { return true; }
    // What the ui keeps that a saved game must keep too, as one line ("" for nothing), and
    // giving it back to a new ui after the moves were replayed (throw Refusal to refuse).
    virtual std::string save_ui(const Ui&) { return {}; }
    virtual void restore_ui(Ui&, std::string_view text) {
        if (!text.empty()) throw Refusal("this game keeps nothing of its ui in a save");
    }
    // A command declared with is_job = false.
    virtual void command(const State&, std::string_view name, std::string_view /*args*/,
                         const Output&) {
        throw Refusal("unknown command '" + std::string(name) + "'");
    }
    // "move", "hint" or a command declared with is_job = true.
    virtual std::unique_ptr<Job> start_job(const State&, std::string_view name,
                                           std::string_view /*args*/, double /*budget*/) {
        throw Refusal("this game has no job '" + std::string(name) + "'");
    }

  private:
    struct Box final : StateBox {
        explicit Box(State v) : value(std::move(v)) {}
        State value;
    };
    struct UiHolder final : UiBox {
        explicit UiHolder(Ui v) : value(std::move(v)) {}
        Ui value;
    };
    static const State& unbox(const StateBox& s) { return static_cast<const Box&>(s).value; }

  public:
    std::unique_ptr<StateBox> erased_initial() final { return std::make_unique<Box>(initial()); }
    std::unique_ptr<StateBox> erased_apply(const StateBox& s, std::string_view move) final {
        return std::make_unique<Box>(apply(unbox(s), move));
    }
    std::string erased_text_form(const StateBox& s) final { return text_form(unbox(s)); }
    Status erased_status(const StateBox& s) final { return status(unbox(s)); }
    void erased_draw(Canvas& canvas, const StateBox& s, const StateBox* previous, const UiBox* ui,
                     const plateau_draw_args& args) final {
        Frame<State> frame;
        frame.width = args.width;
        frame.height = args.height;
        frame.thumbnail = args.thumbnail != 0;
        frame.previous = previous != nullptr ? &unbox(*previous) : nullptr;
        frame.move = args.move != nullptr ? std::string_view(args.move, args.move_length)
                                          : std::string_view{};
        frame.anim_time = args.anim_time;
        frame.anim_length = args.anim_length;
        draw(canvas, unbox(s), ui != nullptr ? &static_cast<const UiHolder*>(ui)->value : nullptr,
             frame);
    }
    std::string erased_info(const StateBox& s, const UiBox* ui) final {
        return info(unbox(s), ui != nullptr ? &static_cast<const UiHolder*>(ui)->value : nullptr);
    }
    std::vector<std::string> erased_moves(const StateBox& s) final { return moves(unbox(s)); }
    std::optional<std::string> erased_forced_move(const StateBox& s) final {
        return forced_move(unbox(s));
    }
    std::unique_ptr<UiBox> erased_new_ui(const StateBox& s) final {
        return std::make_unique<UiHolder>(new_ui(unbox(s)));
    }
    InputResult erased_input(const StateBox& s, UiBox& ui, const Input& in) final {
        return input(unbox(s), static_cast<UiHolder&>(ui).value, in);
    }
    void erased_after_move(UiBox& ui, const StateBox& from, const StateBox& to,
                           std::string_view move) final {
        after_move(static_cast<UiHolder&>(ui).value, unbox(from), unbox(to), move);
    }
    float erased_anim_length(const StateBox& from, const StateBox& to,
                             std::string_view move) final {
        return anim_length(unbox(from), unbox(to), move);
    }
    BoardSize erased_min_board_size(const StateBox& s) final { return min_board_size(unbox(s)); }
    bool erased_clock_started(const StateBox& s) final { return clock_started(unbox(s)); }
    std::string erased_save_ui(const UiBox& ui) final {
        return save_ui(static_cast<const UiHolder&>(ui).value);
    }
    void erased_restore_ui(UiBox& ui, std::string_view text) final {
        restore_ui(static_cast<UiHolder&>(ui).value, text);
    }
    bool erased_rankable(const StateBox& s, const UiBox& ui) final {
        return rankable(unbox(s), static_cast<const UiHolder&>(ui).value);
    }
    void erased_command(const StateBox& s, std::string_view name, std::string_view args,
                        const Output& out) final {
        command(unbox(s), name, args, out);
    }
    std::unique_ptr<Job> erased_start_job(const StateBox& s, std::string_view name,
                                          std::string_view args, double budget) final {
        return start_job(unbox(s), name, args, budget);
    }
};

}  // namespace plateau
