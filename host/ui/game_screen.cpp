#include "ui/game_screen.hpp"

#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <exception>
#include <iostream>

#include "core/app/host_context.hpp"
#include "core/plugins/plugin.hpp"
#include "ui/game_menu.hpp"
#include "ui/session_files.hpp"
#include "ui/ui_font.hpp"

namespace plateau::ui {

namespace {
constexpr float kBoardMargin = 16;

std::filesystem::path plugin_path(const core::HostContext& host, const std::string& id) {
    const auto plugin = host.find_game(id);
    return plugin ? plugin->path() : std::filesystem::path();
}
}  // namespace

GameScreen::GameScreen(UiContext& ui, Navigator& navigator, std::string game_id,
                       std::unique_ptr<core::Session> session, double elapsed_seconds)
    : ui_(ui),
      navigator_(navigator),
      id_(std::move(game_id)),
      running_(ui.host.data_dir(), id_, plugin_path(ui.host, id_)),
      session_(std::move(session)),
      board_batch_(ui.font, ui.bold_font),
      toolbar_(session_->game().plugin()) {
    const auto now = Clock::now();
    clock_.reset(elapsed_seconds, now);
    try {
        session_->play_forced();  // a game may begin with a pass
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
    position_changed(now);
}

GameScreen::~GameScreen() = default;

void GameScreen::resize(sf::Vector2f size) {
    size_ = size;
    layout();
}

void GameScreen::layout() {
    Painter measure(board_batch_, ui_.theme);
    bar_height_ = toolbar_.layout(measure, size_.x);
    status_rect_ = {0, size_.y - kStatusBarHeight, size_.x, kStatusBarHeight};
    const float top = bar_height_ + kBoardMargin;
    const float height = std::max(1.0f, status_rect_.top - kBoardMargin - top);
    board_area_ = snapped({kBoardMargin, top, std::max(1.0f, size_.x - 2 * kBoardMargin), height});
    fit_board();
}

void GameScreen::fit_board() {
    core::GameInstance::BoardArea minimum;
    try {
        minimum = session_->game().min_board_size(session_->state());
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
    board_.fit(board_area_, {minimum.width, minimum.height});
}

// The wheel over a board larger than its area scrolls it (Shift, or a sideways wheel, for
// across); the piece under the pointer changes, so the game hears where it now is.
bool GameScreen::scroll_board(const sf::Event::MouseWheelScrollEvent& wheel,
                              Clock::time_point now) {
    constexpr float kStep = 48;  // pixels per notch
    const sf::Vector2f at(static_cast<float>(wheel.x), static_cast<float>(wheel.y));
    if (!board_.scrolls() || !contains(board_.screen, at)) return false;
    const bool across = wheel.wheel == sf::Mouse::HorizontalWheel ||
                        sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
                        sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
    const float step = -wheel.delta * kStep;
    if (!board_.scroll_by(across ? sf::Vector2f(step, 0) : sf::Vector2f(0, step))) return false;
    sf::Event moved{};
    moved.type = sf::Event::MouseMoved;
    moved.mouseMove = {wheel.x, wheel.y};
    if (const auto input = pointer_.translate(moved, board_)) send_to_game(*input, now);
    return true;
}

void GameScreen::set_notice(std::string text, bool error) {
    notice_ = std::move(text);
    notice_is_error_ = error;
}

// ---- Events ---------------------------------------------------------------------------

bool GameScreen::handle(const sf::Event& event, Clock::time_point now) {
    // The text of a key the window took (N, or the ',' of Ctrl+, that opens the settings)
    // is neither the game's nor the panel it may have opened.
    if (event.type == sf::Event::TextEntered && swallow_text_) {
        swallow_text_ = false;
        return false;
    }
    if (event.type == sf::Event::KeyPressed) swallow_text_ = false;
    if (panel_) {
        // F12 works over panels too; everything else is the panel's.
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12) {
            navigator_.screenshot();
            return false;
        }
        // The panel's answer may open another panel (a command's output): keep this one
        // alive until its handler has returned.
        std::unique_ptr<Panel> panel = std::move(panel_);
        const bool changed = panel->handle(event, now);
        if (panel_) return true;  // replaced by its own answer
        if (panel->closed()) {
            pointer_.reset();
            if (paused_) resume_after_menu(now);
            // The text of the key that closed it (the menu's M) is not the game's either.
            if (event.type == sf::Event::KeyPressed) swallow_text_ = true;
            return true;
        }
        panel_ = std::move(panel);
        return changed;
    }
    switch (event.type) {
        case sf::Event::KeyPressed:
            if (handle_host_key(event.key, now)) {
                swallow_text_ = true;
                return true;
            }
            break;
        case sf::Event::MouseWheelScrolled:
            return scroll_board(event.mouseWheelScroll, now);
        case sf::Event::MouseButtonPressed:
            // A click during an animation ends it at once, then counts as usual.
            if (animation_.active()) animation_.finish();
            [[fallthrough]];
        case sf::Event::MouseButtonReleased:
        case sf::Event::MouseMoved:
        case sf::Event::MouseLeft:
            if (handle_toolbar(event, now)) return true;
            break;
        default:
            break;
    }
    const auto input = pointer_.translate(event, board_);
    if (!input) return event.type == sf::Event::MouseButtonPressed;
    const bool used = send_to_game(*input, now);
    // A key the game used as a key does not reach it a second time as the text it types.
    if (used && event.type == sf::Event::KeyPressed) swallow_text_ = true;
    return used;
}

bool GameScreen::handle_host_key(const sf::Event::KeyEvent& key, Clock::time_point now) {
    using K = sf::Keyboard;
    const bool plain = !key.control && !key.alt;
    const bool has_hint = session_->game().plugin().has_hint != 0;
    switch (key.code) {
        case K::Escape:
            act("back", now);
            return true;
        case K::F1:
            act("help", now);
            return true;
        case K::F10:
            act("menu", now);
            return true;
        case K::F12:
            navigator_.screenshot();
            return true;
        default:
            break;
    }
    // The game's own menu key (Push Over's M), with or without Shift, before the game's keys.
    if (is_game_menu_key(session_->game().plugin().menu_key, plateau_key_of(key.code),
                         plateau_modifiers_of(key))) {
        act("menu", now);
        return true;
    }
    if (plain && !key.shift) {
        switch (key.code) {
            case K::Q:
                navigator_.quit();
                return true;
            case K::N:
                act("new", now);
                return true;
            case K::U:
                act("undo", now);
                return true;
            case K::H:
                if (!has_hint) return false;
                act("hint", now);
                return true;
            default:
                return false;
        }
    }
    if (key.control && !key.alt) {
        switch (key.code) {
            case K::Z:
                act(key.shift ? "redo" : "undo", now);
                return true;
            case K::Y:
                act("redo", now);
                return true;
            case K::R:
                act("restart", now);
                return true;
            case K::S:
                act("save", now);
                return true;
            case K::O:
                act("load", now);
                return true;
            case K::Comma:
                act("settings", now);
                return true;
            case K::Q:
                navigator_.quit();
                return true;
            default:
                return false;
        }
    }
    return false;
}

bool GameScreen::handle_toolbar(const sf::Event& event, Clock::time_point now) {
    const auto hovered_action = [&](sf::Vector2f p) {
        const Button* b = toolbar_.button_at(p);
        return b != nullptr ? b->action : std::string();
    };
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2f p(static_cast<float>(event.mouseMove.x),
                                 static_cast<float>(event.mouseMove.y));
            const std::string before = hovered_action(mouse_);
            mouse_ = p;
            const std::string after = hovered_action(mouse_);
            const Button* under = toolbar_.any_button_at(mouse_);
            if (under != nullptr) {
                tooltip_.hover(under->action, now);
            } else {
                tooltip_.hover(contains(message_area_.rect, mouse_) ? kMessageTooltip : "", now);
            }
            // Hover changes redraw; the move still reaches the board below.
            if (before != after) {
                if (const auto input = pointer_.translate(event, board_)) send_to_game(*input, now);
                return true;
            }
            return false;
        }
        case sf::Event::MouseLeft:
            mouse_ = {-1, -1};
            tooltip_.hover("", now);
            return false;
        case sf::Event::MouseButtonPressed: {
            if (event.mouseButton.button != sf::Mouse::Left) return false;
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            pressed_ = hovered_action(mouse_);
            tooltip_.reset();
            return !pressed_.empty();
        }
        case sf::Event::MouseButtonReleased: {
            if (event.mouseButton.button != sf::Mouse::Left || pressed_.empty()) return false;
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            const std::string action = pressed_;
            pressed_.clear();
            if (hovered_action(mouse_) == action) act(action, now);
            return true;
        }
        default:
            return false;
    }
}

