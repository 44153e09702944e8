#include "core/check/game_run.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <thread>
#include <utility>

#include "core/check/look_values.hpp"
#include "core/check/position_checks.hpp"
#include "core/config/toml_text.hpp"
#include "core/i18n/translate.hpp"
#include "core/saves/save_file.hpp"

namespace plateau::core::check {
namespace {

// The move every game must refuse.
constexpr std::string_view kNotAMove = "plateau-check-not-a-move";
// Input events sent for one move of a game that does not list its moves, at most.
constexpr int kEventsPerMove = 20;
// The board sizes drawn (abi.h: a thumbnail for the launcher, a frame of the window).
constexpr float kThumbnailWidth = 200, kThumbnailHeight = 150;
constexpr float kFrameWidth = 640, kFrameHeight = 480;

bool same_status(const GameStatus& a, const GameStatus& b) {
    return a.turn == b.turn && a.over == b.over && a.outcome == b.outcome && a.winner == b.winner &&
           a.score == b.score && a.scores == b.scores && a.computer_turn == b.computer_turn &&
           a.message == b.message;
}

std::string show_status(const GameStatus& s) {
    std::string out = "turn=" + std::to_string(s.turn) + " over=" + (s.over ? "1" : "0") +
                      " outcome=" + std::to_string(s.outcome);
    if (s.outcome == PLATEAU_OUTCOME_WINNER) out += " winner=" + std::to_string(s.winner);
    if (s.score) out += " score=" + std::to_string(*s.score);
    for (std::size_t i = 0; i < s.scores.size(); ++i) {
        out += (i == 0 ? " scores=" : ",") + std::to_string(s.scores[i]);
    }
    return out;
}

// "drawing a frame: fill_rect: x is nan": what was done or found, then the problem.
std::string about(std::string_view what, std::string_view problem) {
    // TRANSLATORS: what check-plugin was doing (or found), then the problem: "drawing a
    // frame: ...".
    return format(tr("{0}: {1}"), what, problem);
}

}  // namespace

// ---- Findings -------------------------------------------------------------------------------

void Findings::report(std::string_view check, std::string detail) {
    const auto it = counts_.find(check);
    if (it != counts_.end()) {
        ++it->second;
        return;
    }
    counts_.emplace(std::string(check), 1);
    // One line: a plugin's message could hold a newline.
    std::replace(detail.begin(), detail.end(), '\n', ' ');
    std::replace(detail.begin(), detail.end(), '\r', ' ');
    list_.push_back({std::string(check), std::move(detail)});
    if (observer_ != nullptr) observer_->finding(list_.back());
}

bool Findings::has(std::string_view check) const { return counts_.find(check) != counts_.end(); }

// ---- The game -------------------------------------------------------------------------------

GameRun::GameRun(CheckContext& context, const GameSetup& setup, std::uint64_t seed)
    : c_(context),
      setup_(setup),
      seed_(seed),
      // TRANSLATORS: where a check is: "defaults, seed 1", "preset "classic", seed 2".
      where_(format(tr("{0}, seed {1}"), setup.label, seed)),
      random_(seed) {}

// The session goes first: its states hold the game.
GameRun::~GameRun() { session_.reset(); }

std::string GameRun::at() const {
    if (!session_) return where_;
    const int moves = session_->moves();
    // TRANSLATORS: "defaults, seed 1, after 3 moves".
    return format(
        trn("{0}, after {1} move", "{0}, after {1} moves", static_cast<unsigned long>(moves)),
        where_, moves);
}

void GameRun::tell(std::string_view phase) {
    if (c_.observer == nullptr) return;
    std::string text = at();
    if (!phase.empty()) text += std::string(", ") + std::string(phase);
    c_.observer->context(text);
}

void GameRun::report(std::string_view check, const std::string& problem) {
    c_.findings.report(check, problem + " (" + at() + ")");
}

void GameRun::after_calls() {
    if (std::string problem = c_.plugin.take_status_problem(); !problem.empty()) {
        report(kStatus, problem);
    }
    if (std::string late = c_.plugin.take_late_call(); !late.empty()) report(kTimeout, late);
}

template <class Work>
bool GameRun::guarded(std::string_view check, std::string_view fault_check, std::string_view doing,
                      Work&& work) {
    try {
        work();
        after_calls();
        return true;
    } catch (const PluginFault& e) {
        std::string problem = c_.plugin.take_status_problem();
        if (!problem.empty()) {
            report(kStatus, problem);
        } else {
            report(fault_check, about(doing, e.what()));
        }
    } catch (const std::exception& e) {
        after_calls();
        report(check, about(doing, e.what()));
    }
    broken_ = true;
    if (std::string late = c_.plugin.take_late_call(); !late.empty()) report(kTimeout, late);
    return false;
}

std::shared_ptr<const GameInstance> GameRun::make_game() const {
    return std::make_shared<const GameInstance>(c_.plugin.table(), setup_.settings, seed_,
                                                std::nullopt);
}

int GameRun::play() {
    tell(tr("making the game"));
    try {
        game_ = make_game();
        after_calls();
    } catch (const PluginFault& e) {
        report(kCrash, format(tr("creating the game: {}"), e.what()));
        return 0;
    } catch (const std::exception& e) {
        report(kLoad, setup_.preset.empty()
                          ? format(tr("the game refuses its own defaults: {}"), e.what())
                          : format(tr("the game refuses its own preset \"{}\": {}"), setup_.preset,
                                   e.what()));
        return 0;
    }
    if (!guarded(kCrash, kCrash, tr("making the first position"),
                 [&] { session_.emplace(game_); })) {
        return 0;
    }
    bool going = check_position();
    for (int steps = 0; going && steps < c_.options.move_limit && !session_->status().over &&
                        session_->moves() < c_.options.move_limit;
         ++steps) {
        tell();
        const int before = session_->moves();
        going = step();
        if (going && session_->moves() != before) going = check_position();
    }
    // A game stopped by a fault cannot be trusted further; one stopped by a finding that
    // leaves its history sound (a refused move, a stuck computer) is checked to the end.
    if (broken_) return session_->moves();

    check_finished_refusal();
    check_determinism();
    check_looks();
    if (check_save_load(tr("at the end"))) check_undo_redo();
    return session_->moves();
}

// ---- Moves ----------------------------------------------------------------------------------

bool GameRun::step() {
    // A position that forces a move (the session plays them after a move, not at the start).
    std::vector<Played> forced;
    if (!guarded(kCrash, kCrash, tr("playing a forced move"),
                 [&] { forced = session_->play_forced(); })) {
        return false;
    }
    if (!forced.empty() || session_->status().over) return true;
    if (session_->status().computer_turn) return computer_step();
    if (game_->lists_moves()) return listed_step();
    return input_step();
}

bool GameRun::listed_step() {
    std::vector<std::string> moves;
    if (!guarded(kCrash, kCrash, tr("listing the moves"),
                 [&] { moves = game_->moves(session_->state()); })) {
        return false;
    }
    if (moves.empty()) {
        report(kStatus,
               tr("the game is not over, forces no move and lists no moves: its player is stuck"));
        return false;
    }
    // One input event at each position too (hover, cursor keys, clicks), its move dropped as
    // the host drops a move the game refuses.
    bool moved = false;
    if (!send_random_input(false, moved)) return false;

    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    const std::string move = moves[pick(random_)];
    if (!play_own_move(move, false)) return false;
    last_move_ = move;
    return true;
}

bool GameRun::input_step() {
    // Neither listed nor made by input: its moves are only typed, the check cannot play it.
    if (c_.plugin.real().input == nullptr) return false;
    for (int i = 0; i < kEventsPerMove; ++i) {
        bool moved = false;
        if (!send_random_input(true, moved)) return false;
        if (moved) return true;
    }
    return true;
}

plateau_input GameRun::random_event() {
    plateau_input event{};
    event.width = board_width_;
    event.height = board_height_;
    std::uniform_real_distribution<float> x(0, board_width_), y(0, board_height_);
    std::uniform_int_distribution<int> percent(0, 99);
    const int kind = percent(random_);
    if (kind < 35) {
        event.type = PLATEAU_INPUT_POINTER_DOWN;
    } else if (kind < 70) {
        event.type = PLATEAU_INPUT_POINTER_UP;
    } else if (kind < 80) {
        event.type = PLATEAU_INPUT_POINTER_MOVE;
    } else if (kind < 82) {
        event.type = PLATEAU_INPUT_POINTER_LEAVE;
    } else {
        event.type = PLATEAU_INPUT_KEY;
    }
    if (event.type != PLATEAU_INPUT_KEY && event.type != PLATEAU_INPUT_POINTER_LEAVE) {
        event.x = x(random_);
        event.y = y(random_);
    }
    if (event.type == PLATEAU_INPUT_POINTER_DOWN || event.type == PLATEAU_INPUT_POINTER_UP) {
        const int button = percent(random_);
        event.button = button < 75   ? PLATEAU_BUTTON_LEFT
                       : button < 95 ? PLATEAU_BUTTON_RIGHT
                                     : PLATEAU_BUTTON_MIDDLE;
    }
    if (event.type == PLATEAU_INPUT_POINTER_MOVE && percent(random_) < 30) {
        event.buttons_down = 1 << PLATEAU_BUTTON_LEFT;
    }
    if (event.type == PLATEAU_INPUT_KEY) {
        // The named keys, the letters (but the game's menu key, which the host keeps) and
        // the digits.
        std::vector<int> keys;
        for (int k = PLATEAU_KEY_LEFT; k <= PLATEAU_KEY_DELETE; ++k) keys.push_back(k);
        for (int k = 'a'; k <= 'z'; ++k) {
            if (k != c_.plugin.real().menu_key) keys.push_back(k);
        }
        for (int k = '0'; k <= '9'; ++k) keys.push_back(k);
        std::uniform_int_distribution<std::size_t> pick(0, keys.size() - 1);
        event.key = keys[pick(random_)];
        if (percent(random_) < 10) event.modifiers = PLATEAU_MOD_SHIFT;
    }
    return event;
}

bool GameRun::send_random_input(bool play_its_move, bool& moved) {
    moved = false;
    const plateau_input event = random_event();
    std::optional<std::string> move;
    if (!guarded(kCrash, kCrash, tr("handling an input event"), [&] {
            bool ui_changed = false;
            move = game_->input(session_->state(), session_->ui(), event, &ui_changed);
        })) {
        return false;
    }
    if (!move || !play_its_move) return true;
    try {
        (void)session_->play(*move);
        after_calls();
    } catch (const PluginFault& e) {
        broken_ = true;
        std::string problem = c_.plugin.take_status_problem();
        if (!problem.empty()) {
            report(kStatus, problem);
        } else {
            report(kCrash, format(tr("playing the move {} of an input event: {}"), in_quotes(*move),
                                  e.what()));
        }
        return false;
    } catch (const PluginError&) {
        // The host shows the refusal and goes on: so does the check.
        after_calls();
        ++ignored_inputs_;
        return true;
    }
    last_move_ = *move;
    moved = true;
    return true;
}

// Plays a move the game itself gave (listed, or its computer's): a fault is a crash (or the
// status problem behind it), a refusal of its own move a `refusal` finding.
bool GameRun::play_own_move(const std::string& move, bool computer) {
    try {
        (void)(computer ? session_->play_for_player(move) : session_->play(move));
        after_calls();
    } catch (const PluginFault& e) {
        broken_ = true;
        std::string problem = c_.plugin.take_status_problem();
        if (!problem.empty()) {
            report(kStatus, problem);
        } else {
            report(kCrash, format(computer ? tr("playing the computer's move {}: {}")
                                           : tr("playing the move {}: {}"),
                                  in_quotes(move), e.what()));
        }
        return false;
    } catch (const PluginError& e) {
        after_calls();
        report(kRefusal,
               format(computer ? tr("the game refuses the move {} its computer player chose: {}")
                               : tr("the game refuses the move {} that list_moves gave: {}"),
                      in_quotes(move), e.what()));
        return false;
    }
    return true;
}

bool GameRun::computer_step() {
    if (c_.plugin.real().job_start == nullptr) {
        report(kStatus,
               tr("the status says a computer player is to move, but the game has no jobs"));
        return false;
    }
    std::unique_ptr<JobHandle> job;
    try {
        job = game_->start_job(session_->state(), "move", "", 0.0);
        after_calls();
    } catch (const PluginFault& e) {
        broken_ = true;
        report(kCrash, format(tr("starting the job \"move\": {}"), e.what()));
        return false;
    } catch (const PluginError&) {
        after_calls();
        return false;  // the host's computer is stuck there: the game ends
    }
    const auto limit = std::chrono::duration<double>(setup_.job_budget) + c_.options.call_limit;
    const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(limit);
    std::optional<JobHandle::Result> result;
    auto pause = std::chrono::microseconds(100);
    while (!result) {
        if (!guarded(kCrash, kCrash, tr("polling the job \"move\""),
                     [&] { result = job->poll(); })) {
            return false;
        }
        if (result) break;
        if (Clock::now() > deadline) {
            report(
                kTimeout,
                format(tr("the job \"move\" did not finish within {0} (its budget {1} and {2} "
                          "more)"),
                       show_seconds(limit.count()), show_seconds(setup_.job_budget),
                       show_seconds(std::chrono::duration<double>(c_.options.call_limit).count())));
            return false;
        }
        std::this_thread::sleep_for(pause);
        pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(2));
    }
    job.reset();
    after_calls();
    const auto it =
        std::find_if(result->items.begin(), result->items.end(),
                     [](const OutputItem& item) { return item.kind == PLATEAU_OUT_MOVE; });
    if (result->failed || it == result->items.end()) return false;  // stuck, as in the host
    const std::string move = it->text;
    return play_own_move(move, true);
}

