// Drawing one launcher card: a game's (thumbnail, name, description, best score, preset
// selector, Play / Continue / Settings) or a refused plugin's (greyed, its file and why).
// Thumbnails are sprites, drawn after the batch by the launcher (draw_card says where).
#pragma once

#include <string>

#include "ui/draw/painter.hpp"
#include "ui/launcher/card_layout.hpp"
#include "ui/launcher/launcher_cards.hpp"

namespace plateau::ui {

struct CardLook {
    bool hovered = false;          // the pointer is over the card: it lifts
    bool focused = false;          // the keyboard focus: a ring
    std::string hot_part;          // "play", "settings", "continue", "previous", "next": hovered
    bool thumbnail_ready = false;  // else a placeholder (or the reason it failed)
    std::string thumbnail_error;
};

void draw_card(Painter& painter, const LauncherCard& card, const CardParts& parts,
               const CardLook& look);
// What goes over the thumbnail (a badge: "Warning", "New file refused"), drawn after it
// in the grid's clipped view, so that it never slides over the header.
void draw_card_overlay(Painter& painter, const LauncherCard& card, const CardParts& parts);

// How far a hovered card rises.
inline constexpr float kCardLift = 3;

}  // namespace plateau::ui