bool GameScreen::send_to_game(const plateau_input& input, Clock::time_point now) {
    bool ui_changed = false;
    std::optional<std::string> move;
    try {
        move = session_->game().input(session_->state(), session_->ui(), input, &ui_changed);
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
        return true;
    }
    if (!move) return ui_changed;
    if (session_->status().over) {
        set_notice("The game is over: New (N) starts another, Undo (U) takes a move back.");
        return true;
    }
    if (jobs_.running() && jobs_.kind() == JobKind::computer_move) {
        set_notice("Wait: the computer is thinking.");
        return true;
    }
    // The player's own move ends a job's sequence, and a command still searching would
    // answer for the position before it.
    queued_moves_.clear();
    if (jobs_.running() && jobs_.kind() == JobKind::command) jobs_.cancel();
    play(*move, false, now);
    return true;
}

// ---- Moves ----------------------------------------------------------------------------

bool GameScreen::play(const std::string& move, bool by_computer, Clock::time_point now) {
    try {
        if (by_computer) {
            session_->play_for_player(move);
        } else {
            session_->play(move);
        }
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const core::PluginError& e) {
        // The game's own computer player or command chose a move the game refuses.
        if (by_computer) {
            throw core::PluginFault("the game refuses its own move '" + move + "': " + e.what());
        }
        set_notice(e.what(), true);  // a refused move: the reason, nothing changed
        return false;
    } catch (const std::exception& e) {
        set_notice(e.what(), true);  // a refused move: the reason, nothing changed
        return false;
    }
    set_notice({});
    if (jobs_.running() && jobs_.kind() == JobKind::hint) jobs_.cancel();
    const core::StateRef* previous = session_->previous_state();
    float length = 0;
    if (ui_.animations && previous != nullptr) {
        length = session_->game().anim_length(*previous, session_->state(), session_->last_move());
    }
    if (previous != nullptr && length > 0) {
        animation_.start(*previous, session_->state(), session_->last_move(), length, now);
    } else {
        animation_.finish();
    }
    autosave(now);
    check_game_over(now);
    start_computer_if_its_turn();
    return true;
}

