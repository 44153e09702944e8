#include "ui/panels/load_panel.hpp"

#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <exception>

#include "core/driver/play_clock.hpp"
#include "core/i18n/translate.hpp"
#include "core/util/time_text.hpp"
#include "ui/draw/state_picture.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

using core::format;
using core::tr;
using core::trc;

namespace {
constexpr float kRowHeight = 68;
constexpr float kPictureWidth = 84;  // the picture of the position, at a row's left
constexpr float kPictureHeight = 60;

std::string written_text(std::filesystem::file_time_type written) {
    const auto system = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        std::filesystem::file_time_type::clock::to_sys(written));
    return core::local_time_text(std::chrono::system_clock::to_time_t(system), "%Y-%m-%d %H:%M");
}

// What a readable save holds, in a few words: "12 moves · 03:05 played · won".
std::string summary_of(const core::SavedGame& game) {
    const int moves = game.session.moves();
    std::string text =
        format(core::trn("{} move", "{} moves", static_cast<unsigned long>(moves)), moves);
    if (game.elapsed_seconds >= 1) {
        text += " \xC2\xB7 " + format(tr("{} played"), core::format_duration(game.elapsed_seconds));
    }
    const core::GameStatus& status = game.session.status();
    if (status.over) {
        switch (status.outcome) {
            case PLATEAU_OUTCOME_WON:
                text += std::string(" \xC2\xB7 ") + trc("a saved game that is over", "won");
                break;
            case PLATEAU_OUTCOME_LOST:
                text += std::string(" \xC2\xB7 ") + trc("a saved game that is over", "lost");
                break;
            default:
                text += std::string(" \xC2\xB7 ") + trc("a saved game that is over", "over");
                break;
        }
    }
    return text;
}

Rect picture_rect(const Rect& row) {
    return snapped(
        {row.left + 8, row.top + (row.height - kPictureHeight) / 2, kPictureWidth, kPictureHeight});
}
}  // namespace

LoadPanel::LoadPanel(std::vector<core::SavePreview> saves, std::string folder, Load load)
    : folder_(std::move(folder)), load_(std::move(load)) {
    for (auto& save : saves) {
        Row row{std::move(save), {}, nullptr, false};
        if (row.save.game) row.summary = summary_of(*row.save.game);
        rows_.push_back(std::move(row));
    }
    update_buttons();
    select(0);
}

bool LoadPanel::selected_readable() const {
    return selected_ >= 0 && selected_ < static_cast<int>(rows_.size()) &&
           rows_[selected_].save.game.has_value();
}

void LoadPanel::update_buttons() {
    buttons_.buttons.clear();
    buttons_.clear_focus();
    if (confirming_) {
        buttons_.buttons.push_back(
            {"keep", tr("Cancel"), tr("Esc"), {}, ButtonStyle::normal, true});
        buttons_.buttons.push_back(
            {"delete-now", tr("Delete"), "", {}, ButtonStyle::destructive, true});
        return;
    }
    const bool any = !rows_.empty();
    buttons_.buttons.push_back(
        {"delete", tr("Delete\xE2\x80\xA6"), tr("Delete (Del)"), {}, ButtonStyle::normal, any});
    buttons_.buttons.push_back({"cancel", tr("Cancel"), tr("Esc"), {}, ButtonStyle::normal, true});
    buttons_.buttons.push_back(
        {"load", tr("Load"), tr("Enter"), {}, ButtonStyle::primary, selected_readable()});
}

void LoadPanel::load_selected() {
    if (!selected_readable()) return;
    if (auto error = load_(rows_[selected_].save.slot)) {
        message_ = std::move(*error);
        message_is_error_ = true;
    } else {
        closed_ = true;
    }
}

void LoadPanel::confirm_delete(bool asking) {
    if (asking && rows_.empty()) return;
    confirming_ = asking;
    if (asking) {
        message_ = format(tr("Delete the saved game \"{}\"? It cannot be brought back."),
                          rows_[selected_].save.slot.name);
        message_is_error_ = false;
    } else {
        message_.clear();
    }
    update_buttons();
    if (asking) buttons_.focus("keep");
}

void LoadPanel::delete_selected() {
    confirming_ = false;
    if (const auto error = core::remove_save_slot(rows_[selected_].save.slot)) {
        message_ = *error;
        message_is_error_ = true;
        update_buttons();
        return;
    }
    rows_.erase(rows_.begin() + selected_);
    message_.clear();
    update_buttons();
    select(std::min(selected_, static_cast<int>(rows_.size()) - 1));
}