// ---- Each position --------------------------------------------------------------------------

bool GameRun::check_position() {
    tell();
    const StateRef state = session_->state();
    std::string text;
    if (!guarded(kTextForm, kTextForm, tr("the text form"),
                 [&] { text = game_->text_form(state); })) {
        return false;
    }
    if (std::string problem = text_form_problem(text); !problem.empty()) {
        report(kTextForm, about(problem, in_quotes(text)));
    }
    shown_[session_->moves()] = text;
    // What else the host asks of a position: the info line, whether the clock runs, of a
    // finished game whether it ranks, and a move in words (the status bar's hint).
    if (!guarded(kCrash, kCrash, tr("the info line, the clock, a move in words"), [&] {
            (void)game_->info_line(state, session_->ui());
            (void)game_->clock_started(state);
            if (session_->status().over) {
                (void)game_->rankable(state, session_->ui());
            } else if (game_->lists_moves() && game_->plugin().describe_move != nullptr) {
                const auto moves = game_->moves(state);
                if (!moves.empty()) (void)game_->describe_move(state, moves.front());
            }
        })) {
        return false;
    }
    // TRANSLATORS: put in "the game accepts {}, "plateau-check-not-a-move"" and alike.
    if (!check_refusal(state, kNotAMove, tr("a move that is not one"))) return false;
    return check_draws();
}

