// `plateau check-plugin`: checks a plugin file as the host would load it, then exercises its
// game through the C boundary. This library holds the checks themselves, callable in-process
// (the tests call them); the command (host/cli/check_plugin_command.cpp) runs each file's
// check in a child process of its own, so that a plugin that crashes or hangs is a finding
// too, and prints the lines.
//
// What is checked, in order, each failure a Finding named by its CHECK:
//   load         the file loads as the host loads it (core/plugins/plugin_loader.hpp), its
//                parameter schema reads, and the game accepts its own defaults and built-in
//                presets. A refused file stops its check there.
//   exports      plateau_entry is the only symbol the library exports (read from .dynsym, as
//                the loader does: core/plugins/elf_exports.hpp). The host still loads such a
//                plugin (every 1.x plugin keeps loading); this check fails it.
// Then games are played: for "each preset", i.e. the game's defaults and then each built-in
// preset over them, and `seeds` seeds (1, 2, 3...), taken round-robin (every preset's seed 1
// first), until `time_budget` is spent (the first round is always played whole). A game
// plays random legal moves to its end or `move_limit` moves:
//   - a game that lists its moves (list_moves): one of them, drawn uniformly by a
//     std::mt19937_64 seeded with the game's seed, so a finding is reproduced by running the
//     check again; one random input event is also sent at each position, its move dropped;
//   - a game that does not: random pointer presses and releases at random board points,
//     pointer moves and keys through `input` (never the game's menu key, which the host keeps
//     for itself) until the game makes a move, which is played; at most 20 events a move;
//   - a computer player's turn (status computer_turn): the job "move" is started with the
//     game's own budget (0) and polled, and its move played; a job that fails or gives no
//     move ends the game there, as the host's computer would be stuck;
//   - forced moves are played by the session (core/session), as in the host.
// At every position of the game:
//   text-form    the text form is one line per row (position_checks.hpp: not empty, no '\r',
//                no empty line, no trailing newline);
//   status       every status the plugin gives, on every call, is consistent
//                (position_checks.hpp: over means turn 0, one result...); a game not over
//                that lists no moves and forces none leaves its player stuck;
//   refusal      the move "plateau-check-not-a-move" is refused (an error, not an accepted
//                move nor a fault), and the text form and status are then as before;
//   draw         a thumbnail (ui NULL, thumbnail 1, 200x150) and a frame (the session's ui,
//                640x480, or the game's min_board_size if larger), and after an animated move
//                a frame half way through its animation, return OK with only finite numbers
//                (recording_canvas.hpp).
// Once the game has ended:
//   refusal      a finished game refuses a move (the last move played, for a game that lists
//                its moves), its text form and status unchanged;
//   determinism  a fresh game from the same settings and seed, given the same moves, shows
//                the same text form after every move;
//   look         for each look parameter (abi.h, LOOK PARAMETERS), a fresh game from the same
//                settings and seed but another value of it (look_values.hpp; a value the
//                game refuses is not tried) takes the same moves, with the same status
//                (its message aside) and the same moves listed at every position;
//   save-load    the session written with write_save to a temporary folder, then read_save
//                and restore_session, shows the same text form, status and moves count (at
//                the end, and once half way back through the undo walk below);
//   undo-redo    undo back to the first position undo reaches, then redo to the end, show the
//                text form each position showed going forward, redo visiting the positions
//                undo visited, in reverse.
// Anywhere:
//   timeout      a call into the plugin that takes longer than `call_limit`, or a job that
//                does not finish within its budget and `call_limit` more. In-process a call
//                that never returns hangs the check: the command's parent process enforces
//                the limit on each call as it happens (CheckObserver::call_begins).
//   crash        the plugin failed where the host would end the game (an exception through
//                the C boundary, a move that is not text, garbage from a call), or, found by
//                the command's parent, the check's process died.
// A check's kind is reported once per file, its first finding, with what reproduces it (the
// preset, the seed, the moves played); later findings of the same kind are counted only. A
// game stops playing at a failure of play (a fault, a move of its own it refuses, a drawing
// that fails); after a fault nothing more of that game is checked, else the checks of its end
// follow. The other games are still played.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::core::check {

// The CHECK names, as `check-plugin` prints them.
inline constexpr std::string_view kLoad = "load";
inline constexpr std::string_view kExports = "exports";
inline constexpr std::string_view kDeterminism = "determinism";
inline constexpr std::string_view kLook = "look";
inline constexpr std::string_view kRefusal = "refusal";
inline constexpr std::string_view kSaveLoad = "save-load";
inline constexpr std::string_view kUndoRedo = "undo-redo";
inline constexpr std::string_view kStatus = "status";
inline constexpr std::string_view kTextForm = "text-form";
inline constexpr std::string_view kDraw = "draw";
inline constexpr std::string_view kCrash = "crash";
inline constexpr std::string_view kTimeout = "timeout";

struct Finding {
    std::string check;  // one of the names above
    std::string
        detail;  // one line: what went wrong, and where ("(defaults, seed 1, after 3 moves)")
    friend bool operator==(const Finding&, const Finding&) = default;
};

struct CheckOptions {
    // The longest a call into the plugin may take; a job may take its budget and this more.
    std::chrono::milliseconds call_limit{10000};
    // Seeds per preset (1, 2, ...), moves per game at most.
    int seeds = 3;
    int move_limit = 300;
    // After the first round of games (each preset once), no game starts past this.
    std::chrono::milliseconds time_budget{20000};
    // Where the save-load check writes its files; empty: a temporary folder of its own,
    // removed at the end. Nothing else is written anywhere.
    std::filesystem::path work_dir;
};

// Told what the check does as it does it: the command's child process streams it to the
// parent. Every function may be left as is.
class CheckObserver {
  public:
    virtual ~CheckObserver() = default;
    // Where the check is, for the messages about what follows ("preset \"classic\", seed 2,
    // after 14 moves"); said when it changes.
    virtual void context(std::string_view where) { (void)where; }
    // A call into the plugin is about to begin, and may take `limit`: `name` is the C
    // function's ("apply_move"), or "loading the library" for the dynamic loader and
    // plateau_entry.
    virtual void call_begins(std::string_view name, std::chrono::milliseconds limit) {
        (void)name;
        (void)limit;
    }
    // A finding, as soon as it is made (the report has it too).
    virtual void finding(const Finding& finding) { (void)finding; }
};

struct CheckReport {
    std::vector<Finding> findings;
    // Once loaded: the plugin's id and version.
    std::string id;
    std::string version;
    // What was done: "12 games (the defaults and 3 presets, seeds 1 to 3), 1843 moves in
    // 820 ms; slowest call: draw 1.3 ms", and "(slow: ...)" after a call of over 50 ms.
    std::string details;
    int games = 0;
    int moves = 0;
    std::string slowest_call;
    double slowest_seconds = 0;

    [[nodiscard]] bool passed() const { return findings.empty(); }
};

// Checks one file. Never throws for anything the plugin does; a call that never returns
// hangs it (see timeout above). One check at a time in a process: the C functions the
// plugin is given have no context pointer, so the call wrappers are global.
[[nodiscard]] CheckReport check_plugin_file(const std::filesystem::path& file,
                                            const CheckOptions& options,
                                            CheckObserver* observer = nullptr);

}  // namespace plateau::core::check