void LoadPanel::select(int index) {
    if (rows_.empty()) return;
    selected_ = std::clamp(index, 0, static_cast<int>(rows_.size()) - 1);
    if (selected_ < first_) first_ = selected_;
    if (selected_ >= first_ + visible_) first_ = selected_ - visible_ + 1;
    const Row& row = rows_[selected_];
    message_ = row.save.game ? ""
                             : format(tr("\"{0}\" cannot be loaded: {1}"), row.save.slot.name,
                                      row.save.problem);
    message_is_error_ = !row.save.game;
    update_buttons();
}

int LoadPanel::row_at(sf::Vector2f p) const {
    if (!contains(list_, p)) return -1;
    const int index = first_ + static_cast<int>((p.y - list_.top) / kRowHeight);
    return index < static_cast<int>(rows_.size()) ? index : -1;
}

bool LoadPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
            case sf::Keyboard::Escape:
                if (confirming_) {
                    confirm_delete(false);
                } else {
                    closed_ = true;
                }
                return true;
            case sf::Keyboard::Up:
                if (!confirming_) select(selected_ - 1);
                return true;
            case sf::Keyboard::Down:
                if (!confirming_) select(selected_ + 1);
                return true;
            case sf::Keyboard::Delete:
                if (!confirming_) confirm_delete(true);
                return true;
            case sf::Keyboard::Enter:
                if (buttons_.focused() < 0) {
                    if (confirming_) {
                        delete_selected();
                    } else {
                        load_selected();
                    }
                    return true;
                }
                break;
            default:
                break;
        }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        const int max_first = std::max(0, static_cast<int>(rows_.size()) - visible_);
        first_ = std::clamp(first_ + (event.mouseWheelScroll.delta > 0 ? -1 : 1), 0, max_first);
        return true;
    }
    if (event.type == sf::Event::MouseMoved) {
        const sf::Vector2f p(static_cast<float>(event.mouseMove.x),
                             static_cast<float>(event.mouseMove.y));
        const bool changed = row_at(p) != row_at(mouse_);
        mouse_ = p;
        bool row_changed = false;
        buttons_.handle(event, &row_changed);
        return changed || row_changed;
    }
    if (!confirming_ && event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const int index = row_at(
            {static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
        if (index >= 0) {
            // A second click on the selected row loads it.
            if (index == selected_ && message_.empty()) {
                load_selected();
            } else {
                select(index);
            }
            return true;
        }
    }
    bool changed = false;
    if (const auto action = buttons_.handle(event, &changed)) {
        if (*action == "cancel") closed_ = true;
        if (*action == "load") load_selected();
        if (*action == "delete") confirm_delete(true);
        if (*action == "keep") confirm_delete(false);
        if (*action == "delete-now") delete_selected();
        return true;
    }
    return changed;
}

void LoadPanel::draw_row(Painter& painter, int index, const Rect& r, bool hovered) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const Row& row = rows_[index];
    if (index == selected_) {
        painter.rounded(r, 6, mix(theme.surface, theme.accent, 0.16f));
    } else if (hovered) {
        painter.rounded(r, 6, theme.hover);
    }
    const Rect picture = picture_rect(r);
    if (!row.save.game || (row.picture_tried && !row.picture)) {
        // No position to show: a mark where the picture would be.
        const sf::Color mark = row.save.game ? theme.muted : theme.error;
        painter.outlined(picture, 4, mix(theme.surface, mark, 0.10f),
                         mix(theme.surface, mark, 0.6f));
        painter.text(centre_x(picture), centre_y(picture), row.save.game ? "?" : "!",
                     text_size::title, mark, TextAlign::centre, true);
    } else {
        painter.outlined(picture, 4, theme.background, theme.border);
    }
    const float text_left = right(picture) + 12;
    const std::string date = written_text(row.save.slot.written);
    const float date_width = painter.text_width(date, text_size::body) + 12;
    const float top_line = r.top + r.height * 0.32f;
    const float bottom_line = r.top + r.height * 0.70f;
    painter.text_in({text_left, top_line - 12, right(r) - 12 - date_width - text_left, 24},
                    row.save.slot.name, text_size::body, theme.text, TextAlign::left, true);
    painter.text(right(r) - 12, top_line, date, text_size::body, theme.muted, TextAlign::right);
    const Rect second{text_left, bottom_line - 12, right(r) - 12 - text_left, 24};
    if (row.save.game) {
        painter.text_in(second, row.summary, text_size::body, theme.muted);
    } else {
        painter.text_in(second, format(tr("Cannot be loaded: {}"), row.save.problem),
                        text_size::body, theme.error);
    }
}