bool GameRun::check_refusal(const StateRef& state, std::string_view move, std::string_view what) {
    std::string text_before, text_after;
    GameStatus before, after;
    if (!guarded(kCrash, kCrash, tr("the position before a refused move"), [&] {
            text_before = game_->text_form(state);
            before = game_->status(state);
        })) {
        return false;
    }
    try {
        (void)game_->apply(state, move);
        after_calls();
        report(kRefusal, format(tr("the game accepts {}, {}"), what, in_quotes(move)));
        return true;  // the move is wrong, the game itself goes on
    } catch (const PluginFault& e) {
        broken_ = true;
        if (std::string problem = c_.plugin.take_status_problem(); !problem.empty()) {
            report(kStatus, problem);
        } else {
            report(kRefusal, format(tr("the plugin fails on {}, {}, instead of refusing it: {}"),
                                    what, in_quotes(move), e.what()));
        }
        return false;
    } catch (const PluginError&) {
        after_calls();  // refused, as it should be
    }
    if (!guarded(kCrash, kCrash, tr("the position after a refused move"), [&] {
            text_after = game_->text_form(state);
            after = game_->status(state);
        })) {
        return false;
    }
    if (text_after != text_before) {
        report(
            kRefusal,
            format(tr("refusing {0}, {1}, changed the position: its text form was {2} and is {3}"),
                   what, in_quotes(move), in_quotes(text_before), in_quotes(text_after)));
    } else if (!same_status(before, after)) {
        report(kRefusal,
               format(tr("refusing {0}, {1}, changed the position's status: it was {2} and is {3}"),
                      what, in_quotes(move), show_status(before), show_status(after)));
    }
    return true;
}

