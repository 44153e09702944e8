// A move marked on the board (ABI 1.4, plateau_draw_args' mark): the move a hint proposes,
// shown until the position changes, or the move a computer player just played, shown for
// a moment and then faded out. The plugin draws it; this keeps which and for how long.
#pragma once

#include <plateau/abi.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>

#include "core/game/game_instance.hpp"

namespace plateau::ui {

class BoardMark {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::chrono::milliseconds kShown{1500};  // a last move, fully shown
    static constexpr std::chrono::milliseconds kFade{500};    // then fading out

    void hint(std::string move, core::StateRef on) {
        set(PLATEAU_MARK_HINT, std::move(move), std::move(on), {});
    }
    void last(std::string move, core::StateRef on, Clock::time_point now) {
        set(PLATEAU_MARK_LAST, std::move(move), std::move(on), now);
    }
    void clear() { *this = BoardMark(); }

    struct Drawn {
        plateau_mark_kind kind = PLATEAU_MARK_NONE;
        const std::string* move = nullptr;
        float strength = 0;
    };
    // The mark to draw on `state` at `now`: none once the position is another, or a last
    // move's time is over.
    [[nodiscard]] Drawn at(const core::StateRef& state, Clock::time_point now) const {
        if (kind_ == PLATEAU_MARK_NONE || state != on_) return {};
        if (kind_ == PLATEAU_MARK_HINT) return {kind_, &move_, 1.0f};
        const auto age = now - since_;
        if (age >= kShown + kFade) return {};
        if (age <= kShown) return {kind_, &move_, 1.0f};
        const float faded = std::chrono::duration<float>(age - kShown) / kFade;
        return {kind_, &move_, std::clamp(1.0f - faded, 0.0f, 1.0f)};
    }
    // Whether time alone changes the mark (a last move's, shown or fading): frames wanted.
    [[nodiscard]] bool changing(const core::StateRef& state, Clock::time_point now) const {
        return kind_ == PLATEAU_MARK_LAST && at(state, now).kind != PLATEAU_MARK_NONE;
    }

  private:
    void set(plateau_mark_kind kind, std::string move, core::StateRef on, Clock::time_point since) {
        kind_ = kind;
        move_ = std::move(move);
        on_ = std::move(on);
        since_ = since;
    }

    plateau_mark_kind kind_ = PLATEAU_MARK_NONE;
    std::string move_;
    core::StateRef on_;  // the position it belongs to
    Clock::time_point since_{};
};

}  // namespace plateau::ui