void GameScreen::play_next_queued(Clock::time_point now) {
    // The job's message (what the sequence scores) stays while its moves are played.
    const std::string notice = notice_;
    const bool error = notice_is_error_;
    const std::string move = queued_moves_.front();
    queued_moves_.pop_front();
    if (!play(move, true, now)) {
        queued_moves_.clear();
        return;
    }
    set_notice(notice, error);
}

void GameScreen::position_changed(Clock::time_point now) {
    queued_moves_.clear();
    animation_.finish();
    fit_board();
    jobs_.cancel();
    over_pending_ = false;
    check_game_over(now);
    start_computer_if_its_turn();
}

void GameScreen::start_computer_if_its_turn() {
    if (jobs_.running() || session_->status().over || !session_->computer_to_move()) return;
    try {
        jobs_.start(JobKind::computer_move,
                    session_->game().start_job(session_->state(), "move", "", 0));
    } catch (const std::exception& e) {
        set_notice(std::string("The computer player cannot move: ") + e.what(), true);
    }
}

void GameScreen::finish_job(const FinishedJob& job, Clock::time_point now) {
    if (job.kind == JobKind::computer_move) {
        for (const auto& item : job.items) {
            if (item.kind == PLATEAU_OUT_MOVE) {
                play(item.text, true, now);
                return;
            }
        }
        std::string why = "The computer player found no move";
        for (const auto& item : job.items) {
            if (item.kind == PLATEAU_OUT_MESSAGE) why += ": " + item.text;
        }
        set_notice(why, true);
        return;
    }
    take_items(job.label, job.items, now);
}

