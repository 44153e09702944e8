#include "ui/launcher_screen.hpp"

#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>
#include <exception>

#include "core/app/host_context.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "core/session/session.hpp"
#include "ui/button.hpp"
#include "ui/card_view.hpp"
#include "ui/session_files.hpp"
#include "ui/settings_panel.hpp"
#include "ui/text_panel.hpp"
#include "ui/ui_font.hpp"

namespace plateau::ui {

namespace {
constexpr float kHeaderHeight = 100;
constexpr float kErrorHeight = 36;
constexpr float kFooterHeight = 36;
constexpr float kContentPad = 8;  // room in the grid for a focus ring and a lifted card

const char* const kFooter =
    "Arrows choose \xC2\xB7 Enter plays \xC2\xB7 Shift+\xE2\x86\x90\xE2\x86\x92 preset \xC2\xB7 "
    "S settings \xC2\xB7 C continue \xC2\xB7 F1 help \xC2\xB7 F5 rescan \xC2\xB7 Q quit";
}  // namespace

LauncherScreen::LauncherScreen(UiContext& ui, Navigator& navigator)
    : ui_(ui), navigator_(navigator), thumbnails_(ui.font, ui.bold_font) {
    cards_ = build_cards(ui_.host, {});
}

void LauncherScreen::shown() { rescan(); }

void LauncherScreen::rescan() {
    try {
        ui_.host.rescan();
    } catch (const std::exception& e) {
        error_ = std::string("Scanning the plugin folders failed: ") + e.what();
    }
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

// ---- Actions --------------------------------------------------------------------------

void LauncherScreen::play(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    try {
        const auto settings = ui_.host.resolve_settings(card.id, chosen_preset(card), {});
        auto game = ui_.host.make_game(card.id, settings, core::draw_seed(), std::nullopt);
        auto session = std::make_unique<core::Session>(std::move(game));
        error_.clear();
        navigator_.show_game(card.id, std::move(session), 0);
    } catch (const std::exception& e) {
        error_ = card.name + " could not start: " + e.what();
        layout();
    }
}

void LauncherScreen::continue_game(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    if (!card.can_continue) return;
    try {
        LoadedSession loaded = read_session(ui_.host.continue_file(card.id), ui_.host, card.id);
        error_.clear();
        navigator_.show_game(card.id, std::move(loaded.session), loaded.elapsed_seconds);
    } catch (const std::exception& e) {
        error_ = "The last " + card.name + " game cannot be continued: " + e.what();
        layout();
    }
}

void LauncherScreen::open_settings(int index) {
    const LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    try {
        const core::ParamSchema& schema = ui_.host.schema(card.id);
        const std::string id = card.id;
        panel_ = std::make_unique<SettingsPanel>(
            card.name + " settings", schema, ui_.host.resolve_settings(id, std::nullopt, {}),
            ui_.host.base_settings(id), "Save",
            [this, id](const core::Settings& values) -> std::optional<std::string> {
                try {
                    ui_.host.save_user_settings(id, values);
                } catch (const std::exception& e) {
                    return std::string("Not saved: ") + e.what();
                }
                thumbnails_.forget(id);
                navigator_.notify("Settings saved");
                return std::nullopt;
            });
    } catch (const std::exception& e) {
        error_ = card.name + " settings: " + e.what();
        layout();
    }
}

void LauncherScreen::open_help(int index) {
    if (index < 0 || cards_.empty() || cards_[static_cast<std::size_t>(index)].refused) {
        panel_ = std::make_unique<TextPanel>(
            "Plateau",
            "Pick a game: click its picture or Play, or choose it with the arrows and press "
            "Enter. The arrows under the picture choose a preset; Settings changes the game's "
            "parameters; Continue resumes the last game.\n\n"
            "New games appear when their plugin (a .so file) is dropped into a plugin folder: "
            "press F5 to look again.");
        return;
    }
    const LauncherCard& card = cards_[static_cast<std::size_t>(index)];
    const auto plugin = ui_.host.find_game(card.id);
    std::string text = plugin ? plugin->how_to_play() : "";
    if (text.empty()) text = "This game gives no how-to-play.";
    panel_ = std::make_unique<TextPanel>(card.name + ": how to play", text);
}

void LauncherScreen::cycle_preset(int index, int direction) {
    LauncherCard& card = cards_.at(static_cast<std::size_t>(index));
    if (card.refused || card.presets.empty()) return;
    const auto n = static_cast<int>(card.presets.size());
    card.preset =
        static_cast<std::size_t>(((static_cast<int>(card.preset) + direction) % n + n) % n);
}

bool LauncherScreen::click(const Hit& h) {
    if (h.card < 0 || cards_[static_cast<std::size_t>(h.card)].refused) return false;
    if (h.part == "play" || h.part == "body") play(h.card);
    if (h.part == "continue") continue_game(h.card);
    if (h.part == "settings") open_settings(h.card);
    if (h.part == "previous") cycle_preset(h.card, -1);
    if (h.part == "next") cycle_preset(h.card, 1);
    return !h.part.empty();
}

// ---- Events ---------------------------------------------------------------------------

bool LauncherScreen::handle_key(const sf::Event::KeyEvent& key) {
    using K = sf::Keyboard;
    const bool plain = !key.control && !key.alt;
    if (key.code == K::F5) {
        rescan();
        navigator_.notify("Plugin folders scanned again");
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
            if (!plain) return false;
            if (focus_ < 0) move_focus(0, 0);  // the keyboard starts on the first game
            if (focus_ >= 0 && key.code == K::S) open_settings(focus_);
            if (focus_ >= 0 && key.code == K::C) continue_game(focus_);
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
    if (panel_) {
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
    const Rect rescan_button = {size_.x - 112, 30, 96, kButtonHeight};
    switch (event.type) {
        case sf::Event::KeyPressed:
            swallow_text_ = true;
            return handle_key(event.key);
        case sf::Event::MouseMoved: {
            const sf::Vector2f p = point(event.mouseMove.x, event.mouseMove.y);
            const Hit before = hit(mouse_);
            const bool rescan_before = rescan_hovered_;
            mouse_ = p;
            const Hit after = hit(mouse_);
            rescan_hovered_ = contains(rescan_button, mouse_);
            tooltip_.hover(rescan_hovered_ ? "rescan" : "", now);
            return before.card != after.card || before.part != after.part ||
                   rescan_before != rescan_hovered_;
        }
        case sf::Event::MouseLeft:
            mouse_ = {-1, -1};
            rescan_hovered_ = false;
            tooltip_.hover("", now);
            return true;
        case sf::Event::MouseButtonPressed:
            if (event.mouseButton.button != sf::Mouse::Left) return false;
            mouse_ = point(event.mouseButton.x, event.mouseButton.y);
            pressed_ = hit(mouse_);
            if (contains(rescan_button, mouse_)) pressed_ = {-2, "rescan"};
            return true;
        case sf::Event::MouseButtonReleased: {
            if (event.mouseButton.button != sf::Mouse::Left) return false;
            mouse_ = point(event.mouseButton.x, event.mouseButton.y);
            const Hit was = pressed_;
            pressed_ = {};
            if (was.part == "rescan" && contains(rescan_button, mouse_)) {
                rescan();
                navigator_.notify("Plugin folders scanned again");
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
    return !panel_ && tooltip_.visible(now) != tooltip_shown_;  // a tooltip's delay is over
}

std::optional<Clock::time_point> LauncherScreen::next_wake(Clock::time_point now) const {
    if (panel_) return std::nullopt;
    return tooltip_.due(now);
}

// ---- Drawing --------------------------------------------------------------------------

void LauncherScreen::draw_header(Painter& painter) {
    const Theme& theme = ui_.theme;
    painter.text(kGridMargin, 40, "Plateau", text_size::title, theme.text, TextAlign::left, true);
    painter.text(kGridMargin, 72, "Pick a game", text_size::body, theme.muted);
    const Rect rescan_button = {size_.x - 112, 30, 96, kButtonHeight};
    Button rescan{"rescan",      "Rescan",          "Look for new plugins (F5)",
                  rescan_button, ButtonStyle::flat, true};
    draw_button(painter, rescan, {rescan_hovered_, pressed_.part == "rescan", false});
    if (!error_.empty()) {
        const Rect banner =
            snapped({kGridMargin, kHeaderHeight - 4, size_.x - 2 * kGridMargin, 32});
        painter.rounded(banner, 8, mix(theme.surface, theme.error, 0.12f));
        painter.text_in(inset(banner, 12, 0), error_, text_size::body, theme.error);
    }
    painter.text_in({16, size_.y - kFooterHeight, size_.x - 32, kFooterHeight}, kFooter,
                    text_size::body, theme.muted, TextAlign::centre);
}

void LauncherScreen::draw_empty(Painter& painter) {
    const Theme& theme = ui_.theme;
    const Rect area = grid_area();
    const float width = std::min(640.0f, size_.x - 2 * kGridMargin);
    const float left = std::round((size_.x - width) / 2);
    float y = area.top + std::max(24.0f, area.height * 0.22f);
    painter.text(size_.x / 2, y, "No games found", text_size::heading, theme.text,
                 TextAlign::centre, true);
    y += 36;
    const float line = std::round(painter.line_height(text_size::body) * 1.3f);
    for (const auto& text :
         painter.wrap("Drop a game plugin (a .so file) into one of these folders, "
                      "then press F5 or Rescan:",
                      width, text_size::body)) {
        painter.text(size_.x / 2, y, text, text_size::body, theme.muted, TextAlign::centre);
        y += line;
    }
    y += 20;
    for (const auto& dir : ui_.host.plugin_dirs()) {
        const Rect row = snapped({left, y - 16, width, 32});
        painter.rounded(row, 6, theme.surface);
        painter.text_in(inset(row, 12, 0), dir.string(), text_size::body, theme.text,
                        TextAlign::centre);
        y += 40;
    }
}

void LauncherScreen::draw(sf::RenderTarget& target, Painter& painter, Clock::time_point now) {
    const Theme& theme = ui_.theme;
    painter.rect({0, 0, size_.x, size_.y}, theme.background);
    draw_header(painter);
    if (cards_.empty()) draw_empty(painter);
    painter.flush(target);

    if (!cards_.empty()) {
        // The grid scrolls in a view of its own, so cards cut by the edge are clipped there.
        const Rect area = grid_area();
        sf::View view({0, scroll_, size_.x, area.height});
        view.setViewport({0, area.top / size_.y, 1, area.height / size_.y});
        target.setView(view);
        const Hit hovered = hit(mouse_);
        std::vector<CardParts> parts;
        std::vector<const sf::Texture*> pictures;
        for (std::size_t i = 0; i < cards_.size() && i < grid_.cards.size(); ++i) {
            const auto index = static_cast<int>(i);
            const bool is_hovered = hovered.card == index && !cards_[i].refused;
            Rect rect = grid_.cards[i];
            if (is_hovered) rect.top -= kCardLift;
            parts.push_back(card_parts(rect, cards_[i].can_continue));
            const bool visible = bottom(rect) >= scroll_ && rect.top <= scroll_ + area.height;
            CardLook look;
            look.hovered = is_hovered;
            look.focused = focus_ == index;
            look.hot_part = is_hovered ? hovered.part : "";
            const sf::Texture* picture = nullptr;
            if (!cards_[i].refused && visible) {
                const Rect& t = parts.back().thumbnail;
                picture = thumbnails_.get(
                    ui_.host, cards_[i].id,
                    {static_cast<unsigned>(t.width), static_cast<unsigned>(t.height)},
                    theme.background, &look.thumbnail_error);
            }
            look.thumbnail_ready = picture != nullptr;
            pictures.push_back(picture);
            draw_card(painter, cards_[i], parts.back(), look);
        }
        painter.flush(target);
        for (std::size_t i = 0; i < pictures.size(); ++i) {
            if (pictures[i] == nullptr) continue;
            sf::Sprite sprite(*pictures[i]);
            sprite.setPosition(parts[i].thumbnail.left, parts[i].thumbnail.top);
            target.draw(sprite);
        }
        for (std::size_t i = 0; i < parts.size(); ++i)
            draw_card_overlay(painter, cards_[i], parts[i]);
        painter.flush(target);
        target.setView(sf::View({0, 0, size_.x, size_.y}));
        if (max_scroll() > 0) {  // a scroll bar says there is more
            const float thumb = area.height * area.height / grid_.content_height;
            const float top = area.top + (area.height - thumb) * scroll_ / max_scroll();
            painter.rounded(snapped({size_.x - 10, top, 5, thumb}), 2.5f, theme.border);
        }
    }
    tooltip_shown_ = tooltip_.visible(now);
    if (panel_) {
        panel_->draw(painter, size_);
    } else if (rescan_hovered_ && tooltip_.visible(now)) {
        draw_tooltip(painter, "Look for new plugins (F5)", {size_.x - 112, 30, 96, kButtonHeight},
                     size_);
    }
}

}  // namespace plateau::ui
