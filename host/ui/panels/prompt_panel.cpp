#include "ui/panels/prompt_panel.hpp"

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

PromptPanel::PromptPanel(std::string title, std::string label, std::string initial,
                         std::string ok_label, Answer answer)
    : title_(std::move(title)),
      label_(std::move(label)),
      field_(std::move(initial)),
      answer_(std::move(answer)) {
    row_.buttons.push_back(
        {"cancel", core::tr("Cancel"), core::tr("Esc"), {}, ButtonStyle::normal, true});
    row_.buttons.push_back(
        {"ok", std::move(ok_label), core::tr("Enter"), {}, ButtonStyle::primary, true});
}

void PromptPanel::submit() {
    if (auto error = answer_(field_.text())) {
        error_ = std::move(*error);
    } else {
        closed_ = true;
    }
}

bool PromptPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::Escape) {
            closed_ = true;
            return true;
        }
        // Enter submits unless a button has the focus (then the row presses it).
        if (event.key.code == sf::Keyboard::Enter && row_.focused() < 0) {
            submit();
            return true;
        }
    }
    // Typing and the editing keys belong to the field while no button has the focus.
    if (row_.focused() < 0 && field_.handle(event)) {
        error_.clear();
        return true;
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        contains(field_rect_, {static_cast<float>(event.mouseButton.x),
                               static_cast<float>(event.mouseButton.y)})) {
        row_.clear_focus();
        return true;
    }
    bool changed = false;
    if (const auto action = row_.handle(event, &changed)) {
        if (*action == "cancel") closed_ = true;
        if (*action == "ok") submit();
        return true;
    }
    return changed;
}

void PromptPanel::draw(Painter& painter, sf::RenderTarget& /*target*/, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const float width = std::min(460.0f, window.x - 2 * kMargin);
    const auto error_lines = painter.wrap(error_, width - 2 * kPadding, text_size::body);
    const float line = std::round(painter.line_height(text_size::body) * 1.2f);
    const float error_height =
        error_.empty() ? 0 : line * static_cast<float>(error_lines.size()) + 6;
    const Rect box =
        panel_box(window, width, 14 + 34 + 8 + 24 + 36 + error_height + 24 + kButtonHeight + 18);
    const Rect content = draw_panel_frame(painter, window, box, title_);
    painter.text_in({content.left, content.top, content.width, 20}, label_, text_size::body,
                    theme.muted);
    field_rect_ = snapped({content.left, content.top + 24, content.width, 36});
    field_.draw(painter, field_rect_, row_.focused() < 0, !error_.empty());
    if (!error_.empty()) {
        float y = bottom(field_rect_) + 6 + line / 2;
        for (const auto& text : error_lines) {
            painter.text(content.left, y, text, text_size::body, theme.error);
            y += line;
        }
    }
    layout_button_row(painter, row_.buttons, content);
    row_.draw(painter);
}

}  // namespace plateau::ui
