#include "ui/panels/text_panel.hpp"

#include <algorithm>

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"

namespace plateau::ui {

TextPanel::TextPanel(std::string title, std::string text, std::string footer)
    : title_(std::move(title)), text_(std::move(text)), footer_(std::move(footer)) {
    row_.buttons.push_back({"close", core::tr("Close"), "", {}, ButtonStyle::primary, true});
    row_.focus("close");
}

void TextPanel::scroll_by(int lines) {
    first_line_ = std::clamp(first_line_ + lines, 0, std::max(0, line_count_ - visible_lines_));
}

bool TextPanel::handle(const sf::Event& event, Clock::time_point) {
    bool changed = false;
    if (const auto action = row_.handle(event, &changed); action == "close") {
        closed_ = true;
        return true;
    }
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
            case sf::Keyboard::Escape:
            case sf::Keyboard::F1:
                closed_ = true;
                return true;
            case sf::Keyboard::Up:
                scroll_by(-1);
                return true;
            case sf::Keyboard::Down:
                scroll_by(1);
                return true;
            case sf::Keyboard::PageUp:
                scroll_by(-visible_lines_ + 1);
                return true;
            case sf::Keyboard::PageDown:
                scroll_by(visible_lines_ - 1);
                return true;
            default:
                break;
        }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        scroll_by(event.mouseWheelScroll.delta > 0 ? -3 : 3);
        return true;
    }
    return changed;
}

void TextPanel::draw(Painter& painter, sf::RenderTarget& /*target*/, sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const float width = std::min(620.0f, window.x - 2 * kMargin);
    const float line = std::round(painter.line_height(text_size::body) * 1.25f);
    const auto lines = painter.wrap(text_, width - 2 * kPadding, text_size::body);
    line_count_ = static_cast<int>(lines.size());
    const float footer_height = footer_.empty() ? 0 : line + 8;
    const float wanted = 14 + 34 + 8 + line * static_cast<float>(lines.size()) + 16 +
                         footer_height + kButtonHeight + 18;
    const Rect box = panel_box(window, width, wanted);
    const Rect content = draw_panel_frame(painter, window, box, title_);
    const float buttons_top = layout_button_row(painter, row_.buttons, content);
    const float text_bottom = buttons_top - 16 - footer_height;
    visible_lines_ = std::max(1, static_cast<int>((text_bottom - content.top) / line));
    first_line_ = std::clamp(first_line_, 0, std::max(0, line_count_ - visible_lines_));
    float y = content.top + line / 2;
    for (int i = first_line_; i < line_count_ && i < first_line_ + visible_lines_; ++i) {
        painter.text(content.left, y, lines[i], text_size::body, theme.text);
        y += line;
    }
    if (line_count_ > visible_lines_) {  // a scroll bar says there is more
        const float track = text_bottom - content.top;
        const float thumb =
            track * static_cast<float>(visible_lines_) / static_cast<float>(line_count_);
        const float top = content.top + (track - thumb) * static_cast<float>(first_line_) /
                                            static_cast<float>(line_count_ - visible_lines_);
        painter.rounded(snapped({right(box) - 10, top, 4, thumb}), 2, theme.border);
    }
    if (!footer_.empty()) {
        painter.text_in({content.left, buttons_top - 8 - line, content.width, line}, footer_,
                        text_size::body, theme.muted);
    }
    row_.draw(painter);
}

}  // namespace plateau::ui