bool GameRun::draw_once(const plateau_draw_args& args, const plateau_ui* ui,
                        std::string_view what) {
    canvas_.reset();
    if (!guarded(kDraw, kDraw, what, [&] { game_->draw(args, ui, canvas_.canvas()); })) {
        return false;
    }
    if (!canvas_.problem().empty()) {
        report(kDraw, about(what, canvas_.problem()));
        return false;
    }
    return true;
}

bool GameRun::check_draws() {
    const StateRef state = session_->state();
    GameInstance::BoardArea least;
    if (!guarded(kCrash, kCrash, tr("the board's smallest size"),
                 [&] { least = game_->min_board_size(state); })) {
        return false;
    }
    // The window never draws a board smaller than the game's smallest readable size.
    board_width_ = std::max(kFrameWidth, least.width);
    board_height_ = std::max(kFrameHeight, least.height);

    plateau_draw_args thumbnail{};
    thumbnail.state = state.get();
    thumbnail.width = kThumbnailWidth;
    thumbnail.height = kThumbnailHeight;
    thumbnail.thumbnail = 1;
    if (!draw_once(thumbnail, nullptr, tr("drawing the thumbnail"))) return false;

    plateau_draw_args frame{};
    frame.state = state.get();
    frame.width = board_width_;
    frame.height = board_height_;
    if (!draw_once(frame, session_->ui(), tr("drawing a frame"))) return false;

    // Half way through the last move's animation, if it has one.
    const StateRef* previous = session_->previous_state();
    if (previous == nullptr) return true;
    const std::string& move = session_->last_move();
    float length = 0;
    if (!guarded(kCrash, kCrash, tr("the animation's length"),
                 [&] { length = game_->anim_length(*previous, state, move); })) {
        return false;
    }
    if (length <= 0) return true;
    plateau_draw_args animated = frame;
    animated.previous = previous->get();
    animated.move = move.data();
    animated.move_length = move.size();
    animated.anim_length = length;
    animated.anim_time = length / 2;
    return draw_once(animated, session_->ui(), tr("drawing a frame of the move's animation"));
}

