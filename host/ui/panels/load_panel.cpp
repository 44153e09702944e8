#include "ui/panels/load_panel.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

namespace {
constexpr float kRowHeight = 40;

std::string written_text(std::filesystem::file_time_type written) {
    const auto system = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        written - std::filesystem::file_time_type::clock::now() + std::chrono::system_clock::now());
    const std::time_t t = std::chrono::system_clock::to_time_t(system);
    std::tm local{};
    localtime_r(&t, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
    return text;
}
}  // namespace

LoadPanel::LoadPanel(std::vector<core::SaveSlot> slots, std::string folder, Load load)
    : slots_(std::move(slots)), folder_(std::move(folder)), load_(std::move(load)) {
    row_.buttons.push_back({"cancel", "Cancel", "Esc", {}, ButtonStyle::normal, true});
    row_.buttons.push_back({"load", "Load", "Enter", {}, ButtonStyle::primary, !slots_.empty()});
}

void LoadPanel::load_selected() {
    if (selected_ < 0 || selected_ >= static_cast<int>(slots_.size())) return;
    if (auto error = load_(slots_[selected_])) {
        error_ = std::move(*error);
    } else {
        closed_ = true;
    }
}

void LoadPanel::select(int index) {
    if (slots_.empty()) return;
    selected_ = std::clamp(index, 0, static_cast<int>(slots_.size()) - 1);
    if (selected_ < first_) first_ = selected_;
    if (selected_ >= first_ + visible_) first_ = selected_ - visible_ + 1;
    error_.clear();
}

int LoadPanel::row_at(sf::Vector2f p) const {
    if (!contains(list_, p)) return -1;
    const int index = first_ + static_cast<int>((p.y - list_.top) / kRowHeight);
    return index < static_cast<int>(slots_.size()) ? index : -1;
}

bool LoadPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
            case sf::Keyboard::Escape:
                closed_ = true;
                return true;
            case sf::Keyboard::Up:
                select(selected_ - 1);
                return true;
            case sf::Keyboard::Down:
                select(selected_ + 1);
                return true;
            case sf::Keyboard::Enter:
                if (row_.focused() < 0) {
                    load_selected();
                    return true;
                }
                break;
            default:
                break;
        }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        const int max_first = std::max(0, static_cast<int>(slots_.size()) - visible_);
        first_ = std::clamp(first_ + (event.mouseWheelScroll.delta > 0 ? -1 : 1), 0, max_first);
        return true;
    }
    if (event.type == sf::Event::MouseMoved) {
        const sf::Vector2f p(static_cast<float>(event.mouseMove.x),
                             static_cast<float>(event.mouseMove.y));
        const bool changed = row_at(p) != row_at(mouse_);
        mouse_ = p;
        bool row_changed = false;
        row_.handle(event, &row_changed);
        return changed || row_changed;
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const int index = row_at(
            {static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
        if (index >= 0) {
            // A second click on the selected row loads it.
            if (index == selected_ && error_.empty()) {
                load_selected();
            } else {
                select(index);
            }
            return true;
        }
    }
    bool changed = false;
    if (const auto action = row_.handle(event, &changed)) {
        if (*action == "cancel") closed_ = true;
        if (*action == "load") load_selected();
        return true;
    }
    return changed;
}

void LoadPanel::draw(Painter& painter, sf::RenderTarget& /*target*/, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const float width = std::min(520.0f, window.x - 2 * kMargin);
    const float line = std::round(painter.line_height(text_size::body) * 1.2f);
    const auto error_lines = painter.wrap(error_, width - 2 * kPadding, text_size::body);
    const float error_height =
        error_.empty() ? 0 : line * static_cast<float>(error_lines.size()) + 8;
    const int shown = std::clamp(static_cast<int>(slots_.size()), 1, 8);
    const auto empty_lines =
        painter.wrap("No saved games yet. Save one with Save (Ctrl+S); saves go to " + folder_,
                     width - 2 * kPadding, text_size::body);
    const float list_height = slots_.empty() ? line * static_cast<float>(empty_lines.size())
                                             : kRowHeight * static_cast<float>(shown);
    const float wanted = 14 + 34 + 8 + list_height + 12 + error_height + 16 + kButtonHeight + 18;
    const Rect box = panel_box(window, width, wanted);
    const Rect content = draw_panel_frame(painter, window, box, "Load a saved game");
    const float buttons_top = layout_button_row(painter, row_.buttons, content);
    const float list_bottom = buttons_top - 16 - error_height - 12;
    visible_ = std::max(1, static_cast<int>((list_bottom - content.top) / kRowHeight));
    list_ = {content.left, content.top, content.width, kRowHeight * static_cast<float>(visible_)};
    if (slots_.empty()) {
        float y = content.top + line / 2;
        for (const auto& text : empty_lines) {
            if (y > list_bottom) break;
            painter.text(content.left, y, text, text_size::body, theme.muted);
            y += line;
        }
    }
    const int hovered = row_at(mouse_);
    for (int i = first_; i < static_cast<int>(slots_.size()) && i < first_ + visible_; ++i) {
        const Rect r =
            snapped({content.left, content.top + kRowHeight * static_cast<float>(i - first_),
                     content.width, kRowHeight - 4});
        if (i == selected_) {
            painter.rounded(r, 6, mix(theme.surface, theme.accent, 0.16f));
        } else if (i == hovered) {
            painter.rounded(r, 6, theme.hover);
        }
        const std::string date = written_text(slots_[i].written);
        const float date_width = painter.text_width(date, text_size::body) + 12;
        painter.text_in({r.left + 12, r.top, r.width - 24 - date_width, r.height}, slots_[i].name,
                        text_size::body, theme.text);
        painter.text(right(r) - 12, centre_y(r), date, text_size::body, theme.muted,
                     TextAlign::right);
    }
    if (!error_.empty()) {
        float y = bottom(list_) + 12 + line / 2;
        for (const auto& text : error_lines) {
            painter.text(content.left, y, text, text_size::body, theme.error);
            y += line;
        }
    }
    row_.draw(painter);
}

}  // namespace plateau::ui
