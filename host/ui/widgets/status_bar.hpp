// The game screen's bottom bar: score or scores and whose turn on the left, the game's
// message (or the window's notice: a refused move, a hint) in the middle, moves and the
// time on the right. The middle gives way: it is elided, never overlapping, and the whole
// message shows in a tooltip over it.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "ui/draw/painter.hpp"

namespace plateau::ui {

struct StatusLine {
    std::string left;    // "Score 120 · Player 2 to move"
    std::string middle;  // the message
    bool middle_is_error = false;
    std::string right;  // "Moves 3 · 01:23"
};

inline constexpr float kStatusBarHeight = 36;

// A game's info line ("mines_left=10 losses=0") for people: "Mines left 10 · Losses 0",
// each key in the words `key_words` gives it (the plugin's, in the player's language: abi.h
// name_words); without (none, or nullopt): the key with its '_' as spaces and its first
// letter capitalised.
using KeyWords = std::function<std::optional<std::string>(std::string_view key)>;
[[nodiscard]] std::string readable_info(std::string_view info, const KeyWords& key_words = {});

// A message cut to fit (or with no room at all) is noted as a cut text (Painter::note_cut):
// the screen shows it whole in a tooltip.
void draw_status_bar(Painter& painter, const Rect& bar, const StatusLine& line);

}  // namespace plateau::ui