// ---- Once the game has ended ----------------------------------------------------------------

void GameRun::check_finished_refusal() {
    if (!session_->status().over || last_move_.empty()) return;
    tell(tr("a move of the finished game"));
    (void)check_refusal(session_->state(), last_move_, tr("a move of the finished game"));
}

const std::string* GameRun::expected_text(int moves) const {
    if (const auto it = shown_.find(moves); it != shown_.end()) return &it->second;
    if (const auto it = replayed_.find(moves); it != replayed_.end()) return &it->second;
    return nullptr;
}

void GameRun::check_determinism() {
    tell(tr("replaying the moves in a new game"));
    const Session::Record record = session_->record();
    (void)guarded(kDeterminism, kCrash, tr("replaying the game's moves in a new game"), [&] {
        const auto fresh = make_game();
        StateRef state = fresh->initial();
        std::string text = fresh->text_form(state);
        replayed_[0] = text;
        const auto differs = [&](int moves, const std::string& now) {
            const auto it = shown_.find(moves);
            if (it == shown_.end() || it->second == now) return false;
            if (moves == 0) {
                report(kDeterminism,
                       format(tr("the first position, the same settings, seed and moves give the "
                                 "text form {0} where the game showed {1}"),
                              in_quotes(now), in_quotes(it->second)));
            } else {
                report(kDeterminism,
                       format(tr("after move {0} {1}, the same settings, seed and moves give the "
                                 "text form {2} where the game showed {3}"),
                              moves, in_quotes(record.moves[static_cast<std::size_t>(moves - 1)]),
                              in_quotes(now), in_quotes(it->second)));
            }
            return true;
        };
        if (differs(0, text)) return;
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            const std::string& move = record.moves[i];
            try {
                state = fresh->apply(state, move);
            } catch (const PluginFault&) {
                throw;
            } catch (const PluginError& e) {
                report(kDeterminism,
                       format(tr("the same settings and seed refuse move {0} {1}, which the game "
                                 "took: {2}"),
                              i + 1, in_quotes(move), e.what()));
                return;
            }
            text = fresh->text_form(state);
            replayed_[static_cast<int>(i + 1)] = text;
            if (differs(static_cast<int>(i + 1), text)) return;
        }
    });
}

