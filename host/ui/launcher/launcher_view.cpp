// Drawing the launcher: the header, the grid of cards (scrolled in a view of its own, with
// the thumbnails drawn between two batches), the empty state and the footer.
#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <iterator>

#include "core/app/host_context.hpp"
#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/launcher/card_view.hpp"
#include "ui/launcher/launcher_screen.hpp"
#include "ui/widgets/button.hpp"

namespace plateau::ui {

using namespace launcher_metrics;

namespace {
// The keys, longest first: the first that fits the window's width is shown whole (the
// buttons' tooltips name their keys too).
const char* const kFooters[] = {
    core::N_("Arrows choose \xC2\xB7 Enter plays \xC2\xB7 Shift+\xE2\x86\x90\xE2\x86\x92 preset "
             "\xC2\xB7 S settings \xC2\xB7 C continue \xC2\xB7 H statistics \xC2\xB7 I game ID "
             "\xC2\xB7 F1 help \xC2\xB7 F5 rescan \xC2\xB7 Q quit"),
    core::N_(
        "Enter plays \xC2\xB7 Shift+\xE2\x86\x90\xE2\x86\x92 preset \xC2\xB7 S settings "
        "\xC2\xB7 C continue \xC2\xB7 H statistics \xC2\xB7 I game ID \xC2\xB7 F1 help \xC2\xB7 "
        "Q quit"),
    core::N_("Enter plays \xC2\xB7 S settings \xC2\xB7 C continue \xC2\xB7 I game ID \xC2\xB7 F1 "
             "help \xC2\xB7 Q quit"),
};
}  // namespace

void LauncherScreen::draw_header(Painter& painter) {
    const Theme& theme = ui_.theme;
    painter.text(kGridMargin, 40, "Plateau", text_size::title, theme.text, TextAlign::left, true);
    painter.text(kGridMargin, 72, core::tr("Pick a game"), text_size::body, theme.muted);
    for (const Button& b : header_buttons()) {
        draw_button(
            painter, b,
            {header_hovered_ == b.action, pressed_.card == -2 && pressed_.part == b.action, false});
    }
    if (!error_.empty()) {
        const Rect banner =
            snapped({kGridMargin, kHeaderHeight - 4, size_.x - 2 * kGridMargin, 32});
        painter.rounded(banner, 8, mix(theme.surface, theme.error, 0.12f));
        painter.text_in(inset(banner, 12, 0), error_, text_size::body, theme.error);
    }
    const char* footer = core::tr(kFooters[std::size(kFooters) - 1]);
    for (const char* entry : kFooters) {
        const char* candidate = core::tr(entry);
        if (painter.text_width(candidate, text_size::body) <= size_.x - 32) {
            footer = candidate;
            break;
        }
    }
    painter.text_in({16, size_.y - kFooterHeight, size_.x - 32, kFooterHeight}, footer,
                    text_size::body, theme.muted, TextAlign::centre);
}

void LauncherScreen::draw_empty(Painter& painter) {
    const Theme& theme = ui_.theme;
    const Rect area = grid_area();
    const float width = std::min(640.0f, size_.x - 2 * kGridMargin);
    const float left = std::round((size_.x - width) / 2);
    float y = area.top + std::max(24.0f, area.height * 0.22f);
    painter.text(size_.x / 2, y, core::tr("No games found"), text_size::heading, theme.text,
                 TextAlign::centre, true);
    y += 36;
    const float line = std::round(painter.line_height(text_size::body) * 1.3f);
    for (const auto& text :
         painter.wrap(core::tr("Drop a game plugin (a .so file) into one of these folders: its "
                               "card appears here."),
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
    cuts_.begin(painter);
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
        const std::size_t cut_mark = cuts_.mark();
        std::vector<CardParts> parts;
        std::vector<const sf::Texture*> pictures;
        std::vector<bool> shown;
        for (std::size_t i = 0; i < cards_.size() && i < grid_.cards.size(); ++i) {
            const auto index = static_cast<int>(i);
            const bool is_hovered = hovered.card == index && !cards_[i].refused;
            Rect rect = grid_.cards[i];
            if (is_hovered) rect.top -= kCardLift;
            parts.push_back(card_parts(rect, cards_[i].can_continue));
            const bool visible = bottom(rect) >= scroll_ && rect.top <= scroll_ + area.height;
            shown.push_back(visible);
            // Cards out of sight cost nothing: with hundreds of plugins, laying out their
            // text every frame would make the launcher slow to answer.
            if (!visible) {
                pictures.push_back(nullptr);
                continue;
            }
            CardLook look;
            look.hovered = is_hovered;
            look.focused = focus_ == index;
            look.hot_part = is_hovered ? hovered.part : "";
            const sf::Texture* picture = nullptr;
            if (!cards_[i].refused) {
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
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (shown[i]) draw_card_overlay(painter, cards_[i], parts[i]);
        }
        painter.flush(target);
        target.setView(sf::View({0, 0, size_.x, size_.y}));
        cuts_.move_since(cut_mark, {0, area.top - scroll_}, area);
        if (max_scroll() > 0) {  // a scroll bar says there is more
            const float thumb = area.height * area.height / grid_.content_height;
            const float top = area.top + (area.height - thumb) * scroll_ / max_scroll();
            painter.rounded(snapped({size_.x - 10, top, 5, thumb}), 2.5f, theme.border);
            // A line where cards go on out of sight, above or below.
            if (scroll_ > 0) painter.rect({0, area.top, size_.x, 1}, theme.border);
            if (scroll_ < max_scroll())
                painter.rect({0, bottom(area) - 1, size_.x, 1}, theme.border);
        }
    }
    tooltip_shown_ = tooltip_.visible(now);
    if (panel_) {
        cuts_.begin(painter);  // only the panel's texts answer the pointer now
        panel_->draw(painter, target, size_);
    }
    CutTexts::end(painter);
    if (!tooltip_.visible(now)) return;
    if (!panel_ && !header_hovered_.empty()) {
        for (const Button& b : header_buttons()) {
            if (b.action == header_hovered_) draw_tooltip(painter, b.tooltip, b.rect, size_);
        }
    } else if (const CutText* cut = cuts_.find(tooltip_.key(), tip_point_)) {
        draw_tooltip(painter, cut->text, cut->box, size_);
    } else if (!panel_ && tooltip_.key().starts_with(kFocusTooltip) && focus_ >= 0 &&
               focus_ < static_cast<int>(grid_.cards.size())) {
        Rect card = grid_.cards[static_cast<std::size_t>(focus_)];
        card.top += grid_area().top - scroll_;
        const std::string whole = cuts_.inside(card);
        // Under the card (over it when there is no room): its own text stays in sight.
        if (!whole.empty())
            draw_tooltip(painter, whole, {card.left, bottom(card) - 2, card.width, 2}, size_);
    }
}

}  // namespace plateau::ui
