// How long the window's loop sleeps between two looks at its events.
//
// SFML 2.5's waitEvent looks every 10 ms (about 1% of a CPU while idle). This loop looks
// often right after input, so a reply is quick, and less and less often while nothing
// happens, up to kLongest: an idle window costs almost nothing, and the first event after
// a long pause waits at most that long. (A look is not free: SFML 2.5's pollEvent also
// checks the joysticks each time, about 0.1-0.2 ms on a busy machine.)
#pragma once

#include <algorithm>
#include <chrono>

namespace plateau::ui {

class IdlePacer {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::chrono::milliseconds kShortest{2};
    static constexpr std::chrono::milliseconds kLongest{100};
    // Time at display rate while something moves.
    static constexpr std::chrono::microseconds kFrame{16'667};

    void input(Clock::time_point now) { last_input_ = now; }

    // The sleep when nothing moves: a sixteenth of the time since the last input, kept
    // between kShortest and kLongest (50 ms after 0.8 s of quiet, 100 ms after 1.6 s).
    [[nodiscard]] Clock::duration idle_sleep(Clock::time_point now) const {
        const auto quiet = now - last_input_;
        return std::clamp<Clock::duration>(quiet / 16, kShortest, kLongest);
    }

  private:
    Clock::time_point last_input_{};
};

}  // namespace plateau::ui
