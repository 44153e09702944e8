#include "driver_test_support.hpp"

#include <stdexcept>
#include <thread>

#include "core/config/param_schema.hpp"
#include "core/config/settings_resolution.hpp"
#include "loaded_game.hpp"

namespace plateau::core::testing {

const Plugin& duel_plugin() { return plateau::test::loaded_plugin(DRIVER_DUEL_PLUGIN); }

namespace {

const ParamSchema& duel_schema() { return plateau::test::loaded_schema(DRIVER_DUEL_PLUGIN); }

void set(Settings& settings, const std::string& key, ParamValue value) {
    for (Setting& s : settings.values) {
        if (s.key == key) {
            s.value = std::move(value);
            return;
        }
    }
    throw std::logic_error("duel has no parameter " + key);
}

std::string quoted(const std::string& text) { return "'" + text + "'"; }

}  // namespace

Duel& Duel::target(int n) {
    target_ = n;
    return *this;
}
Duel& Duel::player2(const std::string& who) {
    player2_ = who;
    return *this;
}
Duel& Duel::think_ms(int ms) {
    think_ms_ = ms;
    return *this;
}
Duel& Duel::pass_every(int k) {
    pass_every_ = k;
    return *this;
}
Duel& Duel::bad_pass() {
    bad_pass_ = true;
    return *this;
}
Duel& Duel::hints_fail() {
    hints_ = "fail";
    return *this;
}
Duel& Duel::unrankable() {
    unrankable_ = true;
    return *this;
}
Duel& Duel::solo() {
    solo_ = true;
    return *this;
}
Duel& Duel::clock_from(int counter) {
    clock_from_ = counter;
    return *this;
}
Duel& Duel::layout(const std::string& text) {
    layout_ = text;
    return *this;
}

std::shared_ptr<const GameInstance> Duel::game() const {
    Settings settings = default_settings(duel_schema());
    set(settings, "target", target_);
    set(settings, "player2", player2_);
    set(settings, "think_ms", think_ms_);
    set(settings, "pass_every", pass_every_);
    set(settings, "bad_pass", bad_pass_);
    set(settings, "hints", hints_);
    set(settings, "unrankable", unrankable_);
    set(settings, "solo", solo_);
    set(settings, "clock_from", clock_from_);
    return std::make_shared<const GameInstance>(duel_plugin().table(), settings, 7, layout_);
}

GameDriver::Options options(FakeClock& clock, Saves& saves, bool animations) {
    GameDriver::Options o;
    o.autosave = [&saves](const Session&, double seconds) {
        ++saves.count;
        saves.seconds.push_back(seconds);
        if (saves.fail) throw std::runtime_error("the disk is full");
    };
    o.animations = animations;
    o.now = clock.function();
    return o;
}

std::string describe(const DriverEvent& e) {
    using Kind = DriverEvent::Kind;
    switch (e.kind) {
        case Kind::played: {
            static const char* const kBy[] = {"human", "forced", "computer", "job"};
            return "played " + std::to_string(e.player) + " " + e.move + " " +
                   kBy[static_cast<int>(e.by)];
        }
        case Kind::position:
            return "position";
        case Kind::message:
            return "message " + e.label + " " + quoted(e.text);
        case Kind::line:
            return "line " + e.label + " " + quoted(e.text);
        case Kind::hint:
            return "hint " + e.label + " " + e.move;
        case Kind::no_hint:
            return "no_hint " + e.label + " " + quoted(e.text);
        case Kind::job_failed:
            return "job_failed " + e.label + " " + quoted(e.text);
        case Kind::computer_stuck:
            return "computer_stuck " + quoted(e.text);
        case Kind::game_over: {
            static const char* const kVerdict[] = {"none",         "enter",    "from_layout",
                                                   "not_rankable", "assisted", "scored_before"};
            std::string text = std::string("game_over ") +
                               kVerdict[static_cast<int>(e.score.verdict)] + " " +
                               std::to_string(e.score.value);
            if (!e.score.reason.empty()) text += " " + quoted(e.score.reason);
            return text;
        }
        case Kind::autosave_failed:
            return "autosave_failed " + quoted(e.text);
    }
    return "?";
}

std::vector<std::string> describe(const std::vector<DriverEvent>& events) {
    std::vector<std::string> lines;
    lines.reserve(events.size());
    for (const auto& e : events) lines.push_back(describe(e));
    return lines;
}

bool advance_until(GameDriver& driver, const std::function<bool()>& done) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!done()) {
        if (std::chrono::steady_clock::now() > end) return false;
        if (!driver.advance()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

bool finish_job(GameDriver& driver) {
    return advance_until(driver, [&] { return driver.job() == GameDriver::Job::none; });
}

std::string position(const GameDriver& driver) {
    return driver.game().text_form(driver.session().state());
}

}  // namespace plateau::core::testing
