// "duel", the game driver's test game: a race to a target between two players, with rules
// small enough to work out by hand and a setting for every path of the driver.
//
// Rules. A shared counter starts at 0 (or where a layout "C" or "C T" puts it, T the player
// to move). A move is +1 or +2; the counter may not pass the target, and the player who
// reaches it exactly wins. With pass_every = K > 0, a counter at a multiple of K (not 0)
// forces two passes, one each, the player to move first: the turn then goes on as if there
// had been none. Points, once over: 100 if player 1 won, plus 10 for each +2 of the game.
//
// Settings for the driver's paths:
//   player2     human | computer (its job "move" answers +1) | cheat (answers +3, which the
//               game refuses) | stuck (its job fails)
//   think_ms    every job (move, hint, solve) waits this long first, stopping when cancelled
//   bad_pass    the forced move is "skip", which the game refuses
//   hints       good: the move that leaves the opponent a multiple of 3 to go (none when no
//               move does: a MESSAGE only) | fail: the job fails with a MESSAGE
//   unrankable  rankable() says no
//   solo        player 1 plays against the game: player 2's win is player 1's loss (outcome
//               LOST), player 1's a win (WON)
//   clock_from  the clock starts once the counter is at least this
// Commands: solve [COUNT|bad] (a job: COUNT times +1, to the target by default; "bad" gives
// +1 +3 +1), note (quick: a LINE and a MESSAGE), bump (quick: the move +1).
// Input: a left press is +1, a right press +2, a pointer move changes the ui's hover.
#include <plateau/plugin.hpp>
#include <sstream>

namespace duel {
namespace {

struct Race {
    int counter = 0;
    int turn = 1;    // the player to move
    int passes = 0;  // passes made at this counter
    int twos = 0;    // +2 moves played
    int winner = 0;  // 0 until the counter reaches the target
};

struct Ui {
    int hover = -1;
    int moves_seen = 0;  // after_move calls
};

// Waits `ms` milliseconds in slices; false when the job was cancelled meanwhile.
bool think(int ms, const std::atomic<bool>& stop) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (std::chrono::steady_clock::now() < end) {
        if (stop.load()) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return !stop.load();
}

plateau::JobResult cancelled() {
    plateau::JobResult r;
    r.failed = true;
    r.message("cancelled");
    return r;
}

class Duel final : public plateau::Game<Race, Ui> {
  public:
    Duel(const plateau::Settings& settings, std::uint64_t, const std::optional<std::string>& layout)
        : target_(settings.integer_int("target")),
          player2_(settings.text("player2")),
          think_ms_(settings.integer_int("think_ms")),
          pass_every_(settings.integer_int("pass_every")),
          bad_pass_(settings.boolean("bad_pass")),
          hints_fail_(settings.text("hints") == "fail"),
          unrankable_(settings.boolean("unrankable")),
          solo_(settings.boolean("solo")),
          clock_from_(settings.integer_int("clock_from")) {
        if (layout) {
            std::istringstream in(*layout);
            if (!(in >> start_.counter)) throw plateau::Refusal("a layout is C or C T");
            if (!(in >> start_.turn)) start_.turn = 1;
            if (start_.counter < 0 || start_.counter >= target_ || start_.turn < 1 ||
                start_.turn > 2) {
                throw plateau::Refusal("the layout's counter is 0 to target - 1, its turn 1 or 2");
            }
        }
    }

    Race initial() override { return start_; }

    Race apply(const Race& race, std::string_view move) override {
        if (race.winner != 0) throw plateau::Refusal("the game is over");
        Race next = race;
        if (move == "pass") {
            if (!pass_due(race)) throw plateau::Refusal("no pass is due");
            ++next.passes;
            next.turn = 3 - race.turn;
            return next;
        }
        if (move != "+1" && move != "+2") {
            throw plateau::Refusal("'" + std::string(move) + "' is not a move: +1 or +2");
        }
        if (pass_due(race)) throw plateau::Refusal("a pass is due");
        const int step = move == "+1" ? 1 : 2;
        if (race.counter + step > target_) throw plateau::Refusal("that passes the target");
        next.counter += step;
        next.passes = 0;
        if (step == 2) ++next.twos;
        if (next.counter == target_) {
            next.winner = race.turn;
        } else {
            next.turn = 3 - race.turn;
        }
        return next;
    }

    std::string text_form(const Race& race) override {
        std::string text = "counter " + std::to_string(race.counter) + " of " +
                           std::to_string(target_) + ", player ";
        if (race.winner != 0) return text + std::to_string(race.winner) + " won";
        return text + std::to_string(race.turn) + " to move";
    }

    plateau::Status status(const Race& race) override {
        plateau::Status s;
        if (race.winner != 0) {
            s.over = true;
            s.turn = 0;
            s.outcome = !solo_             ? plateau::Outcome::winner
                        : race.winner == 1 ? plateau::Outcome::won
                                           : plateau::Outcome::lost;
            s.winner = solo_ ? 0 : race.winner;
            s.score = (race.winner == 1 ? 100 : 0) + 10 * race.twos;
            return s;
        }
        s.turn = race.turn;
        s.computer_turn = race.turn == 2 && player2_ != "human";
        return s;
    }

    std::optional<std::string> forced_move(const Race& race) override {
        if (!pass_due(race)) return std::nullopt;
        return bad_pass_ ? "skip" : "pass";
    }

    void draw(plateau::Canvas&, const Race&, const Ui*, const plateau::Frame<Race>&) override {}

