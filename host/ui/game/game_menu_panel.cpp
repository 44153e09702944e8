#include "ui/game/game_menu_panel.hpp"

#include <algorithm>
#include <cmath>

#include "core/i18n/translate.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/game/board_input.hpp"

namespace plateau::ui {

namespace {
constexpr float kWidth = 400;
constexpr float kEntryGap = 8;
constexpr float kIdGap = 8;  // between the game ID and the keys' line
constexpr std::size_t kMostIdLines = 4;

// A game ID has no blanks to wrap at: it is broken after its last `,` `:` or `|` that fits,
// else where the width ends, so that all of it shows.
std::vector<std::string> break_id(const Painter& painter, std::string_view id, float width) {
    std::vector<std::string> lines;
    while (!id.empty()) {
        std::size_t fits = 1;
        while (fits < id.size() &&
               painter.text_width(id.substr(0, fits + 1), text_size::body) <= width) {
            ++fits;
        }
        if (fits < id.size()) {
            const auto separator = id.substr(0, fits).find_last_of(",:|");
            if (separator != std::string_view::npos && separator > fits / 2) fits = separator + 1;
        }
        lines.emplace_back(id.substr(0, fits));
        id.remove_prefix(fits);
    }
    return lines;
}
}  // namespace

GameMenuLayout game_menu_layout(int entries, int id_lines, float line, float window_height) {
    using namespace panel_style;
    constexpr float kFrame = 14 + 34 + 8 + 12 + 18;  // the title above, the margin below
    constexpr float kLeastGap = 2;
    const auto count = static_cast<float>(entries);
    const float room = window_height - 2 * kMargin;
    GameMenuLayout layout;
    layout.gap = kEntryGap;
    layout.id_shown = id_lines > 0;
    const auto height = [&] {
        float h = kFrame + count * kButtonHeight + (count - 1) * layout.gap;
        if (layout.id_shown) h += static_cast<float>(id_lines) * line;
        if (layout.keys_shown) h += line + (layout.id_shown ? kIdGap : 0);
        return h;
    };
    if (height() > room) layout.keys_shown = false;
    if (height() > room) layout.id_shown = false;
    if (height() > room && entries > 1) {
        layout.gap =
            std::max(kLeastGap, std::floor((room - kFrame - count * kButtonHeight) / (count - 1)));
    }
    layout.height = height();
    return layout;
}

GameMenuPanel::GameMenuPanel(std::string title, GameMenu menu, std::int32_t menu_key, Action action)
    : title_(std::move(title)),
      list_(std::move(menu)),
      menu_key_(menu_key),
      action_(std::move(action)) {
    for (const MenuEntry& entry : list_.menu().entries()) {
        std::string label = entry.label;
        if (entry.choice == MenuChoice::copy_game_id && entry.enabled) {
            game_id_ = entry.note;  // shown whole under the entries
        } else if (!entry.note.empty()) {
            label += " \xC2\xB7 " + entry.note;  // ·
        }
        buttons_.push_back({menu_action(entry), label, "", {}, ButtonStyle::normal, entry.enabled});
    }
}

void GameMenuPanel::finish(const std::string& action) {
    closed_ = true;
    action_(action);
}

bool GameMenuPanel::handle(const sf::Event& event, Clock::time_point) {
    if (event.type == sf::Event::KeyPressed) {
        const sf::Event::KeyEvent& key = event.key;
        using K = sf::Keyboard;
        if (key.code == K::Escape || key.code == K::F10 ||
            is_game_menu_key(menu_key_, plateau_key_of(key.code), plateau_modifiers_of(key))) {
            finish("");  // resume
            return true;
        }
        if (key.code == K::Q && !key.control && !key.alt && !key.shift) {
            finish("quit");  // Q quits at any time (seed 003), over the menu too
            return true;
        }
        const MenuList::Outcome out = list_.key(key);
        if (out.chosen) finish(*out.chosen);
        return out.used;
    }
    const MenuList::Outcome out = list_.pointer(event);
    if (out.chosen) finish(*out.chosen);
    return out.changed;
}

void GameMenuPanel::draw(Painter& painter, sf::RenderTarget& /*target*/, sf::Vector2f window) {
    using namespace panel_style;
    const float line = std::round(painter.line_height(text_size::body) * 1.35f);
    std::vector<std::string> id_lines;
    if (!game_id_.empty()) {
        id_lines = break_id(painter, core::format(core::tr("Game ID: {}"), game_id_),
                            std::min(kWidth, window.x - 2 * kMargin) - 2 * kPadding);
        if (id_lines.size() > kMostIdLines) {
            id_lines.resize(kMostIdLines);
            id_lines.back() += "\xE2\x80\xA6";  // the rest: Copy gives it whole
        }
    }
    const GameMenuLayout layout = game_menu_layout(
        static_cast<int>(buttons_.size()), static_cast<int>(id_lines.size()), line, window.y);
    if (!layout.id_shown) id_lines.clear();
    const Rect box = panel_box(window, kWidth, layout.height);
    const Rect content = draw_panel_frame(painter, window, box, title_);
    float y = content.top;
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        buttons_[i].rect = snapped({content.left, y, content.width, kButtonHeight});
        list_.rects()[i] = buttons_[i].rect;
        y += kButtonHeight + layout.gap;
    }
    for (const auto& text : id_lines) {
        painter.text_in({content.left, y - layout.gap + 12, content.width, line}, text,
                        text_size::body, painter.theme().text, TextAlign::centre);
        y += line;
    }
    if (!id_lines.empty()) y += kIdGap;
    for (int i = 0; i < static_cast<int>(buttons_.size()); ++i) {
        const Button& b = buttons_[static_cast<std::size_t>(i)];
        ButtonLook look;
        look.hovered = list_.hovered(i);
        look.pressed = list_.pressed(i);
        look.focused = list_.ringed(i);
        draw_button(painter, b, look);
    }
    if (!layout.keys_shown) return;
    std::string keys;
    if (menu_key_ >= 'a' && menu_key_ <= 'z') {
        // TRANSLATORS: the menu's keys, under its entries; {} is the game's own menu key
        // (Push Over's M). Esc, Enter and F10 are the keys' names.
        keys = core::format(core::tr("\xE2\x86\x91 \xE2\x86\x93 choose \xC2\xB7 Enter opens "
                                     "\xC2\xB7 Esc, {} or F10 resumes"),
                            static_cast<char>(menu_key_ - 'a' + 'A'));
    } else {
        keys = core::tr(
            // TRANSLATORS: the menu's keys, under its entries. Esc, Enter and F10 are the keys'
            // names.
            "\xE2\x86\x91 \xE2\x86\x93 choose \xC2\xB7 Enter opens \xC2\xB7 "
            "Esc or F10 resumes");
    }
    painter.text_in({content.left, y - layout.gap + 12, content.width, line}, keys, text_size::body,
                    painter.theme().muted, TextAlign::centre);
}

}  // namespace plateau::ui
