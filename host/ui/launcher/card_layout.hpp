// Where the launcher's cards go: a grid that reflows with the window's width (as many
// columns of at least kMinCardWidth as fit), and where each part of a card sits.
#pragma once

#include <cstddef>
#include <vector>

#include "ui/draw/geometry.hpp"

namespace plateau::ui {

struct CardParts {
    Rect card;
    Rect thumbnail;
    Rect name;
    Rect description;  // two lines
    Rect best;
    Rect path;  // the plugin's file, under the best line
    Rect preset_previous, preset_label, preset_next;
    Rect play, settings, continue_game;  // continue_game is empty when there is none
    Rect body;  // what plays on a click: the thumbnail and the text above the preset row
};

struct GridLayout {
    std::vector<Rect> cards;  // in content coordinates: y from 0 at the top of the grid
    std::size_t columns = 1;
    float content_height = 0;
};

inline constexpr float kMinCardWidth = 270;
inline constexpr float kMaxCardWidth = 340;
inline constexpr float kCardGap = 20;
inline constexpr float kGridMargin = 32;

// Cards of the same height in rows, centred when the cards reach their widest.
[[nodiscard]] GridLayout layout_grid(std::size_t count, float width);
// The height of a card `width` wide (all cards of a grid are alike).
[[nodiscard]] float card_height(float width);
// The parts of a card at `card`; `has_continue` adds the Continue button.
[[nodiscard]] CardParts card_parts(const Rect& card, bool has_continue);

}  // namespace plateau::ui
