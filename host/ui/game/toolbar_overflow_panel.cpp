#include "ui/game/toolbar_overflow_panel.hpp"

#include <algorithm>
#include <cmath>

#include "ui/draw/ui_font.hpp"
#include "ui/game/game_toolbar.hpp"

namespace plateau::ui {

namespace {
constexpr float kRowHeight = 32;
constexpr float kLeastRowHeight = 22;  // rows shrink to this on a short window
constexpr float kListPadding = 6;      // between the list's edge and its rows
constexpr float kTextInset = 12;       // a row's text from the row's sides
constexpr float kKeysGap = 32;         // the least room between a label and its keys
constexpr float kDrop = 4;             // between the button and the list

bool is_modifier(sf::Keyboard::Key key) {
    using K = sf::Keyboard;
    return key == K::LShift || key == K::RShift || key == K::LControl || key == K::RControl ||
           key == K::LAlt || key == K::RAlt || key == K::LSystem || key == K::RSystem;
}
}  // namespace

std::vector<MenuEntry> folded_entries(const std::vector<const Button*>& folded) {
    std::vector<MenuEntry> entries;
    entries.reserve(folded.size());
    for (const Button* b : folded) {
        entries.push_back({MenuChoice::toolbar, b->label, shortcut_of(*b), b->enabled, b->action});
    }
    return entries;
}

ToolbarOverflowPanel::ToolbarOverflowPanel(std::vector<MenuEntry> entries, Rect anchor,
                                           Action action)
    : list_(GameMenu(std::move(entries)), false), anchor_(anchor), action_(std::move(action)) {}

void ToolbarOverflowPanel::finish(const std::string& action) {
    closed_ = true;
    action_(action);
}

bool ToolbarOverflowPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        const sf::Event::KeyEvent& key = event.key;
        if (key.code == sf::Keyboard::Escape) {
            finish("");
            return true;
        }
        if (key.code == sf::Keyboard::Q && !key.control && !key.alt && !key.shift) {
            finish("quit");  // Q quits at any time (seed 003), over this list too
            return true;
        }
        const MenuList::Outcome out = list_.key(key);
        if (out.chosen) finish(*out.chosen);
        // Any other key closes the list, so that the next press reaches the game screen; a
        // modifier alone does not (it comes first of Shift+Tab).
        if (!out.used && !is_modifier(key.code)) finish("");
        return true;
    }
    // A click outside closes the list and does nothing else, as a popover's does ("⋮"
    // itself included: it opened the list, it closes it).
    if (event.type == sf::Event::MouseButtonPressed &&
        !contains(box_, {static_cast<float>(event.mouseButton.x),
                         static_cast<float>(event.mouseButton.y)})) {
        finish("");
        return true;
    }
    const MenuList::Outcome out = list_.pointer(event);
    if (out.chosen) finish(*out.chosen);
    return out.changed;
}

void ToolbarOverflowPanel::draw(Painter& painter, sf::RenderTarget& /*target*/,
                                sf::Vector2f window) {
    using namespace panel_style;
    const Theme& theme = painter.theme();
    const std::vector<MenuEntry>& entries = list_.menu().entries();
    float widest = 0;
    for (const MenuEntry& e : entries) {
        float w = painter.text_width(e.label, text_size::body);
        if (!e.note.empty()) w += kKeysGap + painter.text_width(e.note, text_size::body);
        widest = std::max(widest, w);
    }
    const float width =
        std::min(std::ceil(widest + 2 * kTextInset + 2 * kListPadding), window.x - 2 * kMargin);
    // Under the button, within the window: rows as high as a button, lower on a short window,
    // and the list raised over the bar when even those do not fit under it.
    const auto count = static_cast<float>(std::max<std::size_t>(entries.size(), 1));
    const float under = bottom(anchor_) + kDrop;
    const float row_height = std::max(
        kLeastRowHeight,
        std::min(kRowHeight, std::floor((window.y - kMargin - under - 2 * kListPadding) / count)));
    const float height = count * row_height + 2 * kListPadding;
    const float top = std::max(kMargin, std::min(under, window.y - kMargin - height));
    const float left = std::clamp(right(anchor_) - width, kMargin, window.x - kMargin - width);
    box_ = snapped({left, top, width, height});

    painter.rounded(inset({box_.left, box_.top + 2, box_.width, box_.height}, -2), kRadius / 2 + 2,
                    theme.shadow);
    painter.outlined(box_, kRadius / 2, theme.surface, theme.border);
    float y = box_.top + kListPadding;
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        const MenuEntry& e = entries[static_cast<std::size_t>(i)];
        const Rect row =
            snapped({box_.left + kListPadding, y, box_.width - 2 * kListPadding, row_height});
        list_.rects()[static_cast<std::size_t>(i)] = row;
        y += row_height;
        if (list_.hovered(i)) {
            painter.rounded(row, kButtonRadius, list_.pressed(i) ? theme.pressed : theme.hover);
        }
        sf::Color label = theme.text;
        if (!e.enabled) {
            label = theme.muted;
            label.a = 150;
        }
        const Rect text = inset(row, kTextInset, 0);
        float keys_width = 0;
        if (!e.note.empty()) {
            keys_width = painter.text_width(e.note, text_size::body);
            painter.text_in(text, e.note, text_size::body, theme.muted, TextAlign::right);
        }
        const float label_room = text.width - (keys_width > 0 ? keys_width + kKeysGap : 0);
        painter.text_in({text.left, text.top, std::max(0.0f, label_room), text.height}, e.label,
                        text_size::body, label, TextAlign::left);
        if (list_.ringed(i)) painter.focus_ring(row, kButtonRadius);
    }
}

}  // namespace plateau::ui
