#include "ui/launcher/card_layout.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::ui {

namespace {
constexpr float kPad = 14;
constexpr float kThumbnailRatio = 0.56f;
constexpr float kNameHeight = 26, kLineHeight = 20, kRowHeight = 32, kSpace = 10;

float thumbnail_height(float width) { return std::round((width - 2 * kPad) * kThumbnailRatio); }
}  // namespace

float card_height(float width) {
    // The name, two lines of description, the best, the plugin's path; the rows of buttons.
    return kPad + thumbnail_height(width) + kSpace + kNameHeight + 4 * kLineHeight + kSpace +
           kRowHeight + kSpace + kRowHeight + kPad;
}

GridLayout layout_grid(std::size_t count, float width) {
    GridLayout grid;
    const float room = std::max(kMinCardWidth, width - 2 * kGridMargin);
    grid.columns = std::max<std::size_t>(
        1, static_cast<std::size_t>((room + kCardGap) / (kMinCardWidth + kCardGap)));
    const auto columns = static_cast<float>(grid.columns);
    const float card_width =
        std::floor(std::min(kMaxCardWidth, (room - (columns - 1) * kCardGap) / columns));
    const float used = columns * card_width + (columns - 1) * kCardGap;
    const float left = std::round(std::max(kGridMargin, (width - used) / 2));
    const float height = card_height(card_width);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t column_index = i % grid.columns;
        const std::size_t row_index = i / grid.columns;  // whole rows
        const auto column = static_cast<float>(column_index);
        const auto row = static_cast<float>(row_index);
        grid.cards.push_back({left + column * (card_width + kCardGap), row * (height + kCardGap),
                              card_width, height});
    }
    const std::size_t row_count = (count + grid.columns - 1) / grid.columns;  // rounded up
    const auto rows = static_cast<float>(row_count);
    grid.content_height = rows > 0 ? rows * height + (rows - 1) * kCardGap : 0;
    return grid;
}

CardParts card_parts(const Rect& card, bool has_continue) {
    CardParts p;
    p.card = card;
    const float inner_left = card.left + kPad;
    const float inner_width = card.width - 2 * kPad;
    float y = card.top + kPad;
    p.thumbnail = snapped({inner_left, y, inner_width, thumbnail_height(card.width)});
    y += p.thumbnail.height + kSpace;
    p.name = {inner_left, y, inner_width, kNameHeight};
    y += kNameHeight;
    p.description = {inner_left, y, inner_width, 2 * kLineHeight};
    y += 2 * kLineHeight;
    p.best = {inner_left, y, inner_width, kLineHeight};
    y += kLineHeight;
    p.path = {inner_left, y, inner_width, kLineHeight};
    y += kLineHeight + kSpace;
    p.body = {card.left, card.top, card.width, y - card.top};
    p.preset_previous = snapped({inner_left, y, kRowHeight, kRowHeight});
    p.preset_next = snapped({inner_left + inner_width - kRowHeight, y, kRowHeight, kRowHeight});
    p.preset_label = snapped({right(p.preset_previous) + 4, y,
                              p.preset_next.left - right(p.preset_previous) - 8, kRowHeight});
    y += kRowHeight + kSpace;
    // Play takes what Settings and Continue leave.
    constexpr float kGap = 6;
    const float settings_width = std::round(inner_width * (has_continue ? 0.3f : 0.42f));
    const float continue_width = has_continue ? std::round(inner_width * 0.34f) : 0;
    const float play_width =
        inner_width - settings_width - continue_width - kGap * (has_continue ? 2.0f : 1.0f);
    p.play = snapped({inner_left, y, play_width, kRowHeight});
    float x = right(p.play) + kGap;
    if (has_continue) {
        p.continue_game = snapped({x, y, continue_width, kRowHeight});
        x = right(p.continue_game) + kGap;
    }
    p.settings = snapped({x, y, inner_left + inner_width - x, kRowHeight});
    return p;
}

}  // namespace plateau::ui
