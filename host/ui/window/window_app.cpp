#include "ui/window/window_app.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/System/Sleep.hpp>
#include <algorithm>
#include <ctime>
#include <exception>
#include <filesystem>
#include <iostream>

#include "core/app/host_context.hpp"
#include "core/app/stop_signals.hpp"
#include "core/config/host_config.hpp"
#include "core/config/window_memory.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "core/session/session.hpp"
#include "core/util/make_folder.hpp"
#include "core/util/time_text.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/game/game_screen.hpp"
#include "ui/launcher/launcher_screen.hpp"
#include "ui/window/idle_pacer.hpp"
#include "ui/window/window_manager.hpp"

namespace plateau::ui {

namespace {

constexpr auto kNoticeTime = std::chrono::milliseconds(3500);

// The smallest window the screens are laid out for (on a screen at least that large): at
// 480x360 the game screen's toolbar takes two or three rows and the board the rest;
// smaller, the board is a strip. The configuration's least is 640x480.
constexpr unsigned kLeastWidth = 480;
constexpr unsigned kLeastHeight = 360;

// The size it last closed at (core/config/window_memory.hpp), used while the configuration
// asks for the same size as then. A file that cannot be read is said on standard error (the
// configured size is used, and the window's close writes the file anew).
core::RememberedWindow remembered_window(const core::HostContext& host) {
    core::RememberedWindow remembered =
        core::read_window_memory(host.data_dir(), host.config().window);
    if (!remembered.problem.empty()) {
        std::cerr << "warning: "
                  << core::format(
                         // TRANSLATORS: {} says which file, where and what is wrong in it.
                         core::tr("{}; the window opens at the configured size"),
                         remembered.problem)
                  << '\n';
    }
    return remembered;
}

// The screen's size (the primary monitor's, as SFML reads it; 0x0 when the X server cannot
// say).
sf::Vector2u screen_size() {
    const sf::VideoMode screen = sf::VideoMode::getDesktopMode();
    return {screen.width, screen.height};
}

// The least size on `screen`: none (0) on a side the screen cannot hold it on.
sf::Vector2u least_size(sf::Vector2u screen) {
    return {screen.x >= kLeastWidth ? kLeastWidth : 0, screen.y >= kLeastHeight ? kLeastHeight : 0};
}

// The size wanted, at least the least, but never larger than the screen, each side on its
// own: a window larger than the screen (1024x720 on 800x600) would open partly off it, its
// menu and first columns out of reach.
sf::VideoMode window_mode(core::WindowSize wanted, sf::Vector2u screen) {
    const sf::Vector2u least = least_size(screen);
    const auto fit = [](int side, unsigned at_least, unsigned room) {
        const unsigned size = std::max(at_least, static_cast<unsigned>(std::max(1, side)));
        return room > 0 ? std::min(size, room) : size;
    };
    return sf::VideoMode(fit(wanted.width, least.x, screen.x),
                         fit(wanted.height, least.y, screen.y));
}

// Centred on a screen of `screen` (0x0: unknown, the top left corner), its top left corner
// on it.
sf::Vector2i centred_on(sf::Vector2u screen, sf::Vector2u size) {
    const auto start = [](unsigned room, unsigned used) {
        return room > used ? static_cast<int>((room - used) / 2) : 0;
    };
    return {start(screen.x, size.x), start(screen.y, size.y)};
}

// No multisampling: under a software renderer (Mesa's llvmpipe, as under Xvfb) it makes
// every frame rasterise four samples a pixel, and opening the window ~60 ms slower, for
// smoother circles only; edges on whole pixels are crisp without it.
sf::ContextSettings window_context() {
    sf::ContextSettings settings;
    settings.antialiasingLevel = 0;
    return settings;
}

std::string screenshot_name() {
    return core::local_time_text(std::time(nullptr), "plateau-%Y%m%d-%H%M%S");
}

}  // namespace

WindowApp::WindowApp(core::HostContext& host, UiFonts fonts)
    : fonts_(std::move(fonts)),
      text_measure_(*fonts_.regular),
      ui_{host, *fonts_.regular, fonts_.bold.get(), theme_from_config(host.config()),
          host.config().animations},
      screen_(screen_size()),
      least_(least_size(screen_)),
      remembered_(remembered_window(host)),
      window_(window_mode(remembered_.size.value_or(host.config().window), screen_), "Plateau",
              sf::Style::Default, window_context()),
      window_manager_(window_.getSystemHandle()),
      batch_(*fonts_.regular, fonts_.bold.get()) {
    opened_at_ = window_.getSize();
    plain_size_ = opened_at_;
    // A window manager places the window itself (on the monitor it chooses); without one,
    // it goes in the middle of the screen.
    if (!window_manager_.runs()) window_.setPosition(centred_on(screen_, opened_at_));
    window_manager_.ask_least_size(least_.x, least_.y);
    if (remembered_.maximised) window_manager_.maximise();
    window_.setVerticalSyncEnabled(false);
    window_.setKeyRepeatEnabled(true);
    launcher_ = std::make_unique<LauncherScreen>(ui_, *this);
    current_ = launcher_.get();
    current_->resize(size());
    current_->shown();
    settle(Clock::now());
}

void WindowApp::settle(Clock::time_point now) {
    settle_frames_.clear();
    for (const int ms : {60, 200, 500, 1200})
        settle_frames_.push_back(now + std::chrono::milliseconds(ms));
}

WindowApp::~WindowApp() = default;

sf::Vector2f WindowApp::size() const {
    const auto s = window_.getSize();
    return {static_cast<float>(s.x), static_cast<float>(s.y)};
}

void WindowApp::show_launcher() { pending_ = Switch::launcher; }

void WindowApp::show_game(const std::string& id, std::unique_ptr<core::Session> session,
                          double elapsed_seconds) {
    pending_game_ =
        std::make_unique<GameScreen>(ui_, *this, id, std::move(session), elapsed_seconds);
    pending_ = Switch::game;
}

void WindowApp::quit() { quit_ = true; }

void WindowApp::screenshot() {
    screenshot_pending_ = true;
    dirty_ = true;
}

void WindowApp::notify(const std::string& message) {
    notice_ = message;
    notice_until_ = Clock::now() + kNoticeTime;
    dirty_ = true;
}

void WindowApp::watch_plugins(Clock::time_point now) {
    next_watch_ = now + kWatchEvery;
    const auto changes = ui_.host.watch_plugins(now);
    if (changes.empty()) return;
    for (const auto& change : changes) std::cerr << core::describe(change) << '\n';
    std::cerr.flush();
    launcher_->plugins_changed(changes, now);
    if (game_) game_->plugins_changed(changes, now);
    dirty_ = true;
}

void WindowApp::show_launcher_error(const std::string& message) {
    launcher_->show_error(message);
    dirty_ = true;
}

template <class Step>
void WindowApp::guarded(Step&& step) {
    try {
        step();
    } catch (const core::PluginFault& e) {
        if (game_ != nullptr && current_ == game_.get()) {
            contain_fault(e.what());
        } else {  // the launcher's own calls catch theirs; this is the last net
            std::cerr << "error: " << core::format(core::tr("a plugin failed: {}"), e.what())
                      << '\n';
            launcher_->show_error(core::format(core::tr("A plugin failed: {}"), e.what()));
            dirty_ = true;
        }
    }
}

void WindowApp::contain_fault(const std::string& what) {
    const std::string id = game_->game_id();
    const char* closed = core::tr(
        // TRANSLATORS: {0} is the game's id, {1} what its plugin did wrong.
        "The game \"{0}\" was closed: its plugin failed ({1}); "
        "the game was saved at its last good position: Continue "
        "resumes it");
    std::string message = core::format(closed, id, what);
    if (const auto error = game_->leave_after_fault(Clock::now())) {
        // TRANSLATORS: {0} is the game's id, {1} what its plugin did wrong, {2} why the
        // game could not be saved.
        message = core::format(core::tr("The game \"{0}\" was closed: its plugin failed ({1}); "
                                        "the game could not be saved: {2}"),
                               id, what, *error);
    }
    std::cerr << "error: " << message << '\n';
    launcher_->show_error(message);
    pending_game_.reset();
    pending_ = Switch::launcher;
    apply_switch(Clock::now());
    settle(Clock::now());  // the frame being drawn may have stopped half way
}

void WindowApp::apply_switch(Clock::time_point) {
    if (pending_ == Switch::none) return;
    if (pending_ == Switch::launcher) {
        game_.reset();
        current_ = launcher_.get();
    } else {
        game_ = std::move(pending_game_);
        current_ = game_.get();
    }
    pending_ = Switch::none;
    current_->resize(size());
    current_->shown();
    dirty_ = true;
}

void WindowApp::handle(const sf::Event& event, Clock::time_point now) {
    switch (event.type) {
        case sf::Event::Closed:
            quit_ = true;
            return;
        case sf::Event::Resized: {
            // Without a window manager to keep the least size (window_manager.hpp), a window
            // made smaller grows back to it (another Resized follows).
            if (event.size.width < least_.x || event.size.height < least_.y)
                window_.setSize(
                    {std::max(least_.x, event.size.width), std::max(least_.y, event.size.height)});
            // The player's size, not the window manager's (maximised, tiled, full screen). A
            // window manager sets the state before it sends the size that goes with it.
            if (!window_manager_.state().sized_by_manager)
                plain_size_ = {event.size.width, event.size.height};
            // The view follows the window: one unit is one pixel at any size.
            const sf::Vector2f s(static_cast<float>(event.size.width),
                                 static_cast<float>(event.size.height));
            window_.setView(sf::View({0, 0, s.x, s.y}));
            current_->resize(s);
            dirty_ = true;
            settle(now);
            return;
        }
        case sf::Event::GainedFocus:
        case sf::Event::MouseEntered:
            dirty_ = true;  // the window may have been covered
            break;
        default:
            break;
    }
    if (current_->handle(event, now)) dirty_ = true;
}

void WindowApp::render(sf::RenderTarget& target, Clock::time_point now) {
    const sf::Vector2f s(static_cast<float>(target.getSize().x),
                         static_cast<float>(target.getSize().y));
    target.setView(sf::View({0, 0, s.x, s.y}));
    target.clear(ui_.theme.background);
    Painter painter(batch_, ui_.theme);
    batch_.clear();
    current_->draw(target, painter, now);
    if (!notice_.empty()) {
        // A notice floats above the bottom edge, over whatever is there.
        const float width = std::min(s.x - 32, painter.text_width(notice_, text_size::body) + 40);
        const Rect box = snapped({(s.x - width) / 2, s.y - 96, width, 36});
        painter.rounded(
            box, 18,
            ui_.theme.dark ? sf::Color(0xf6, 0xf5, 0xf4, 240) : sf::Color(0x24, 0x1f, 0x31, 235));
        painter.text_in(inset(box, 20, 0), notice_, text_size::body,
                        ui_.theme.dark ? sf::Color(0x24, 0x1f, 0x31) : sf::Color(0xf6, 0xf5, 0xf4),
                        TextAlign::centre);
    }
    last_draw_calls_ = batch_.draw_calls();
    painter.flush(target);
}

void WindowApp::save_screenshot(Clock::time_point now) {
    screenshot_pending_ = false;
    try {
        const auto folder = ui_.host.screenshots_dir();
        std::filesystem::create_directories(folder);
        sf::RenderTexture texture;
        const auto s = window_.getSize();
        if (!texture.create(s.x, s.y))
            throw std::runtime_error(core::tr("no off-screen image of that size"));
        const std::string saved_notice = notice_;
        notice_.clear();  // the screenshot shows the window, not the notice about it
        render(texture, now);
        notice_ = saved_notice;
        texture.display();
        std::filesystem::path path = folder / (screenshot_name() + ".png");
        for (int i = 2; std::filesystem::exists(path); ++i) {
            path = folder / (screenshot_name() + "-" + std::to_string(i) + ".png");
        }
        if (!texture.getTexture().copyToImage().saveToFile(path.string())) {
            throw std::runtime_error(
                core::format(core::tr("the PNG could not be written to {}"), path.string()));
        }
        notify(core::format(core::tr("Screenshot saved: {}"), path.string()));
    } catch (const std::exception& e) {
        notify(core::format(core::tr("No screenshot: {}"), e.what()));
    }
}

void WindowApp::draw_frame() {
    const auto now = Clock::now();
    sf::Event event;
    while (window_.pollEvent(event)) {
        guarded([&] { handle(event, now); });
        apply_switch(now);
    }
    guarded([&] { current_->update(now); });
    apply_switch(now);
    guarded([&] { render(window_, now); });
    window_.display();
    dirty_ = false;
}

int WindowApp::run() {
    IdlePacer pacer;
    pacer.input(Clock::now());
    while (window_.isOpen() && !quit_) {
        // A signal asking the program to end (core/app/stop_signals.hpp) is the close
        // button: seen here within the longest sleep, 100 ms.
        if (core::stop_signal() != 0) break;
        auto now = Clock::now();
        sf::Event event;
        while (!quit_ && window_.pollEvent(event)) {
            now = Clock::now();
            pacer.input(now);
            guarded([&] { handle(event, now); });
            apply_switch(now);
        }
        if (quit_) break;
        now = Clock::now();
        guarded([&] {
            if (current_->update(now)) dirty_ = true;
        });
        apply_switch(now);
        if (now >= next_watch_) {
            guarded([&] { watch_plugins(now); });
            apply_switch(now);
        }
        if (!notice_.empty() && now >= notice_until_) {
            notice_.clear();
            dirty_ = true;
        }
        while (!settle_frames_.empty() && now >= settle_frames_.front()) {
            settle_frames_.erase(settle_frames_.begin());
            dirty_ = true;
        }
        bool moving = false;
        guarded([&] { moving = current_->animating(now); });
        if (dirty_ || moving) {
            guarded([&] { render(window_, now); });
            window_.display();
            dirty_ = false;
            if (screenshot_pending_) save_screenshot(now);
        }
        // Sleep: a frame's time while something moves, else longer and longer while idle,
        // but never past a screen's deadline or the end of a notice.
        Clock::duration sleep =
            moving ? IdlePacer::kFrame - (Clock::now() - now) : pacer.idle_sleep(now);
        if (const auto wake = current_->next_wake(now)) sleep = std::min(sleep, *wake - now);
        if (!notice_.empty()) sleep = std::min(sleep, notice_until_ - now);
        if (!settle_frames_.empty()) sleep = std::min(sleep, settle_frames_.front() - now);
        sleep = std::min(sleep, next_watch_ - now);
        if (sleep > Clock::duration::zero()) {
            sf::sleep(sf::microseconds(
                std::chrono::duration_cast<std::chrono::microseconds>(sleep).count()));
        }
    }
    if (game_) game_->leave(Clock::now());
    remember_size();
    window_.close();
    return 0;
}

void WindowApp::remember_size() {
    const bool maximised = window_manager_.state().maximised;
    // Neither resized nor maximised or restored since it opened, and the file says so (or
    // there is none): nothing new to keep.
    const bool file_holds = remembered_.size.has_value() || !remembered_.present;
    if (plain_size_ == opened_at_ && maximised == remembered_.maximised && file_holds) return;
    const core::HostContext& host = ui_.host;
    try {
        core::make_folder(host.data_dir());
        core::write_window_memory(
            host.data_dir(), {static_cast<int>(plain_size_.x), static_cast<int>(plain_size_.y)},
            maximised, host.config().window);
    } catch (const std::exception& e) {
        // TRANSLATORS: {} is why (it names the file).
        const char* text = core::tr("the window's size was not kept: {}");
        std::cerr << "warning: " << core::format(text, e.what()) << '\n';
    }
}

}  // namespace plateau::ui
