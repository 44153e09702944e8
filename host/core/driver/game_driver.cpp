#include "core/driver/game_driver.hpp"

#include <algorithm>
#include <thread>

#include "core/i18n/translate.hpp"

namespace plateau::core {

namespace {

// What helped, as the end of the game says it ("Not entered in the high scores: ...").
std::string assistance_reason(Assistance assistance) {
    switch (assistance) {
        case Assistance::hint:
            return tr("a hint was used");
        case Assistance::solver:
            return tr("the solver played");
        case Assistance::undo_after_loss:
            return tr("a lost game was undone");
        case Assistance::none:
            break;
    }
    return "";
}

// A job that failed says why in its last message, if it says.
std::string failure_reason(const JobHandle::Result& result) {
    std::string reason;
    for (const auto& item : result.items) {
        if (item.kind == PLATEAU_OUT_MESSAGE) reason = item.text;
    }
    return reason;
}

// The events, made whole (GCC's -Wextra wants every member of a designated initializer).
DriverEvent event(DriverEvent::Kind kind, std::string label = {}, std::string text = {}) {
    DriverEvent e;
    e.kind = kind;
    e.label = std::move(label);
    e.text = std::move(text);
    return e;
}

DriverEvent played(int player, std::string move, Mover by) {
    DriverEvent e;
    e.kind = DriverEvent::Kind::played;
    e.player = player;
    e.move = std::move(move);
    e.by = by;
    return e;
}

}  // namespace

GameDriver::GameDriver(Session session, Options options, double seconds_played)
    : session_(std::move(session)), options_(std::move(options)) {
    clock_.reset(seconds_played, now());
}

GameDriver::~GameDriver() { drop_job(); }

bool GameDriver::has_hints() const { return game().plugin().has_hint != 0; }

std::vector<DriverEvent> GameDriver::take_events() {
    std::vector<DriverEvent> taken;
    taken.swap(events_);
    return taken;
}

// ---- The game going on by itself ---------------------------------------------------------

void GameDriver::start() {
    // A game that was over when it was opened had its end decided when it ended.
    if (status().over) scored_ = session_.game_ptr();
    for (const Played& forced : session_.play_forced()) {
        emit(played(forced.player, forced.move, Mover::forced));
        changed_ = true;
    }
    if (!changed_) {
        // Nothing to save: the game is as it was opened. Its clock runs where it should, and
        // a game that is over is said to be (the window shows its end again).
        update_clock();
        if (status().over) {
            DriverEvent over = event(DriverEvent::Kind::game_over);
            over.score.verdict = ScoreDecision::Verdict::scored_before;
            emit(std::move(over));
        }
    }
    after_change();
    start_computer_if_its_turn();
}

bool GameDriver::advance() {
    if (paused_) return false;
    const std::size_t events_before = events_.size();
    if (job_) {
        if (auto result = job_->poll()) {
            const Job kind = job_kind_;
            const std::string label = job_label_;
            job_.reset();
            job_kind_ = Job::none;
            if (kind == Job::computer_move) {
                const auto it = std::find_if(
                    result->items.begin(), result->items.end(),
                    [](const OutputItem& item) { return item.kind == PLATEAU_OUT_MOVE; });
                if (result->failed || it == result->items.end()) {
                    stuck_on_ = session_.state();
                    emit(event(DriverEvent::Kind::computer_stuck, {}, failure_reason(*result)));
                } else {
                    play_move(it->text, Mover::computer);
                }
            } else if (result->failed) {
                emit(event(
                    kind == Job::hint ? DriverEvent::Kind::no_hint : DriverEvent::Kind::job_failed,
                    label, failure_reason(*result)));
            } else {
                take_items(result->items, label);
            }
        }
    }
    // One move a step: the computer's, or else the next of a job's moves.
    if (!changed_ && !job_ && !queued_.empty()) {
        const std::string move = queued_.front();
        queued_.pop_front();
        play_move(move, Mover::job);
    }
    after_change();
    start_computer_if_its_turn();
    return events_.size() > events_before;
}

void GameDriver::settle(const std::function<bool()>& stop) {
    // Computer players could play one another for ever: a bound ends that, not a hang.
    constexpr int kMostMoves = 100000;
    int moves = 0;
    while (busy() && !paused_ && moves < kMostMoves && !(stop && stop())) {
        const int before = session_.moves();
        if (!advance()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (session_.moves() != before) ++moves;
    }
}

void GameDriver::start_computer_if_its_turn() {
    if (!status().over && status().computer_turn) computer_players_.insert(status().turn);
    if (job_ || !queued_.empty() || status().over || !status().computer_turn) return;
    // A computer player that found no move here is not asked again for this position (it
    // would fail the same way, for ever): a change of position asks again.
    if (stuck_on_ == session_.state()) return;
    try {
        start_job(Job::computer_move, "move", "");
    } catch (const PluginFault&) {
        throw;
    } catch (const std::exception& e) {
        stuck_on_ = session_.state();
        emit(event(DriverEvent::Kind::computer_stuck, {}, e.what()));
    }
}

void GameDriver::start_job(Job kind, std::string_view name, std::string_view args) {
    job_ = game().start_job(session_.state(), name, args, 0.0);
    job_kind_ = kind;
    job_label_ = std::string(name);
}

void GameDriver::take_items(const std::vector<OutputItem>& items, const std::string& label) {
    bool hinted = false;
    for (const auto& item : items) {
        switch (item.kind) {
            case PLATEAU_OUT_MOVE:
                queued_.push_back(item.text);  // played one a step by advance()
                break;
            case PLATEAU_OUT_HINT:
                emit(event(DriverEvent::Kind::hint, label));
                events_.back().move = item.text;
                hinted = true;
                break;
            case PLATEAU_OUT_MESSAGE:
                emit(event(DriverEvent::Kind::message, label, item.text));
                break;
            case PLATEAU_OUT_LINE:
                emit(event(DriverEvent::Kind::line, label, item.text));
                break;
            default:
                break;  // the game instance refuses unknown kinds before they get here
        }
    }
    if (label == "hint" && !hinted) emit(event(DriverEvent::Kind::no_hint, label));
    // A hint given, as a move or in words, is help.
    if (label == "hint" && !items.empty()) session_.mark_assisted(Assistance::hint);
}

// ---- Moves and what follows them -----------------------------------------------------------

void GameDriver::play_move(const std::string& move, Mover by) {
    const int player = status().turn;
    std::vector<Played> forced;
    try {
        forced = session_.play(move);
    } catch (const PluginFault&) {
        throw;
    } catch (const PluginError& e) {
        if (by == Mover::human) throw;  // a refused move: nothing changed
        throw PluginFault(format(tr("the game refuses its own move '{0}': {1}"), move, e.what()));
    }
    changed_ = true;
    if (by == Mover::job) session_.mark_assisted(Assistance::solver);
    // A hint is for the position before.
    if (job_ && job_kind_ == Job::hint) drop_job();
    emit(played(player, move, by));
    for (const Played& f : forced) emit(played(f.player, f.move, Mover::forced));
    if (options_.animations) {
        if (const StateRef* previous = session_.previous_state()) {
            events_.back().anim_length =
                game().anim_length(*previous, session_.state(), session_.last_move());
        }
    }
}

// After a change of position: the clock, the end of the game, the autosave.
void GameDriver::after_change() {
    if (!changed_) return;
    changed_ = false;
    update_clock();
    if (status().over) {
        DriverEvent over = event(DriverEvent::Kind::game_over);
        if (scored_.get() == &game()) {
            over.score.verdict = ScoreDecision::Verdict::scored_before;
        } else {
            scored_ = session_.game_ptr();
            over.score = decide_score(game().plugin(), status(), seconds_played(),
                                      game().layout().has_value(), true);
            // Only a game played unassisted enters; the game is asked only when its score
            // would.
            if (over.score.verdict == ScoreDecision::Verdict::enter &&
                session_.assistance() != Assistance::none) {
                over.score.verdict = ScoreDecision::Verdict::assisted;
                over.score.reason = assistance_reason(session_.assistance());
            }
            if (over.score.verdict == ScoreDecision::Verdict::enter &&
                !game().rankable(session_.state(), session_.ui())) {
                over.score.verdict = ScoreDecision::Verdict::not_rankable;
            }
        }
        emit(std::move(over));
    }
    autosave();
}

void GameDriver::autosave() {
    if (!options_.autosave) return;
    try {
        options_.autosave(session_, seconds_played());
    } catch (const std::exception& e) {
        emit(event(DriverEvent::Kind::autosave_failed, {}, e.what()));
    }
}

void GameDriver::update_clock() {
    // The clock starts with the first move, or later where the game says so (Minesweeper:
    // the first open cell), and stops when the game is over or paused; a resumed game that
    // has time keeps counting.
    const TimePoint t = now();
    bool started = clock_.seconds(t) > 0;
    if (!started && session_.moves() > 0) {
        try {
            started = game().clock_started(session_.state());
        } catch (const PluginFault&) {
            throw;
        } catch (const std::exception&) {
            started = true;  // a game that cannot say: from the first move
        }
    }
    clock_.set_running(!paused_ && !status().over && started, t);
}

void GameDriver::drop_job() noexcept {
    try {
        job_.reset();  // frees the plugin's job, which cancels it
    } catch (...) {    // NOLINT(bugprone-empty-catch): the job is gone either way
    }
    job_kind_ = Job::none;
}

void GameDriver::drop_queue_and_job() {
    queued_.clear();
    drop_job();
}

// ---- What the player does ------------------------------------------------------------------

InputOutcome GameDriver::input(const plateau_input& event) {
    bool ui_changed = false;
    const auto move = game().input(session_.state(), session_.ui(), event, &ui_changed);
    if (!move) return ui_changed ? InputOutcome::ui_changed : InputOutcome::unused;
    play(*move);
    return InputOutcome::played;
}

void GameDriver::play(std::string_view move) {
    if (status().over) throw Refused(Refused::Reason::game_over, tr("the game is over"));
    if (status().computer_turn) {
        throw Refused(Refused::Reason::computer_to_move, tr("it is a computer player's turn"));
    }
    play_move(std::string(move), Mover::human);  // a refused move changes nothing
    // The player's own move ends a job's sequence, and a command still searching would
    // answer for the position before it.
    queued_.clear();
    if (job_ && job_kind_ == Job::command) drop_job();
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::undo() {
    if (!session_.can_undo())
        throw Refused(Refused::Reason::nothing_to_undo, tr("nothing to undo"));
    drop_queue_and_job();
    if (status().over && status().outcome == PLATEAU_OUTCOME_LOST) {
        session_.mark_assisted(Assistance::undo_after_loss);
    }
    session_.undo();
    emit(event(DriverEvent::Kind::position));
    changed_ = true;
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::redo() {
    if (!session_.can_redo())
        throw Refused(Refused::Reason::nothing_to_redo, tr("nothing to redo"));
    drop_queue_and_job();
    session_.redo();
    emit(event(DriverEvent::Kind::position));
    changed_ = true;
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::restart() {
    if (session_.moves() == 0) {
        throw Refused(Refused::Reason::at_start, tr("the game is already at its start"));
    }
    drop_queue_and_job();
    session_.restart();
    clock_.reset(0, now());
    emit(event(DriverEvent::Kind::position));
    changed_ = true;
    for (const Played& forced : session_.play_forced()) {  // a game may begin with a pass
        emit(played(forced.player, forced.move, Mover::forced));
    }
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::new_game(std::shared_ptr<const GameInstance> game) {
    drop_queue_and_job();
    session_.new_game(std::move(game));
    computer_players_.clear();
    clock_.reset(0, now());
    emit(event(DriverEvent::Kind::position));
    changed_ = true;
    for (const Played& forced : session_.play_forced()) {
        emit(played(forced.player, forced.move, Mover::forced));
    }
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::replace(Session session, double seconds_played) {
    drop_queue_and_job();
    session_ = std::move(session);
    clock_.reset(seconds_played, now());
    // A loaded game that is over had its end decided when it ended.
    scored_ = status().over ? session_.game_ptr() : nullptr;
    emit(event(DriverEvent::Kind::position));
    changed_ = true;
    after_change();
    start_computer_if_its_turn();
}

void GameDriver::change_look(std::shared_ptr<const GameInstance> game) {
    Session shown = session_.with_game(std::move(game));
    const bool decided = scored_.get() == &this->game();
    // The job and the moves waiting go on: a look parameter leaves the moves as they are
    // (abi.h), so what the job finds on the game it started from holds for this one too,
    // and its handle keeps that game and its state alive until it ends.
    session_ = std::move(shown);
    if (decided) scored_ = session_.game_ptr();
    emit(event(DriverEvent::Kind::position));
    update_clock();
    autosave();
    start_computer_if_its_turn();
}

void GameDriver::hint() {
    if (!has_hints()) {
        throw Refused(Refused::Reason::no_hints,
                      format(tr("{} has no hints"), game().plugin().name));
    }
    if (status().over) throw Refused(Refused::Reason::game_over, tr("the game is over"));
    if (busy()) throw Refused(Refused::Reason::busy, tr("wait: the computer is thinking"));
    start_job(Job::hint, "hint", "");
}

void GameDriver::command(std::string_view name, std::string_view args) {
    const plateau_command_def* def = game().find_command(name);
    if (def == nullptr) {
        throw Refused(Refused::Reason::no_command,
                      format(tr("{0} has no command '{1}'"), game().plugin().name, name));
    }
    if (def->is_job != 0) {
        if (busy()) throw Refused(Refused::Reason::busy, tr("wait: the computer is thinking"));
        start_job(Job::command, name, args);
        return;
    }
    take_items(game().run_command(session_.state(), name, args), std::string(name));
}

void GameDriver::set_paused(bool paused) {
    paused_ = paused;
    update_clock();
}

void GameDriver::close() {
    drop_queue_and_job();
    autosave();  // with the time played
}

std::optional<std::string> GameDriver::save_after_fault() noexcept {
    drop_job();
    if (!options_.autosave) return std::nullopt;
    try {
        options_.autosave(session_, seconds_played());
    } catch (const std::exception& e) {
        return std::string(e.what());
    } catch (...) {
        return std::string(tr("the game could not be saved"));
    }
    return std::nullopt;
}

}  // namespace plateau::core