void GameRun::check_looks() {
    for (const ParamSpec& spec : c_.schema.params) {
        if (!spec.look || broken_) continue;
        const Setting* setting = setup_.settings.find(spec.key);
        if (setting == nullptr) continue;
        if (auto other = another_value(spec, setting->value)) {
            check_look({setting->key, setting->type, std::move(*other)});
        }
    }
}

void GameRun::check_look(const Setting& look) {
    const std::string shown = look.key + " = " + to_toml_value(look);
    // TRANSLATORS: {} is a parameter and its value, style = "shapes".
    tell(format(tr("replaying the moves with {}"), shown));
    Settings settings = setup_.settings;
    for (Setting& s : settings.values) {
        if (s.key == look.key) s.value = look.value;
    }
    std::shared_ptr<const GameInstance> other;
    bool refused = false;
    const bool made = guarded(kCrash, kCrash, format(tr("making the game with {}"), shown), [&] {
        try {
            other = std::make_shared<const GameInstance>(c_.plugin.table(), settings, seed_,
                                                         std::nullopt);
        } catch (const PluginFault&) {
            throw;
        } catch (const PluginError&) {
            refused = true;  // a value this game does not take: nothing to compare
        }
    });
    if (!made || refused) return;
    const Session::Record record = session_->record();
    (void)guarded(kLook, kCrash, format(tr("replaying the game's moves with {}"), shown), [&] {
        const auto first = make_game();
        StateRef was = first->initial();
        StateRef now = other->initial();
        const auto same = [&](std::size_t moves) {
            const GameStatus a = first->status(was);
            const GameStatus b = other->status(now);
            std::string what;
            if (a.turn != b.turn || a.over != b.over || a.outcome != b.outcome ||
                a.winner != b.winner || a.score != b.score || a.scores != b.scores ||
                a.computer_turn != b.computer_turn) {
                what = tr("the status differs");
            } else if (first->lists_moves() && first->moves(was) != other->moves(now)) {
                what = tr("the moves listed differ");
            }
            if (what.empty()) return true;
            // TRANSLATORS: "the look parameter style = "shapes" changes the game: after move
            // 3 "2 4", the status differs"; a look parameter may change only how it looks.
            const std::string where = moves == 0 ? std::string(tr("in the first position"))
                                                 : format(tr("after move {0} {1}"), moves,
                                                          in_quotes(record.moves[moves - 1]));
            report(kLook, format(tr("the look parameter {0} changes the game: {1}, {2}"), shown,
                                 where, what));
            return false;
        };
        if (!same(0)) return;
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            const std::string& move = record.moves[i];
            if (move == kRestartWord) {
                was = first->initial();
                now = other->initial();
            } else {
                was = first->apply(was, move);
                try {
                    now = other->apply(now, move);
                } catch (const PluginFault&) {
                    throw;
                } catch (const PluginError& e) {
                    report(kLook, format(tr("the look parameter {0} changes the game: it refuses "
                                            "move {1} {2}, which the game took: {3}"),
                                         shown, i + 1, in_quotes(move), e.what()));
                    return;
                }
            }
            if (!same(i + 1)) return;
        }
    });
}

