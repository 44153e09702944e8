#include "ui/game/game_screen.hpp"

#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <exception>
#include <iostream>

#include "core/app/host_context.hpp"
#include "core/app/saved_game.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "core/saves/save_file.hpp"
#include "core/saves/save_slots.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/game/game_menu.hpp"
#include "ui/game/game_over_panel.hpp"
#include "ui/game/toolbar_overflow_panel.hpp"
#include "ui/game/turn_words.hpp"
#include "ui/panels/text_panel.hpp"

namespace plateau::ui {

namespace {
constexpr float kBoardMargin = 16;

std::filesystem::path plugin_path(const core::HostContext& host, const std::string& id) {
    const auto plugin = host.find_game(id);
    return plugin ? plugin->path() : std::filesystem::path();
}
}  // namespace

namespace {

core::GameDriver::Options driver_options(const UiContext& ui, std::filesystem::path continue_file) {
    core::GameDriver::Options options;
    options.animations = ui.animations;
    // The Continue file, written after every change of position.
    options.autosave = [file = std::move(continue_file)](const core::Session& session,
                                                         double seconds) {
        core::write_save(file, session, seconds);  // makes the folder too
    };
    return options;
}

}  // namespace

GameScreen::GameScreen(UiContext& ui, Navigator& navigator, std::string game_id,
                       std::unique_ptr<core::Session> session, double elapsed_seconds)
    : ui_(ui),
      navigator_(navigator),
      id_(std::move(game_id)),
      running_(ui.host.data_dir(), id_, plugin_path(ui.host, id_)),
      driver_(std::move(*session), driver_options(ui, ui.host.continue_file(id_)), elapsed_seconds),
      board_batch_(ui.font, ui.bold_font),
      toolbar_(driver_.game().plugin()) {
    try {
        driver_.start();  // a game may begin with a pass, or with a computer's turn
    } catch (const std::exception& e) {
        set_notice(e.what(), true);
    }
    show_events(Clock::now());
}

GameScreen::~GameScreen() = default;

void GameScreen::resize(sf::Vector2f size) {
    size_ = size;
    layout();
}

void GameScreen::layout() {
    Painter measure(board_batch_, ui_.theme);
    bar_height_ = toolbar_.layout(measure, size_.x);
    // The folded commands' list hangs from a button the new layout (a resize, a rebuilt
    // plugin's commands) may have moved or taken away.
    if (dynamic_cast<ToolbarOverflowPanel*>(panel_.get()) != nullptr) panel_.reset();
    status_rect_ = {0, size_.y - kStatusBarHeight, size_.x, kStatusBarHeight};
    const float top = bar_height_ + kBoardMargin;
    const float height = std::max(1.0f, status_rect_.top - kBoardMargin - top);
    board_area_ = snapped({kBoardMargin, top, std::max(1.0f, size_.x - 2 * kBoardMargin), height});
    fit_board();
}

void GameScreen::fit_board() {
    core::GameInstance::BoardArea minimum;
    try {
        minimum = session().game().min_board_size(session().state());
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
    notice_is_autosave_ = false;
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
        if (event.type == sf::Event::MouseMoved) {
            mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
            tooltip_.hover(cuts_.key_at(mouse_), now);
        }
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
            if (driver_.paused()) resume_after_menu(now);
            // The text of the key that closed it (the menu's M) is not the game's either.
            if (event.type == sf::Event::KeyPressed) swallow_text_ = true;
            return true;
        }
        panel_ = std::move(panel);
        return changed;
    }
    if (held_) return handle_held(event, now);
    switch (event.type) {
        case sf::Event::LostFocus:
            // A timed game's clock must not run while the player is elsewhere.
            if (driver_.game().plugin().score_kind == PLATEAU_SCORE_TIME &&
                driver_.clock().running()) {
                hold(true);
                return true;
            }
            return false;
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
    // P pauses, unless the game took it (Push Over's list of moves).
    if (!used && event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::P &&
        !event.key.control && !event.key.alt && !session().status().over) {
        hold(true);
        swallow_text_ = true;
        return true;
    }
    return used;
}

void GameScreen::hold(bool on) {
    held_ = on;
    driver_.set_paused(on || panel_ != nullptr);
    pointer_.reset();
}

bool GameScreen::handle_held(const sf::Event& event, Clock::time_point now) {
    using K = sf::Keyboard;
    if (event.type == sf::Event::MouseButtonPressed) {
        const sf::Vector2f at(static_cast<float>(event.mouseButton.x),
                              static_cast<float>(event.mouseButton.y));
        if (contains(board_area_, at)) {
            hold(false);
            return true;
        }
        return handle_toolbar(event, now);
    }
    if (event.type == sf::Event::MouseButtonReleased || event.type == sf::Event::MouseMoved ||
        event.type == sf::Event::MouseLeft) {
        return handle_toolbar(event, now);
    }
    if (event.type != sf::Event::KeyPressed) return false;
    swallow_text_ = true;
    switch (event.key.code) {
        case K::P:
        case K::Pause:
        case K::Space:
        case K::Enter:
            hold(false);
            return true;
        case K::Escape:
        case K::F1:
        case K::F10:
        case K::F12:
        case K::Q:
            return handle_host_key(event.key, now);
        default:
            return false;  // the board is hidden: no move is made blind
    }
}

bool GameScreen::handle_host_key(const sf::Event::KeyEvent& key, Clock::time_point now) {
    using K = sf::Keyboard;
    const bool plain = !key.control && !key.alt;
    const bool has_hint = driver_.has_hints();
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
        case K::Pause:
            if (session().status().over) return false;
            hold(true);
            return true;
        default:
            break;
    }
    // The game's own menu key (Push Over's M), with or without Shift, before the game's keys.
    if (is_game_menu_key(driver_.game().plugin().menu_key, plateau_key_of(key.code),
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
                tooltip_.hover(cuts_.key_at(mouse_), now);
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
    core::InputOutcome outcome = core::InputOutcome::unused;
    try {
        outcome = driver_.input(input);
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const core::Refused& refused) {
        show_refusal(refused);
        return true;
    } catch (const std::exception& e) {
        set_notice(e.what(), true);  // a refused move: the reason, nothing changed
        return true;
    }
    show_events(now);
    return outcome != core::InputOutcome::unused;
}

// ---- What the driver reports ------------------------------------------------------------

void GameScreen::show_refusal(const core::Refused& refused) {
    using Reason = core::Refused::Reason;
    switch (refused.reason()) {
        case Reason::game_over:
            set_notice(
                core::tr("The game is over: New (N) starts another, Undo (U) takes a move back."));
            return;
        case Reason::computer_to_move:
        case Reason::busy:
            set_notice(core::tr("Wait: the computer is thinking."));
            return;
        case Reason::nothing_to_undo:
            set_notice(core::tr("Nothing to undo."));
            return;
        case Reason::nothing_to_redo:
            set_notice(core::tr("Nothing to redo."));
            return;
        case Reason::at_start:
        case Reason::no_hints:
            return;  // the buttons say so already
        case Reason::no_command:
            set_notice(refused.what(), true);
            return;
    }
}

void GameScreen::show_events(Clock::time_point now) {
    using Kind = core::DriverEvent::Kind;
    std::vector<std::string> lines;  // a job's or a command's messages and output
    std::string label;
    bool hinted = false;
    bool saved = false;  // the position changed and the autosave did not fail
    for (const core::DriverEvent& e : driver_.take_events()) {
        switch (e.kind) {
            case Kind::played: {
                // A job's message (what a solver's sequence scores) stays while its moves are
                // played; any other move clears the notice.
                if (e.by != core::Mover::job) set_notice({});
                const core::StateRef* previous = session().previous_state();
                // The computer's move is marked on the board and said in words; any other
                // move takes the last mark (a hint's among them) away.
                if (e.by == core::Mover::computer && previous != nullptr) {
                    mark_.last(e.move, session().state(), now);
                    set_notice(
                        computer_move_words(session().game().status(*previous),
                                            session().game().describe_move(*previous, e.move)));
                } else {
                    mark_.clear();
                }
                if (previous != nullptr && e.anim_length > 0) {
                    animation_.start(*previous, session().state(), session().last_move(),
                                     e.anim_length, now);
                } else {
                    animation_.finish();
                }
                saved = true;
                break;
            }
            case Kind::position:
                animation_.finish();
                mark_.clear();
                over_pending_.reset();
                fit_board();
                saved = true;
                break;
            case Kind::message:
            case Kind::line:
                lines.push_back(e.text);
                label = e.label;
                break;
            case Kind::hint:
                mark_.hint(e.move, session().state());
                set_notice(core::format(core::tr("Hint: {}"),
                                        session().game().describe_move(session().state(), e.move)));
                hinted = true;
                break;
            case Kind::no_hint:
                if (lines.empty() && !hinted)
                    set_notice(e.text.empty() ? std::string(core::tr("No hint.")) : e.text);
                break;
            case Kind::job_failed:
                // TRANSLATORS: {} is the name of a game's command, e.g. "solve".
                set_notice(e.text.empty() ? core::format(core::tr("{} failed."), e.label) : e.text,
                           true);
                break;
            case Kind::computer_stuck:
                set_notice(
                    e.text.empty()
                        ? std::string(core::tr("The computer player found no move."))
                        : core::format(core::tr("The computer player found no move: {}"), e.text),
                    true);
                break;
            case Kind::game_over:
                over_pending_ = e.score;
                break;
            case Kind::autosave_failed: {
                // The game goes on; the message stays until the next save works.
                const std::string message =
                    core::format(core::tr("The game could not be saved for Continue: {}"), e.text);
                if (notice_ != message) std::cerr << "error: " << message << '\n';
                set_notice(message, true);
                notice_is_autosave_ = true;
                saved = false;
                break;
            }
        }
    }
    if (saved && notice_is_autosave_) set_notice({});
    // A hint's own words (how many moves follow, a chance) go after the move's.
    if (lines.size() == 1)
        set_notice(hinted ? notice_ + " \xC2\xB7 " + lines.front() : lines.front());
    if (lines.size() > 1) {
        std::string text;
        for (const auto& l : lines) text += (text.empty() ? "" : "\n") + l;
        panel_ = std::make_unique<TextPanel>(label, text);
    }
}

// ---- The plugin rebuilt or removed ------------------------------------------------------

void GameScreen::plugins_changed(const std::vector<core::PluginChange>& changes,
                                 Clock::time_point now) {
    bool ours = false;
    for (const auto& change : changes) ours = ours || change.id == id_;
    if (!ours) return;
    const auto plugin = ui_.host.find_game(id_);
    if (!plugin) {
        // The file went away: the game is saved for Continue, and closed.
        leave(now);
        navigator_.show_launcher_error(
            core::format(core::tr("The game \"{}\" was closed: its plugin file was removed. It is "
                                  "saved: Continue resumes it once the plugin is back."),
                         driver_.game().plugin().name));
        navigator_.show_launcher();
        return;
    }
    if (&plugin->table() != &driver_.game().plugin()) take_new_plugin(now);
}

// The game goes on through the rebuilt plugin: saved, then restored from its moves by the
// new rules. New rules that refuse the moves leave the game as it was (the old code stays
// loaded while it is open), kept in the saves, and the player chooses a new game or back.
void GameScreen::take_new_plugin(Clock::time_point now) {
    driver_.close();  // the Continue file has the game, with its time
    show_events(now);
    const auto plugin = ui_.host.find_game(id_);
    const std::string name = plugin->name() + " " + plugin->version();
    try {
        core::SavedGame saved = core::load_saved_game(ui_.host, ui_.host.continue_file(id_), id_);
        driver_.replace(std::move(saved.session), saved.elapsed_seconds);
    } catch (const core::PluginFault&) {
        throw;  // contained by the window: the game is saved and closed
    } catch (const std::exception& e) {
        // Kept where Load finds it, so that a new game (which takes the Continue file) loses
        // nothing.
        // TRANSLATORS: the name of a save; {} is the game's name and version. Letters other
        // than a-z, digits, - and _ become -.
        const std::string slot = core::slot_file_name(core::format(core::tr("before {}"), name));
        std::string kept = core::format(core::tr("It is kept in your saves as \"{}\"."), slot);
        try {
            core::write_save(ui_.host.saves_dir(id_) / (slot + ".toml"), session(),
                             driver_.seconds_played());
        } catch (const std::exception& save_error) {
            kept = core::format(
                core::tr("It could not be kept in your saves: {}; the Continue file still has it."),
                save_error.what());
        }
        GameOverSummary summary;
        summary.result = core::format(core::tr("A new {}"), plugin->name());
        summary.message = core::format(core::tr("Version {0} cannot go on with this game: {1}"),
                                       plugin->version(), e.what()) +
                          "\n" + kept;
        panel_ = std::make_unique<GameOverPanel>(std::move(summary), [this](const std::string& a) {
            const auto at = Clock::now();
            if (a == "new") new_game(at);
            if (a == "back") go_back(at);
            if (a == "quit") navigator_.quit();
        });
        return;
    }
    toolbar_ = GameToolbar(plugin->table());  // its commands may have changed
    layout();
    set_notice(core::format(core::tr("{0} was rebuilt: the game goes on with version {1}."),
                            plugin->name(), plugin->version()));
    show_events(now);
}

void GameScreen::leave(Clock::time_point now) {
    driver_.close();
    show_events(now);
}

std::optional<std::string> GameScreen::leave_after_fault(Clock::time_point) {
    return driver_.save_after_fault();
}

// ---- Time -----------------------------------------------------------------------------

bool GameScreen::update(Clock::time_point now) {
    // The timer's next second, a tooltip's delay: time alone changes the picture.
    bool changed = static_cast<long long>(driver_.seconds_played()) != shown_second_ ||
                   tooltip_.visible(now) != tooltip_shown_;
    if (animation_.active() && !animation_.running(session().state(), now)) {
        animation_.finish();
        changed = true;
    }
    // The game goes on by itself once the last move is drawn and nothing is over the board:
    // a computer's answer, the next of a solver's moves.
    if (!animation_.active() && !panel_ && driver_.advance()) {
        show_events(now);
        changed = true;
    }
    if (over_pending_ && !animation_.active() && !panel_) {
        show_game_over();
        changed = true;
    }
    return changed;
}

bool GameScreen::animating(Clock::time_point now) const {
    return animation_.running(session().state(), now) || mark_.changing(session().state(), now);
}

std::optional<Clock::time_point> GameScreen::next_wake(Clock::time_point now) const {
    std::optional<Clock::time_point> wake;
    const auto sooner = [&](Clock::time_point t) {
        if (!wake || t < *wake) wake = t;
    };
    if (driver_.clock().running()) sooner(driver_.clock().next_tick(now));
    if (!driver_.paused() && driver_.busy()) sooner(now + std::chrono::milliseconds(20));
    if (const auto due = tooltip_.due(now)) sooner(*due);
    return wake;
}

}  // namespace plateau::ui
