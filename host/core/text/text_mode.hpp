// The text mode: a game played through standard input and output, one command per line,
// exactly one reply per line, so that another program can drive it through a pipe.
//
// A reply is, in order: `message:` lines, `played: N MOVE` lines, the command's own lines
// (`move:`, `hint:`, `help:`, a game command's lines), `info:` where the game has one, the
// board's text form, and last the status line
//   status: moves=M turn=T over=0|1 result=none|won|lost|draw|winner:N [score=S] [scores=..]
// A refused command writes `error: REASON` on the error stream first, then the usual reply.
// A plugin fault (PluginFault: the plugin threw, failed or gave garbage) ends the game
// instead: `error: the plugin failed: REASON; ...` on the error stream, no reply, and
// handle() returns false; the autosave slot keeps the last good position.
//
// How the game goes on is the game driver's (core/driver): the text mode turns a line into a
// call of the driver, lets it settle (the computer players move, a job's moves are played),
// and writes what it reports as the reply.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "core/driver/game_driver.hpp"

namespace plateau::core {

// What the text mode needs from the host beyond the session itself.
struct TextModeHooks {
    // Writes the session to a save file (throws std::exception with the reason).
    std::function<void(const Session&, const std::string& path)> save;
    // Loads a save file of this game (throws std::exception with the reason; the session
    // in play is kept unchanged then).
    std::function<Session(const std::string& path)> load;
    // Called after every change of position (the text mode's own autosave slot).
    std::function<void(const Session&)> autosave;
    // Whether the program was asked to end (a signal): looked at between two lines and while
    // a job runs. run() then stops the job, saves and returns.
    std::function<bool()> stop_requested;
};

class TextMode {
  public:
    TextMode(Session session, TextModeHooks hooks, std::ostream& out, std::ostream& err);

    // The reply at start: `message: seed N` and `message: game id ID` (given as
    // `first_messages`; none for a game on a layout), then the rest.
    void start(const std::vector<std::string>& first_messages);
    // Handles one line of input and writes its reply. Returns false for `quit`.
    bool handle(std::string line);
    // Reads lines until `quit`, the end of input or a stop request.
    void run(std::istream& in);

    [[nodiscard]] const Session& session() const { return driver_.session(); }
    // Why the game was ended by a plugin fault; empty when it was not.
    [[nodiscard]] const std::string& fault() const { return fault_; }

  private:
    struct Reply {
        std::vector<std::string> messages;
        std::vector<Played> played;
        std::vector<std::string> lines;  // already prefixed
    };

    void execute(const std::vector<std::string>& words, const std::string& rest, Reply& reply);
    // Lets the game go on until a human is to move, then takes what the driver reports.
    void settle(Reply& reply);
    [[nodiscard]] bool stopping() const;
    void take_events(Reply& reply);
    void write_reply(const Reply& reply);
    [[nodiscard]] std::string status_line() const;
    void help(Reply& reply) const;
    void report_fault();

    TextModeHooks hooks_;
    GameDriver driver_;

    std::ostream& out_;
    std::ostream& err_;
    std::string fault_;
};

// The status line for a status and a move count (also used by tests).
std::string format_status_line(const GameStatus& status, int moves);

}  // namespace plateau::core