bool GameRun::check_save_load(std::string_view when) {
    // TRANSLATORS: {} is "at the end" or "half way back".
    tell(format(tr("saving and loading {}"), when));
    const std::filesystem::path file = c_.work_dir / "check-plugin-save.toml";
    const std::string id = c_.plugin.real().id;
    const ParamSchema& schema = c_.schema;
    return guarded(kSaveLoad, kCrash, format(tr("saving and loading the game {}"), when), [&] {
        write_save(file, *session_, 0);
        const SaveFile save = read_save(
            file, [&](const std::string& game) { return game == id ? &schema : nullptr; });
        const InterceptedPlugin& plugin = c_.plugin;
        Session restored =
            restore_session(file, save,
                            [&](const std::string&, const Settings& settings, std::uint64_t seed,
                                std::optional<std::string> layout) {
                                return std::make_shared<const GameInstance>(
                                    plugin.table(), settings, seed, std::move(layout));
                            });
        std::error_code ignored;
        std::filesystem::remove(file, ignored);
        if (restored.moves() != session_->moves()) {
            report(kSaveLoad, format(tr("a game saved and loaded {0} is at move {1}, not {2}"),
                                     when, restored.moves(), session_->moves()));
            return;
        }
        const std::string text = game_->text_form(session_->state());
        const std::string loaded = restored.game().text_form(restored.state());
        if (loaded != text) {
            report(kSaveLoad,
                   format(tr("a game saved and loaded {0} shows the text form {1}, not {2}"), when,
                          in_quotes(loaded), in_quotes(text)));
            return;
        }
        const GameStatus status = game_->status(session_->state());
        const GameStatus loaded_status = restored.game().status(restored.state());
        if (!same_status(loaded_status, status)) {
            report(kSaveLoad, format(tr("a game saved and loaded {0} has the status {1}, not {2}"),
                                     when, show_status(loaded_status), show_status(status)));
        }
    });
}

void GameRun::check_undo_redo() {
    tell(trc("where check-plugin is", "undo"));
    const int end = session_->moves();
    const int half = end / 2;
    bool saved_half_way = false;
    std::vector<int> back;
    const auto compare = [&](bool undo) {
        const int moves = session_->moves();
        const std::string text = game_->text_form(session_->state());
        const std::string* expected = expected_text(moves);
        if (expected == nullptr || *expected == text) return true;
        report(
            kUndoRedo,
            format(undo ? tr("undo to move {0} shows the text form {1} where the game showed {2}")
                        : tr("redo to move {0} shows the text form {1} where the game showed {2}"),
                   moves, in_quotes(text), in_quotes(*expected)));
        return false;
    };
    const bool walked = guarded(kUndoRedo, kUndoRedo, tr("undo and redo"), [&] {
        while (session_->can_undo()) {
            if (back.size() > static_cast<std::size_t>(end)) {
                report(kUndoRedo, tr("undo goes back more often than there are moves"));
                return;
            }
            if (!session_->undo()) {
                report(kUndoRedo, tr("undo does nothing where it says it can undo"));
                return;
            }
            back.push_back(session_->moves());
            tell(trc("where check-plugin is", "undo"));
            if (!compare(true)) return;
            if (!saved_half_way && session_->moves() <= half && session_->moves() > 0) {
                saved_half_way = true;
                if (!check_save_load(tr("half way back"))) return;
            }
        }
        std::vector<int> forth;
        while (session_->can_redo()) {
            if (forth.size() > back.size()) {
                report(kUndoRedo, tr("redo goes forward more often than undo went back"));
                return;
            }
            if (!session_->redo()) {
                report(kUndoRedo, tr("redo does nothing where it says it can redo"));
                return;
            }
            forth.push_back(session_->moves());
            tell(trc("where check-plugin is", "redo"));
            if (!compare(false)) return;
        }
        // Redo visits the positions undo visited, in reverse, then the end.
        std::vector<int> expected(back.rbegin(), back.rend());
        if (!expected.empty()) expected.erase(expected.begin());
        if (!back.empty()) expected.push_back(end);
        if (forth != expected) {
            const auto show = [](const std::vector<int>& list) {
                std::string text;
                for (const int m : list) text += (text.empty() ? "" : ",") + std::to_string(m);
                return text.empty() ? std::string(trc("no moves", "none")) : text;
            };
            report(kUndoRedo, format(tr("undo went back through the positions after moves {} but "
                                        "redo came forward through {}"),
                                     show(back), show(forth)));
        }
    });
    (void)walked;
}

}  // namespace plateau::core::check
