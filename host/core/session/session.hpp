// A session: one open game and its history — the list of states and the moves between
// them — with undo, redo, restart and new game (both undoable), forced moves (a pass, a
// skip) and computer players' moves taken through the plugin.
//
// History is a list of entries; `position` is the current one. A new move after an undo
// drops the entries after the position (the redo tail). Undo and redo skip positions where
// no human has a choice (a computer player's turn, a forced move), so undo against the
// computer takes back its move and yours together.
//
// States are kept compactly: every entry keeps its status and move, but only every
// kSnapshotEvery-th entry (and each game's start, and the current position and the one
// before it) keeps its state. Any other state is made again when needed by replaying the
// moves from the nearest kept one before it (at most kSnapshotEvery - 1 moves), so a long
// session's memory grows by the size of a move, not of a position, per move.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game/game_instance.hpp"

namespace plateau::core {

// A move the game or a computer player made, as the text mode reports it.
struct Played {
    int player = 0;  // from 1
    std::string move;
    friend bool operator==(const Played&, const Played&) = default;
};

// The word that stands for a restart in a saved history.
inline constexpr std::string_view kRestartWord = "restart";

// Help a game had, which keeps it out of the high scores: undo cannot take it back, a
// restart keeps it (the same board), a new game starts without. The first one is kept.
enum class Assistance {
    none,
    hint,            // a hint was given
    solver,          // a job or a command played moves (a solver)
    undo_after_loss  // a lost game was undone and played on
};
// Its word in a saved game ("hint", "solver", "undo-after-loss"; "" for none), and back.
[[nodiscard]] std::string_view assistance_word(Assistance assistance);
[[nodiscard]] std::optional<Assistance> assistance_of_word(std::string_view word);

class Session {
  public:
    explicit Session(std::shared_ptr<const GameInstance> game);

    [[nodiscard]] const GameInstance& game() const { return *current().game; }
    [[nodiscard]] std::shared_ptr<const GameInstance> game_ptr() const { return current().game; }
    [[nodiscard]] const StateRef& state() const { return current().state; }
    [[nodiscard]] const GameStatus& status() const { return current().status; }
    // Moves from the game's initial position to the current one (0 after a restart).
    [[nodiscard]] int moves() const { return current().moves; }
    [[nodiscard]] plateau_ui* ui() const { return current().ui.get(); }
    // The current game's help (Assistance::none when it had none).
    [[nodiscard]] Assistance assistance() const { return *current().assistance; }
    // Records help given to the current game (the first kind is kept).
    void mark_assisted(Assistance assistance);

    // The entry before the current one and the move between them, for animating it;
    // null when the current entry is not a move.
    [[nodiscard]] const StateRef* previous_state() const;
    [[nodiscard]] const std::string& last_move() const { return current().move; }

    // Plays a move of the player to move, then every forced move that follows (returned).
    // A refused move throws PluginError and changes nothing.
    std::vector<Played> play(std::string_view move);
    // Plays a move chosen by a computer player or a solver: reported as Played too.
    std::vector<Played> play_for_player(std::string_view move);
    // Applies the forced moves of the current position, if any.
    std::vector<Played> play_forced();

    [[nodiscard]] bool can_undo() const;
    [[nodiscard]] bool can_redo() const;
    bool undo();
    bool redo();
    // An undoable step back to the initial position; false if already there.
    bool restart();
    // Starts another game (an undoable step too).
    void new_game(std::shared_ptr<const GameInstance> game);

    [[nodiscard]] bool computer_to_move() const { return status().computer_turn; }

    // The current game's segment of the history, for saving: its moves in order (a restart
    // is the word "restart") and how many of them lead to the current position.
    struct Record {
        std::vector<std::string> moves;
        std::size_t position = 0;
        Assistance assistance = Assistance::none;
    };
    [[nodiscard]] Record record() const;
    // Replays a record on a fresh game. Throws ReplayError naming the bad move's index;
    // the session is only made when every move was accepted.
    static Session replay(std::shared_ptr<const GameInstance> game, const Record& record);
    // The current game again as `game`, the same game in other values of its look
    // parameters (abi.h, LOOK PARAMETERS: made of the same seed or layout): its record
    // replayed on it, redo tail and help kept, and what its ui keeps for saves carried
    // over. The games before it in the history are left behind: undo reaches back to this
    // game's start, no further. Throws as replay does, or
    // PluginError when the new ui refuses the old one's text; `this` is left unchanged.
    [[nodiscard]] Session with_game(std::shared_ptr<const GameInstance> game) const;

  private:
    enum class Kind { start, move, restart };
    struct Entry {
        std::shared_ptr<const GameInstance> game;
        mutable StateRef state;  // null when dropped (see state_at)
        GameStatus status;
        std::optional<std::string> forced;  // the move the game forces here, if any
        Kind kind = Kind::start;
        std::string move;
        int moves = 0;
        std::shared_ptr<plateau_ui> ui;  // shared by every entry of one game
        std::shared_ptr<Assistance> assistance = std::make_shared<Assistance>(Assistance::none);
    };

    [[nodiscard]] const Entry& current() const { return history_[position_]; }
    // Entry i's state, replayed from the nearest kept state before it if it was dropped.
    const StateRef& state_at(std::size_t i) const;
    // Whether entry i keeps its state; drops it otherwise.
    [[nodiscard]] bool keeps_state(std::size_t i) const;
    void trim(std::size_t i);
    // Moves the position (undo, redo, replay), keeping only the states it needs.
    void move_to(std::size_t position);
    // Whether a human has a choice at entry i.
    [[nodiscard]] bool human_choice_at(std::size_t i) const;
    // Where undo goes: the last earlier position where a human has a choice.
    [[nodiscard]] std::optional<std::size_t> undo_target() const;
    void push(Entry entry);
    // The first entry of a game: its initial position, with a new ui.
    static Entry start_entry(std::shared_ptr<const GameInstance> game);
    Entry make_move_entry(std::string_view move) const;
    std::size_t segment_start(std::size_t i) const;

    std::vector<Entry> history_;
    std::size_t position_ = 0;

  public:
    static constexpr std::size_t kSnapshotEvery = 32;
};

// A saved move the game refused while replaying.
class ReplayError : public std::runtime_error {
  public:
    // "move 3 'a1' is refused: REASON", in the player's language.
    ReplayError(std::size_t index, const std::string& move, const std::string& reason);
    [[nodiscard]] std::size_t index() const { return index_; }

  private:
    std::size_t index_;
};

}  // namespace plateau::core
