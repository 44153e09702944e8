// The game's timer: seconds played, running while the game is not over (the game driver
// says when). Shown as mm:ss.
#pragma once

#include <chrono>
#include <string>

namespace plateau::core {

class PlayClock {
  public:
    using Clock = std::chrono::steady_clock;

    void reset(double seconds, Clock::time_point now) {
        banked_ = seconds;
        since_ = now;
    }
    void set_running(bool running, Clock::time_point now) {
        if (running == running_) return;
        if (running_) banked_ += std::chrono::duration<double>(now - since_).count();
        since_ = now;
        running_ = running;
    }
    [[nodiscard]] bool running() const { return running_; }
    [[nodiscard]] double seconds(Clock::time_point now) const {
        return banked_ + (running_ ? std::chrono::duration<double>(now - since_).count() : 0.0);
    }
    // When the shown text next changes (the next whole second), while running.
    [[nodiscard]] Clock::time_point next_tick(Clock::time_point now) const;

  private:
    double banked_ = 0;
    Clock::time_point since_{};
    bool running_ = false;
};

// "mm:ss", or "h:mm:ss" from an hour on.
[[nodiscard]] std::string format_duration(double seconds);

}  // namespace plateau::core
