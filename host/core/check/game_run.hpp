// One game of `plateau check-plugin` (plugin_check.hpp says what is checked): played with
// random moves to its end or the move limit, each position checked as it comes, then the
// checks of a finished game (refusal, determinism, save-load, undo-redo).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/check/intercepted_plugin.hpp"
#include "core/check/plugin_check.hpp"
#include "core/check/recording_canvas.hpp"
#include "core/config/param_schema.hpp"
#include "core/game/game_instance.hpp"
#include "core/session/session.hpp"

namespace plateau::core::check {

// Collects a file's findings: the first of each CHECK is kept and told to the observer,
// later ones are counted only.
class Findings {
  public:
    explicit Findings(CheckObserver* observer) : observer_(observer) {}
    void report(std::string_view check, std::string detail);
    [[nodiscard]] const std::vector<Finding>& list() const { return list_; }
    [[nodiscard]] bool has(std::string_view check) const;

  private:
    CheckObserver* observer_;
    std::vector<Finding> list_;
    std::map<std::string, int, std::less<>> counts_;
};

// Settings to play a game with: the defaults, or a preset over them.
struct GameSetup {
    std::string label;   // "defaults", "preset \"classic\"" (in the player's language)
    std::string preset;  // the preset's id; empty for the defaults
    Settings settings;
    // What a job "move" started with the game's own budget (0) may take before its limit
    // adds to it: the game's `think_time` parameter (a NUMBER, in seconds) if it has one,
    // the usual name (abi.h, job_start), else 0.
    double job_budget = 0;
};

// The plugin and what every game of a check shares.
struct CheckContext {
    InterceptedPlugin& plugin;
    const ParamSchema& schema;
    const CheckOptions& options;
    Findings& findings;
    CheckObserver* observer;  // may be null
    std::filesystem::path work_dir;
};

class GameRun {
  public:
    GameRun(CheckContext& context, const GameSetup& setup, std::uint64_t seed);
    ~GameRun();
    GameRun(const GameRun&) = delete;
    GameRun& operator=(const GameRun&) = delete;

    // Plays the game and checks it; the moves played (the session's count at the end).
    int play();

  private:
    using Clock = std::chrono::steady_clock;

    // Runs `work`; a PluginError or another exception is a finding of `check` (a
    // PluginFault of `status` when a status problem was seen, else of `fault_check`) and
    // false. After the work, a status problem or a call over the limit is reported too.
    template <class Work>
    bool guarded(std::string_view check, std::string_view fault_check, std::string_view doing,
                 Work&& work);
    void report(std::string_view check, const std::string& problem);
    void after_calls();
    [[nodiscard]] std::string at() const;
    void tell(std::string_view phase = {});

    [[nodiscard]] std::shared_ptr<const GameInstance> make_game() const;
    bool step();
    bool listed_step();
    bool input_step();
    bool computer_step();
    bool play_own_move(const std::string& move, bool computer);
    bool send_random_input(bool play_its_move, bool& moved);
    [[nodiscard]] plateau_input random_event();

    bool check_position();
    bool check_refusal(const StateRef& state, std::string_view move, std::string_view what);
    bool check_draws();
    bool draw_once(const plateau_draw_args& args, const plateau_ui* ui, std::string_view what);

    void check_finished_refusal();
    void check_determinism();
    void check_looks();
    // Whether the game, shown with `look` (a look parameter at another value), takes the
    // same moves to the same statuses and moves listed; a finding of kLook when not.
    void check_look(const Setting& look);
    bool check_save_load(std::string_view when);
    void check_undo_redo();
    [[nodiscard]] const std::string* expected_text(int moves) const;

    CheckContext& c_;
    const GameSetup& setup_;
    std::uint64_t seed_;
    std::string where_;
    std::mt19937_64 random_;
    std::shared_ptr<const GameInstance> game_;
    std::optional<Session> session_;
    RecordingCanvas canvas_;
    float board_width_ = 640;
    float board_height_ = 480;
    std::string last_move_;                // the last move a player made (not forced)
    std::map<int, std::string> shown_;     // text form by moves count, as the game went
    std::map<int, std::string> replayed_;  // the same from the determinism replay
    int ignored_inputs_ = 0;
    bool broken_ = false;  // a fault or an error stopped the game: no checks of its end
};

}  // namespace plateau::core::check