void GameScreen::check_game_over(Clock::time_point now) {
    const core::GameStatus& status = session_->status();
    // The timer starts with the first move, or later where the game says so (Minesweeper:
    // the first open, as in GNOME Mines), not when the screen opens, and stops when the
    // game is over; a resumed game that has time keeps counting.
    bool started = clock_.seconds(now) > 0;
    if (!started && session_->moves() > 0) {
        try {
            started = session_->game().clock_started(session_->state());
        } catch (const std::exception&) {
            started = true;  // a game that cannot say: from the first move
        }
    }
    clock_.set_running(!status.over && started, now);
    if (!status.over) {
        over_pending_ = false;
        return;
    }
    over_pending_ = true;
}

void GameScreen::autosave(Clock::time_point now) {
    try {
        write_session(ui_.host.continue_file(id_), *session_, clock_.seconds(now));
    } catch (const std::exception& e) {
        // The game goes on; the message stays until the next save works.
        const std::string message =
            std::string("The game could not be saved for Continue: ") + e.what();
        if (notice_ != message) std::cerr << "error: " << message << '\n';
        set_notice(message, true);
        return;
    }
    if (notice_is_error_ && notice_.starts_with("The game could not be saved")) set_notice({});
}

void GameScreen::leave(Clock::time_point now) {
    jobs_.cancel();
    autosave(now);
}

std::optional<std::string> GameScreen::leave_after_fault(Clock::time_point now) {
    try {
        jobs_.cancel();
    } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch): the plugin failed already
    }
    try {
        write_session(ui_.host.continue_file(id_), *session_, clock_.seconds(now));
    } catch (const std::exception& e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

// ---- Time -----------------------------------------------------------------------------

bool GameScreen::update(Clock::time_point now) {
    // The timer's next second, a tooltip's delay: time alone changes the picture.
    bool changed = static_cast<long long>(clock_.seconds(now)) != shown_second_ ||
                   (!panel_ && tooltip_.visible(now) != tooltip_shown_);
    // The computer's reply waits for the animation of the move before it.
    if (jobs_.running() && !paused_ && !animation_.running(session_->state(), now)) {
        if (auto finished = jobs_.poll()) {
            finish_job(*finished, now);
            changed = true;
        }
    }
    if (animation_.active() && !animation_.running(session_->state(), now)) {
        animation_.finish();
        changed = true;
    }
    if (!queued_moves_.empty() && !animation_.active() && !panel_) {
        play_next_queued(now);
        changed = true;
    }
    if (over_pending_ && !animation_.active() && !panel_) {
        over_pending_ = false;
        show_game_over(now);
        changed = true;
    }
    return changed;
}

bool GameScreen::animating(Clock::time_point now) const {
    return animation_.running(session_->state(), now);
}

std::optional<Clock::time_point> GameScreen::next_wake(Clock::time_point now) const {
    std::optional<Clock::time_point> wake;
    const auto sooner = [&](Clock::time_point t) {
        if (!wake || t < *wake) wake = t;
    };
    if (clock_.running()) sooner(clock_.next_tick(now));
    if (!paused_ && (jobs_.running() || !queued_moves_.empty())) {
        sooner(now + std::chrono::milliseconds(20));
    }
    if (!panel_) {
        if (const auto due = tooltip_.due(now)) sooner(*due);
    }
    return wake;
}

}  // namespace plateau::ui