// The pictures are drawn by the game into images of their own, over the rows: what was
// batched so far goes to the target first, so the order is kept.
void LoadPanel::draw_pictures(Painter& painter, sf::RenderTarget& target) {
    painter.flush(target);
    const Theme& theme = painter.theme();
    for (int i = first_; i < static_cast<int>(rows_.size()) && i < first_ + visible_; ++i) {
        Row& row = rows_[i];
        if (!row.save.game) continue;
        const Rect r =
            picture_rect({list_.left, list_.top + kRowHeight * static_cast<float>(i - first_),
                          list_.width, kRowHeight - 4});
        const Rect inner = inset(r, 3, 3);
        if (!row.picture_tried) {
            row.picture_tried = true;
            try {
                row.picture = draw_state_picture(
                    painter.batch(), row.save.game->session.game(),
                    row.save.game->session.state().get(),
                    {static_cast<unsigned>(inner.width), static_cast<unsigned>(inner.height)},
                    theme.background, theme.dark);
            } catch (const std::exception&) {
                row.picture.reset();  // a "?" in its place
            }
        }
        if (!row.picture) continue;
        sf::Sprite sprite(row.picture->getTexture());
        sprite.setPosition(inner.left, inner.top);
        target.draw(sprite);
    }
}

void LoadPanel::draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const float width = std::min(600.0f, window.x - 2 * kMargin);
    const float line = std::round(painter.line_height(text_size::body) * 1.2f);
    const auto message_lines = painter.wrap(message_, width - 2 * kPadding, text_size::body);
    // Room for two lines of message at least, so that the list does not jump.
    const float message_height =
        line * static_cast<float>(std::max<std::size_t>(2, message_lines.size())) + 8;
    const int shown = std::clamp(static_cast<int>(rows_.size()), 1, 6);
    const auto empty_lines = painter.wrap(
        format(tr("No saved games yet. Save one with Save (Ctrl+S); saves go to {}"), folder_),
        width - 2 * kPadding, text_size::body);
    const float list_height = rows_.empty() ? line * static_cast<float>(empty_lines.size())
                                            : kRowHeight * static_cast<float>(shown);
    const float wanted = 14 + 34 + 8 + list_height + 12 + message_height + 16 + kButtonHeight + 18;
    const Rect box = panel_box(window, width, wanted);
    const Rect content = draw_panel_frame(painter, window, box, tr("Load a Saved Game"));
    const float buttons_top = layout_button_row(painter, buttons_.buttons, content);
    const float list_bottom = buttons_top - 16 - message_height - 12;
    visible_ = std::max(1, static_cast<int>((list_bottom - content.top) / kRowHeight));
    first_ = std::clamp(first_, 0, std::max(0, static_cast<int>(rows_.size()) - visible_));
    list_ = {content.left, content.top, content.width, kRowHeight * static_cast<float>(visible_)};
    if (rows_.empty()) {
        float y = content.top + line / 2;
        for (const auto& text : empty_lines) {
            if (y > list_bottom) break;
            painter.text(content.left, y, text, text_size::body, theme.muted);
            y += line;
        }
    }
    const int hovered = confirming_ ? -1 : row_at(mouse_);
    for (int i = first_; i < static_cast<int>(rows_.size()) && i < first_ + visible_; ++i) {
        const Rect r =
            snapped({content.left, content.top + kRowHeight * static_cast<float>(i - first_),
                     content.width, kRowHeight - 4});
        draw_row(painter, i, r, i == hovered);
    }
    // More rows out of sight: a line says so, as the launcher's list does.
    if (first_ > 0) painter.rect({list_.left, list_.top - 1, list_.width, 1}, theme.border);
    if (first_ + visible_ < static_cast<int>(rows_.size())) {
        painter.rect({list_.left, bottom(list_), list_.width, 1}, theme.border);
    }
    if (!message_.empty()) {
        float y = bottom(list_) + 12 + line / 2;
        for (const auto& text : message_lines) {
            painter.text(content.left, y, text, text_size::body,
                         message_is_error_ ? theme.error : theme.text);
            y += line;
        }
    }
    buttons_.draw(painter);
    draw_pictures(painter, target);
}

}  // namespace plateau::ui
