#include "core/app/stop_signals.hpp"

#include <unistd.h>

#include <csignal>
#include <initializer_list>

namespace plateau::core {

namespace {

volatile std::sig_atomic_t g_stop_signal = 0;
volatile std::sig_atomic_t g_close_stdin = 0;

// Only async-signal-safe calls here (signal-safety(7)): sigaction and close are.
extern "C" void on_stop_signal(int signal) {
    if (g_stop_signal == 0) g_stop_signal = signal;
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal, &fallback, nullptr);
    // A read waiting on standard input is restarted after the handler (SA_RESTART) and
    // finds the descriptor closed; one about to start does too: either ends as at end of
    // input.
    if (g_close_stdin != 0) ::close(STDIN_FILENO);
}

}  // namespace

void catch_stop_signals(StdinOnStop stdin_on_stop) {
    g_close_stdin = stdin_on_stop == StdinOnStop::close ? 1 : 0;
    struct sigaction action {};
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    // Restarted, the other calls in progress (a save being written, the X server's socket)
    // go on as if nothing happened.
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGINT, SIGHUP}) sigaction(signal, &action, nullptr);
}

int stop_signal() noexcept { return g_stop_signal; }

}  // namespace plateau::core