    plateau::InputResult input(const Race&, Ui& ui, const plateau::Input& in) override {
        if (in.is_press(PLATEAU_BUTTON_LEFT)) return plateau::InputResult::play("+1");
        if (in.is_press(PLATEAU_BUTTON_RIGHT)) return plateau::InputResult::play("+2");
        if (in.type == PLATEAU_INPUT_POINTER_MOVE && static_cast<int>(in.x) != ui.hover) {
            ui.hover = static_cast<int>(in.x);
            return plateau::InputResult::ui_changed();
        }
        return plateau::InputResult::unused();
    }

    void after_move(Ui& ui, const Race&, const Race&, std::string_view) override {
        ++ui.moves_seen;
    }

    // Exact binary fractions, so that a test compares them with ==.
    float anim_length(const Race&, const Race&, std::string_view move) override {
        if (move == "+1") return 0.25f;
        if (move == "+2") return 0.5f;
        return 0.125f;
    }

    bool rankable(const Race&, const Ui&) override { return !unrankable_; }
    bool clock_started(const Race& race) override { return race.counter >= clock_from_; }

    void command(const Race& race, std::string_view name, std::string_view,
                 const plateau::Output& out) override {
        if (name == "note") {
            out.line("counter " + std::to_string(race.counter) + " of " + std::to_string(target_));
            out.message("player " + std::to_string(race.turn) + " to move");
        } else if (name == "bump") {
            out.move("+1");
        } else {
            throw plateau::Refusal("no command '" + std::string(name) + "'");
        }
    }

    std::unique_ptr<plateau::Job> computer_move(const Race&, double) override {
        const int ms = think_ms_;
        {
            if (player2_ == "human") throw plateau::Refusal("player 2 is not a computer");
            const std::string kind = player2_;
            return std::make_unique<plateau::ThreadJob>([ms, kind](const std::atomic<bool>& stop) {
                if (!think(ms, stop)) return cancelled();
                plateau::JobResult r;
                if (kind == "stuck") {
                    r.failed = true;
                    r.message("the computer is stuck");
                } else {
                    r.move(kind == "cheat" ? "+3" : "+1");
                }
                return r;
            });
        }
    }

    std::unique_ptr<plateau::Job> hint(const Race& race, double) override {
        const int ms = think_ms_;
        {
            const bool fail = hints_fail_;
            const int to_go = target_ - race.counter;
            return std::make_unique<plateau::ThreadJob>(
                [ms, fail, to_go](const std::atomic<bool>& stop) {
                    if (!think(ms, stop)) return cancelled();
                    plateau::JobResult r;
                    if (fail) {
                        r.failed = true;
                        r.message("no hint today");
                        return r;
                    }
                    // A multiple of 3 to go loses for the player to move: leave one.
                    for (int step = 1; step <= 2; ++step) {
                        if (step <= to_go && (to_go - step) % 3 == 0) {
                            r.hint("+" + std::to_string(step));
                            return r;
                        }
                    }
                    r.message("no move wins");
                    return r;
                });
        }
    }

    std::unique_ptr<plateau::Job> command_job(const Race& race, std::string_view name,
                                              std::string_view args, double) override {
        const int ms = think_ms_;
        if (name == "solve") {
            std::vector<std::string> moves;
            if (args == "bad") {
                moves = {"+1", "+3", "+1"};
            } else {
                int count = target_ - race.counter;
                if (!args.empty()) {
                    std::istringstream in{std::string(args)};
                    if (!(in >> count) || count < 0) throw plateau::Refusal("solve [COUNT|bad]");
                }
                moves.assign(static_cast<std::size_t>(count), "+1");
            }
            return std::make_unique<plateau::ThreadJob>([ms, moves](const std::atomic<bool>& stop) {
                if (!think(ms, stop)) return cancelled();
                plateau::JobResult r;
                r.message(std::to_string(moves.size()) + " moves");
                for (const auto& m : moves) r.move(m);
                return r;
            });
        }
        throw plateau::Refusal("no job '" + std::string(name) + "'");
    }

  private:
    [[nodiscard]] bool pass_due(const Race& race) const {
        return pass_every_ > 0 && race.winner == 0 && race.counter > 0 &&
               race.counter % pass_every_ == 0 && race.passes < 2;
    }

    int target_;
    std::string player2_;
    int think_ms_;
    int pass_every_;
    bool bad_pass_;
    bool hints_fail_;
    bool unrankable_;
    bool solo_;
    int clock_from_;
    Race start_;
};

plateau::PluginInfo info() {
    plateau::PluginInfo i;
    i.id = "duel";
    i.name = "Duel";
    i.version = "0.1.0";
    i.description = "A race to a target: +1 or +2, exactly on it wins (the driver's tests).";
    i.how_to_play = "Type +1 or +2. The player who brings the counter to the target wins.";
    i.params = {
        plateau::Param::integer("target", "Target", 10, 1, 99),
        plateau::Param::choice("player2", "Player 2", "human",
                               {"human", "computer", "cheat", "stuck"}),
        plateau::Param::integer("think_ms", "Job time (ms)", 0, 0, 600000),
        plateau::Param::integer("pass_every", "Passes at multiples of", 0, 0, 99),
        plateau::Param::boolean("bad_pass", "Forced move refused", false),
        plateau::Param::choice("hints", "Hints", "good", {"good", "fail"}),
        plateau::Param::boolean("unrankable", "Never ranks", false),
        plateau::Param::boolean("solo", "Against the game", false),
        plateau::Param::integer("clock_from", "Clock from counter", 0, 0, 99),
    };
    i.commands = {
        {"solve", "[COUNT|bad]", "+1 COUNT times (to the target by default)", true},
        {"note", "", "the counter and the player to move", false},
        {"bump", "", "the move +1", false},
    };
    i.score_kind = PLATEAU_SCORE_POINTS;
    return i;
}

}  // namespace
}  // namespace duel

PLATEAU_PLUGIN(duel::Duel, duel::info)
