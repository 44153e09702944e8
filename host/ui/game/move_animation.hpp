// The animation of the last move: the states before and after it, the move, and for how
// long the plugin wants it drawn in between. Skipped by a click (finish()).
#pragma once

#include <chrono>
#include <string>

#include "core/game/game_instance.hpp"

namespace plateau::ui {

class MoveAnimation {
  public:
    using Clock = std::chrono::steady_clock;

    void start(core::StateRef from, core::StateRef to, std::string move, float seconds,
               Clock::time_point now) {
        if (!(seconds > 0)) {
            finish();
            return;
        }
        from_ = std::move(from);
        to_ = std::move(to);
        move_ = std::move(move);
        length_ = seconds;
        start_ = now;
    }
    void finish() {
        from_.reset();
        to_.reset();
        move_.clear();
        length_ = 0;
    }

    // Running for the state `shown` (an animation of another state is stale).
    [[nodiscard]] bool running(const core::StateRef& shown, Clock::time_point now) const {
        return from_ != nullptr && to_ == shown && elapsed(now) < length_;
    }
    [[nodiscard]] float elapsed(Clock::time_point now) const {
        return std::chrono::duration<float>(now - start_).count();
    }
    [[nodiscard]] const core::StateRef& from() const { return from_; }
    [[nodiscard]] const std::string& move() const { return move_; }
    [[nodiscard]] float length() const { return length_; }
    [[nodiscard]] bool active() const { return from_ != nullptr; }

  private:
    core::StateRef from_, to_;
    std::string move_;
    float length_ = 0;
    Clock::time_point start_{};
};

}  // namespace plateau::ui
