// Ending on a signal as on the close button. A desktop logging out sends SIGTERM, a terminal
// Ctrl+C (SIGINT) or its closing (SIGHUP); by default each kills the program where it
// stands, leaving the running marker behind, so the next start would blame the open game's
// plugin for a crash that did not happen. With these handlers the signal only sets a flag:
// the front end sees it (the window within one turn of its loop, the text mode between two
// lines and while it waits for a job), saves, stops its job and returns as it does at the
// close button or at the end of input.
//
// A second signal of the same kind ends the program at once (the default action is put
// back by the first), for a user who does not want to wait.
#pragma once

namespace plateau::core {

enum class StdinOnStop {
    keep,   // the window: standard input is not read
    close,  // the text mode: a read waiting on standard input ends (as at end of input)
};

// Installs the handlers for SIGTERM, SIGINT and SIGHUP. Call once, before any thread starts.
void catch_stop_signals(StdinOnStop stdin_on_stop);

// The signal that asked the program to end, or 0 while none has.
[[nodiscard]] int stop_signal() noexcept;

}  // namespace plateau::core
