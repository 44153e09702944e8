// A plugin's table with every function wrapped, so that `plateau check-plugin` sees each call
// the host core makes into the plugin, whoever makes it (GameInstance, Session, the save
// files): before the call, CheckObserver::call_begins (which the command's child process
// turns into a "call" line its parent times); after it, its duration (the slowest is
// reported, one over the limit is a timeout finding in-process). Every raw plateau_status
// the plugin gives is checked there too (status_problem), before GameInstance reads it and
// hides what it mends (a turn given once the game is over).
//
// The wrappers are C functions without a context pointer, so they find the wrapped table in
// a global: one InterceptedPlugin at a time in a process, and every game, state, ui and job
// made through it must be gone before it is. A function the plugin leaves NULL stays NULL.
#pragma once

#include <plateau/abi.h>

#include <chrono>
#include <cstdint>
#include <string>

#include "core/check/plugin_check.hpp"

namespace plateau::core::check {

class InterceptedPlugin {
  public:
    // Throws std::logic_error when another one exists.
    InterceptedPlugin(const plateau_plugin& real, CheckObserver* observer,
                      std::chrono::milliseconds limit);
    ~InterceptedPlugin();
    InterceptedPlugin(const InterceptedPlugin&) = delete;
    InterceptedPlugin& operator=(const InterceptedPlugin&) = delete;

    // The table to make games with (GameInstance keeps a pointer to it).
    [[nodiscard]] const plateau_plugin& table() const { return table_; }
    [[nodiscard]] const plateau_plugin& real() const { return real_; }

    // The first status problem since the last call of this function; "" when none.
    [[nodiscard]] std::string take_status_problem();
    // The first call that returned after the limit since the last call of this function
    // ("apply_move took 12.3 s"); "" when none.
    [[nodiscard]] std::string take_late_call();

    [[nodiscard]] std::uint64_t calls() const { return calls_; }
    [[nodiscard]] const std::string& slowest_name() const { return slowest_name_; }
    [[nodiscard]] double slowest_seconds() const { return slowest_seconds_; }

    // Used by the wrappers.
    void begin(const char* name);
    void end(const char* name, std::chrono::steady_clock::duration took);
    void saw_status(const plateau_status& status);

  private:
    plateau_plugin real_;
    plateau_plugin table_;
    CheckObserver* observer_;
    std::chrono::milliseconds limit_;
    std::uint64_t calls_ = 0;
    std::string slowest_name_;
    double slowest_seconds_ = 0;
    std::string status_problem_;
    std::string late_call_;
};

// "1.3 ms", "12 s": a duration for people.
[[nodiscard]] std::string show_seconds(double seconds);

}  // namespace plateau::core::check
