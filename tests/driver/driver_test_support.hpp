// What the game driver's tests share: the duel test game (duel_plugin.cpp) loaded as the host
// loads a plugin, games made with chosen settings, a clock the test moves by hand, an
// autosave hook that counts, and events written as short lines so that a test compares them
// with the lines it expects.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/driver/game_driver.hpp"
#include "core/game/game_instance.hpp"
#include "core/plugins/plugin.hpp"
#include "core/session/session.hpp"

namespace plateau::core::testing {

// The duel plugin, loaded once with load_plugin; throws when it is refused.
const Plugin& duel_plugin();

// A duel game: the schema's defaults (target 10, player 2 human, jobs instant, no passes,
// good hints, rankable, the clock from the first move) with what a test changes.
class Duel {
  public:
    Duel& target(int n);
    Duel& player2(const std::string& who);  // human, computer, cheat, stuck
    Duel& think_ms(int ms);
    Duel& pass_every(int k);
    Duel& bad_pass();
    Duel& hints_fail();
    Duel& unrankable();
    Duel& solo();
    Duel& clock_from(int counter);
    Duel& layout(const std::string& text);

    [[nodiscard]] std::shared_ptr<const GameInstance> game() const;
    [[nodiscard]] Session session() const { return Session(game()); }

  private:
    std::int64_t target_ = 10;
    std::string player2_ = "human";
    std::int64_t think_ms_ = 0;
    std::int64_t pass_every_ = 0;
    bool bad_pass_ = false;
    std::string hints_ = "good";
    bool unrankable_ = false;
    bool solo_ = false;
    std::int64_t clock_from_ = 0;
    std::optional<std::string> layout_;
};

// A clock that moves only when the test says.
class FakeClock {
  public:
    void pass(double seconds) {
        now_ += std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::duration<double>(seconds));
    }
    [[nodiscard]] std::function<GameDriver::TimePoint()> function() {
        return [this] { return now_; };
    }

  private:
    GameDriver::TimePoint now_{};
};

// The autosave hook's calls: how many, and the seconds played each was given.
struct Saves {
    int count = 0;
    std::vector<double> seconds;
    bool fail = false;  // the hook throws (a full disk)
};

// Options with the fake clock and the counting hook.
GameDriver::Options options(FakeClock& clock, Saves& saves, bool animations = false);

// One event as a line: "played 1 +1 human", "position", "game_over enter 110",
// "hint hint +1", "no_hint hint 'why'", "message solve '3 moves'", "line note 'text'",
// "job_failed solve 'why'", "computer_stuck 'why'", "autosave_failed 'why'".
std::string describe(const DriverEvent& event);
std::vector<std::string> describe(const std::vector<DriverEvent>& events);

// Calls advance() (sleeping a millisecond between calls) until `done` or 10 s have passed;
// false on the timeout. The events stay in the driver.
bool advance_until(GameDriver& driver, const std::function<bool()>& done);
// Until the running job has given its result (the jobs run on the plugin's threads).
bool finish_job(GameDriver& driver);

// The text form of the driver's current position ("counter 3 of 10, player 1 to move").
std::string position(const GameDriver& driver);

// A driver over a duel game, with the fake clock and the counting hook, started.
struct Rig {
    explicit Rig(const Duel& duel, bool animations = false)
        : driver(duel.session(), options(clock, saves, animations)) {
        driver.start();
    }
    Rig(const Rig&) = delete;
    Rig& operator=(const Rig&) = delete;

    FakeClock clock;  // before the driver, which holds a function of it
    Saves saves;
    GameDriver driver;

    std::vector<std::string> events() { return describe(driver.take_events()); }
};

// The reason `call` was refused for, if it was.
template <class Call>
std::optional<Refused::Reason> refusal(Call&& call) {
    try {
        call();
    } catch (const Refused& refused) {
        return refused.reason();
    }
    return std::nullopt;
}

}  // namespace plateau::core::testing
