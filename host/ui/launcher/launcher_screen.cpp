#include "ui/launcher/launcher_screen.hpp"

#include <algorithm>
#include <exception>
#include <iostream>

#include "core/app/host_context.hpp"
#include "core/i18n/translate.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/widgets/button.hpp"

namespace plateau::ui {

using namespace launcher_metrics;

LauncherScreen::LauncherScreen(UiContext& ui, Navigator& navigator)
    : ui_(ui), navigator_(navigator), thumbnails_(ui.font, ui.bold_font, ui.theme.dark) {
    cards_ = build_cards(ui_.host, {});
}

// The folders are watched (WindowApp): the cards show what the host offers now.
void LauncherScreen::shown() { refresh_cards(); }

void LauncherScreen::plugins_changed(const std::vector<core::PluginChange>& changes,
                                     Clock::time_point) {
    // A rebuilt game draws its thumbnail with its new code, and what was said about the
    // old one no longer holds.
    for (const auto& change : changes) {
        thumbnails_.forget(change.id);
        forget_error_about(change.id);
    }
    refresh_cards();
}

void LauncherScreen::forget_error_about(const std::string& id) {
    if (error_.empty() || error_about_ != id) return;
    error_.clear();
    error_about_.clear();
    layout();
}

void LauncherScreen::show_error(const std::string& message) {
    error_ = message;
    error_about_.clear();
    layout();
}

namespace {
// What error_about_ holds while the banner tells of a failed scan: no game's id (ids have
// no spaces), so only the next good scan takes the banner away.
constexpr std::string_view kScanFailed = " scan";
}  // namespace

void LauncherScreen::rescan() {
    try {
        const auto changes = ui_.host.rescan();
        // Told as the watching tells them: on standard error, one line each.
        for (const auto& change : changes) {
            std::cerr << core::describe(change) << '\n';
            thumbnails_.forget(change.id);
            forget_error_about(change.id);
        }
        // The folders could be read this time: a failure said before is over.
        if (error_about_ == kScanFailed) {
            error_.clear();
            error_about_.clear();
        }
    } catch (const std::exception& e) {
        error_ = core::format(core::tr("Scanning the plugin folders failed: {}"), e.what());
        error_about_ = kScanFailed;
    }
    refresh_cards();
}

void LauncherScreen::refresh_cards() {
    cards_ = build_cards(ui_.host, cards_);
    int games = 0;
    for (const auto& c : cards_) games += c.refused ? 0 : 1;
    if (focus_ >= games) focus_ = games - 1;
    layout();
}

void LauncherScreen::resize(sf::Vector2f size) {
    size_ = size;
    layout();
}

Rect LauncherScreen::grid_area() const {
    const float top = kHeaderHeight + (error_.empty() ? 0 : kErrorHeight);
    return {0, top, size_.x, std::max(1.0f, size_.y - top - kFooterHeight)};
}

void LauncherScreen::layout() {
    grid_ = layout_grid(cards_.size(), size_.x);
    for (auto& r : grid_.cards) r.top += kContentPad;
    grid_.content_height += 2 * kContentPad;
    scroll_ = std::clamp(scroll_, 0.0f, max_scroll());
}

float LauncherScreen::max_scroll() const {
    return std::max(0.0f, grid_.content_height - grid_area().height);
}

LauncherScreen::Hit LauncherScreen::hit(sf::Vector2f point) const {
    const Rect area = grid_area();
    if (!contains(area, point) || panel_) return {};
    const sf::Vector2f at(point.x, point.y - area.top + scroll_);
    for (std::size_t i = 0; i < cards_.size() && i < grid_.cards.size(); ++i) {
        if (!contains(grid_.cards[i], at)) continue;
        const auto index = static_cast<int>(i);
        if (cards_[i].refused) return {index, ""};
        const CardParts p = card_parts(grid_.cards[i], cards_[i].can_continue);
        if (contains(p.play, at)) return {index, "play"};
        if (cards_[i].can_continue && contains(p.continue_game, at)) return {index, "continue"};
        if (contains(p.settings, at)) return {index, "settings"};
        if (contains(p.best, at)) return {index, "scores"};
        if (contains(p.preset_previous, at)) return {index, "previous"};
        if (contains(p.preset_next, at)) return {index, "next"};
        if (contains(p.body, at)) return {index, "body"};
        return {index, ""};
    }
    return {};
}

void LauncherScreen::scroll_to(int card) {
    if (card < 0 || card >= static_cast<int>(grid_.cards.size())) return;
    const Rect& r = grid_.cards[static_cast<std::size_t>(card)];
    const float view = grid_area().height;
    if (r.top - kContentPad < scroll_) scroll_ = r.top - kContentPad;
    if (bottom(r) + kContentPad > scroll_ + view) scroll_ = bottom(r) + kContentPad - view;
    scroll_ = std::clamp(scroll_, 0.0f, max_scroll());
}

void LauncherScreen::move_focus(int by_columns, int by_cards) {
    int games = 0;
    for (const auto& c : cards_) games += c.refused ? 0 : 1;
    if (games == 0) return;
    if (focus_ < 0) {
        focus_ = 0;
    } else {
        const int step = by_columns * static_cast<int>(grid_.columns) + by_cards;
        const int next = focus_ + step;
        if (next >= 0 && next < games) focus_ = next;
    }
    scroll_to(focus_);
}

std::vector<Button> LauncherScreen::header_buttons() const {
    return {{"game-id",
             core::tr("Play a Game ID\xE2\x80\xA6"),
             core::tr("Play the game a game ID names (I)"),
             {size_.x - 112 - 8 - 168, 30, 168, kButtonHeight},
             ButtonStyle::flat,
             true},
            {"rescan",
             core::tr("Rescan"),
             core::tr("Look for new plugins (F5)"),
             {size_.x - 112, 30, 96, kButtonHeight},
             ButtonStyle::flat,
             true}};
}

void LauncherScreen::header_action(const std::string& action) {
    if (action == "rescan") {
        rescan();
        navigator_.notify(core::tr("Plugin folders scanned again"));
    }
    if (action == "game-id") open_game_id();
}

bool LauncherScreen::handle_key(const sf::Event::KeyEvent& key) {
    using K = sf::Keyboard;
    const bool plain = !key.control && !key.alt;
    if (key.code == K::F5) {
        header_action("rescan");
        return true;
    }
    if (key.code == K::I && plain) {
        header_action("game-id");
        return true;
    }
    if (key.code == K::F12) {
        navigator_.screenshot();
        return false;
    }
    if (key.code == K::F1) {
        open_help(focus_);
        return true;
    }
    if (key.code == K::Q && plain) {
        navigator_.quit();
        return false;
    }
    if (key.shift && (key.code == K::Left || key.code == K::Right)) {
        if (focus_ < 0) move_focus(0, 0);
        if (focus_ >= 0) cycle_preset(focus_, key.code == K::Left ? -1 : 1);
        return true;
    }
    switch (key.code) {
        case K::Left:
            move_focus(0, -1);
            return true;
        case K::Right:
            move_focus(0, 1);
            return true;
        case K::Up:
            move_focus(-1, 0);
            return true;
        case K::Down:
            move_focus(1, 0);
            return true;
        case K::Tab:
            move_focus(0, key.shift ? -1 : 1);
            return true;
        case K::Enter:
        case K::Space:
            if (focus_ < 0) move_focus(0, 0);
            if (focus_ >= 0) play(focus_);
            return true;
        case K::S:
        case K::C:
        case K::H:
            if (!plain) return false;
            if (focus_ < 0) move_focus(0, 0);  // the keyboard starts on the first game
            if (focus_ >= 0 && key.code == K::S) open_settings(focus_);
            if (focus_ >= 0 && key.code == K::C) continue_game(focus_);
            if (focus_ >= 0 && key.code == K::H) open_scores(focus_);
            return true;
        case K::PageDown:
            scroll_ = std::min(max_scroll(), scroll_ + grid_area().height * 0.8f);
            return true;
        case K::PageUp:
            scroll_ = std::max(0.0f, scroll_ - grid_area().height * 0.8f);
            return true;
        default:
            return false;
    }
}

bool LauncherScreen::handle(const sf::Event& event, Clock::time_point now) {
    // The text of a key the launcher took (the 's' of S opening the settings) is not the
    // panel's it opened.
    if (event.type == sf::Event::TextEntered && swallow_text_) {
        swallow_text_ = false;
        return false;
    }
    if (event.type == sf::Event::KeyPressed) swallow_text_ = false;
    if (event.type == sf::Event::MouseMoved) {
        tip_point_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
    }
    if (panel_) {
        if (event.type == sf::Event::MouseMoved) tooltip_.hover(cuts_.key_at(tip_point_), now);
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12) {
            navigator_.screenshot();
            return false;
        }
        std::unique_ptr<Panel> panel = std::move(panel_);
        const bool changed = panel->handle(event, now);
        if (panel_) return true;
        if (panel->closed()) {
            cards_ = build_cards(ui_.host, cards_);  // settings may have changed
            layout();
            return true;
        }
        panel_ = std::move(panel);
        return changed;
    }
    const auto point = [](int x, int y) {
        return sf::Vector2f(static_cast<float>(x), static_cast<float>(y));
    };
    const std::vector<Button> header = header_buttons();
    const auto header_at = [&](sf::Vector2f p) {
        const Button* b = button_at(header, p);
        return b != nullptr ? b->action : std::string();
    };
    switch (event.type) {
        case sf::Event::KeyPressed: {
            swallow_text_ = true;
            const bool changed = handle_key(event.key);
            // The keyboard's focus shows the whole of the card's cut texts, as a pointer
            // would, again after each key that moved it or changed its card (a new key
            // starts the tooltip's delay again).
            if (changed && focus_ >= 0 && !panel_) {
                tooltip_.hover(std::string(kFocusTooltip) + std::to_string(focus_) + "." +
                                   std::to_string(++focus_keys_),
                               now);
            }
            return changed;
        }
        case sf::Event::MouseMoved: {
            const sf::Vector2f p = point(event.mouseMove.x, event.mouseMove.y);
            const Hit before = hit(mouse_);
            const std::string header_before = header_hovered_;
            mouse_ = p;
            const Hit after = hit(mouse_);
            header_hovered_ = header_at(mouse_);
            tooltip_.hover(header_hovered_.empty() ? cuts_.key_at(mouse_) : header_hovered_, now);
            return before.card != after.card || before.part != after.part ||
                   header_before != header_hovered_;
        }
        case sf::Event::MouseLeft:
            mouse_ = {-1, -1};
            header_hovered_.clear();
            tooltip_.hover("", now);
            return true;
        case sf::Event::MouseButtonPressed:
            if (event.mouseButton.button != sf::Mouse::Left) return false;
            mouse_ = point(event.mouseButton.x, event.mouseButton.y);
            pressed_ = hit(mouse_);
            if (const std::string action = header_at(mouse_); !action.empty())
                pressed_ = {-2, action};
            return true;
        case sf::Event::MouseButtonReleased: {
            if (event.mouseButton.button != sf::Mouse::Left) return false;
            mouse_ = point(event.mouseButton.x, event.mouseButton.y);
            const Hit was = pressed_;
            pressed_ = {};
            if (was.card == -2) {
                if (header_at(mouse_) == was.part) header_action(was.part);
                return true;
            }
            const Hit now_hit = hit(mouse_);
            if (was.card >= 0 && was.card == now_hit.card && was.part == now_hit.part) {
                if (!cards_[static_cast<std::size_t>(was.card)].refused) focus_ = was.card;
                click(was);
            }
            return true;
        }
        case sf::Event::MouseWheelScrolled: {
            const float before = scroll_;
            scroll_ = std::clamp(scroll_ - event.mouseWheelScroll.delta * 48, 0.0f, max_scroll());
            return scroll_ != before;
        }
        default:
            return false;
    }
}

bool LauncherScreen::update(Clock::time_point now) {
    return tooltip_.visible(now) != tooltip_shown_;  // a tooltip's delay is over
}

std::optional<Clock::time_point> LauncherScreen::next_wake(Clock::time_point now) const {
    return tooltip_.due(now);
}

}  // namespace plateau::ui
