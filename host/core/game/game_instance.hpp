// One game made by a plugin: its parameters (plateau_game), and typed, exception-based
// access to every function of the plugin's table. Every PLATEAU_ERROR becomes a
// PluginError carrying the plugin's message; states are reference-counted handles that
// keep the game alive until the last of them is freed.
#pragma once

#include <plateau/abi.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/config/settings.hpp"
#include "core/game/plugin_io.hpp"

namespace plateau::core {

// The plugin refused something (a move, a layout) or failed; what() is its message.
class PluginError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The plugin misbehaved, as opposed to refusing something: it threw through the C
// boundary, failed where failing is not allowed (a status, a drawing), or gave garbage (a
// status out of range, a move that is not one line of text). The game cannot go on: the
// front end saves it at its last good position and ends it.
class PluginFault : public PluginError {
  public:
    using PluginError::PluginError;
};

// Whether `move` can be a move: 1 to 1024 bytes of UTF-8 text on one line (no control
// characters), so that a save file and the text mode's lines can hold it.
[[nodiscard]] bool is_move_text(std::string_view move);

// The status of a position, as the host uses it.
struct GameStatus {
    int turn = 1;
    bool over = false;
    plateau_outcome outcome = PLATEAU_OUTCOME_NONE;
    int winner = 0;
    std::optional<std::int64_t> score;
    std::vector<std::int64_t> scores;
    bool computer_turn = false;
    std::string message;

    // A game of several players (abi.h: player_count > 1, one score a player): the front
    // ends show every player's score and say whose turn it is.
    [[nodiscard]] bool several_players() const { return scores.size() > 1; }
};

class GameHandle;
using StateRef = std::shared_ptr<const plateau_state>;

// A running job (a computer move, a hint, a solver); freed (and so cancelled) on
// destruction.
class JobHandle {
  public:
    JobHandle(std::shared_ptr<GameHandle> game, plateau_job* job, StateRef state)
        : game_(std::move(game)), job_(job), state_(std::move(state)) {}
    ~JobHandle();
    JobHandle(const JobHandle&) = delete;
    JobHandle& operator=(const JobHandle&) = delete;

    // Running: nullopt. Finished: the items, and whether it failed.
    struct Result {
        bool failed = false;
        std::vector<OutputItem> items;
    };
    std::optional<Result> poll();

  private:
    std::shared_ptr<GameHandle> game_;
    plateau_job* job_;
    StateRef state_;  // the state the job works on stays alive while it runs
    bool finished_ = false;
};

class GameInstance {
  public:
    // Throws PluginError with the plugin's reason when it refuses the settings or layout.
    // `owner` keeps `plugin` (and its code) alive until the last state, ui and job of this
    // game are freed (the host's Plugin; null where the table outlives the game anyway).
    GameInstance(const plateau_plugin& plugin, const Settings& settings, std::uint64_t seed,
                 std::optional<std::string> layout, std::shared_ptr<const void> owner = nullptr);

    [[nodiscard]] const plateau_plugin& plugin() const { return *plugin_; }
    [[nodiscard]] const Settings& settings() const { return settings_; }
    [[nodiscard]] std::uint64_t seed() const { return seed_; }
    [[nodiscard]] const std::optional<std::string>& layout() const { return layout_; }

    [[nodiscard]] StateRef initial() const;
    // Throws PluginError with the reason for a move that is not one.
    [[nodiscard]] StateRef apply(const StateRef& state, std::string_view move) const;
    [[nodiscard]] std::string text_form(const StateRef& state) const;
    [[nodiscard]] GameStatus status(const StateRef& state) const;
    [[nodiscard]] std::string info_line(const StateRef& state, const plateau_ui* ui) const;
    [[nodiscard]] bool lists_moves() const { return plugin_->list_moves != nullptr; }
    // Throws PluginError when the game does not list its moves.
    [[nodiscard]] std::vector<std::string> moves(const StateRef& state) const;
    [[nodiscard]] std::optional<std::string> forced_move(const StateRef& state) const;

    // The ui: null when the game has none.
    [[nodiscard]] std::shared_ptr<plateau_ui> new_ui(const StateRef& state) const;
    // The move the event makes, if any; sets *ui_changed when only the ui changed.
    std::optional<std::string> input(const StateRef& state, plateau_ui* ui,
                                     const plateau_input& event, bool* ui_changed) const;
    void after_move(plateau_ui* ui, const StateRef& from, const StateRef& to,
                    std::string_view move) const;
    [[nodiscard]] float anim_length(const StateRef& from, const StateRef& to,
                                    std::string_view move) const;
    // The smallest board area in pixels the game stays readable in (ABI 1.1); 0 for a side
    // without a minimum, and for a plugin without the function. Values the plugin gives
    // that are not finite or out of [0, 16384] read as 0 (no minimum) or 16384.
    struct BoardArea {
        float width = 0;
        float height = 0;
    };
    [[nodiscard]] BoardArea min_board_size(const StateRef& state) const;
    // Whether the finished game may enter the high scores, given its ui (ABI 1.1; true for
    // a plugin without the function, or without a ui).
    [[nodiscard]] bool rankable(const StateRef& state, const plateau_ui* ui) const;
    // `move`, legal in `state`, in words for the status bar ("column 3, row 5"; ABI 1.4);
    // the move's notation for a plugin without the function or that fails to say it.
    [[nodiscard]] std::string describe_move(const StateRef& state, std::string_view move) const;
    // `move`, legal in `state`, in the game's one notation (ABI 1.5): what the history and
    // saves keep. The move as given for a plugin without the function; PluginError when the
    // plugin fails or gives no move.
    [[nodiscard]] std::string canonical_move(const StateRef& state, std::string_view move) const;
    // Whether the window's timer runs on `state` (ABI 1.1; true without the function).
    [[nodiscard]] bool clock_started(const StateRef& state) const;
    // What the ui keeps that a save must keep (one line; "" for nothing), and giving it
    // back to a new ui (ABI 1.1). restore_ui throws PluginError for a text it refuses.
    [[nodiscard]] std::string save_ui(const plateau_ui* ui) const;
    void restore_ui(plateau_ui* ui, std::string_view text) const;
    void draw(const plateau_draw_args& args, const plateau_ui* ui,
              const plateau_canvas& canvas) const;

    [[nodiscard]] std::vector<OutputItem> run_command(const StateRef& state, std::string_view name,
                                                      std::string_view args) const;
    [[nodiscard]] std::unique_ptr<JobHandle> start_job(const StateRef& state, std::string_view name,
                                                       std::string_view args,
                                                       double budget_seconds) const;
    [[nodiscard]] const plateau_command_def* find_command(std::string_view name) const;

  private:
    const plateau_plugin* plugin_;
    Settings settings_;
    std::uint64_t seed_;
    std::optional<std::string> layout_;
    std::shared_ptr<GameHandle> game_;
};

}  // namespace plateau::core
