#include "ui/game/game_toolbar.hpp"

#include <algorithm>

#include "core/i18n/translate.hpp"
#include "core/plugins/name_words.hpp"
#include "ui/draw/ui_font.hpp"
#include "ui/game/game_menu.hpp"

namespace plateau::ui {

namespace {
constexpr float kBarMargin = 12;
constexpr float kBarGap = 4;
constexpr float kRow = 44;            // a row of the bar: a button and its padding
constexpr float kCompactPadding = 8;  // what buttons keep each side when room is short

}  // namespace

std::string command_label(const plateau_plugin& plugin, const plateau_command_def& command) {
    std::string label = core::command_words(plugin, command.name != nullptr ? command.name : "");
    if (command.args != nullptr && *command.args != '\0') label += "\xE2\x80\xA6";  // …: asks more
    return label;
}

GameToolbar::GameToolbar(const plateau_plugin& plugin)
    : title_(plugin.name != nullptr ? plugin.name : "") {
    const auto add = [&](std::string action, std::string label, std::string tooltip) {
        buttons_.push_back(
            {std::move(action), std::move(label), std::move(tooltip), {}, ButtonStyle::flat, true});
    };
    using core::tr;
    using core::trc;
    // The buttons' labels are short (one row of them beside the game's name); the letters
    // and Ctrl+ keys in the tooltips are the keys themselves.
    add("back", tr("\xE2\x86\x90 Back"), tr("Back to the games (Esc)"));
    add("new", trc("the toolbar's button: a new game", "New"), tr("New game (N)"));
    add("restart", tr("Restart"), tr("Restart this game (Ctrl+R)"));
    add("undo", tr("Undo"), tr("Undo (U, Ctrl+Z)"));
    add("redo", tr("Redo"), tr("Redo (Ctrl+Y)"));
    if (plugin.has_hint != 0) add("hint", tr("Hint"), tr("Show a hint (H)"));
    add("save", tr("Save"), tr("Save this game (Ctrl+S)"));
    add("load", tr("Load"), tr("Load a saved game (Ctrl+O)"));
    add("settings", tr("Settings"), tr("Settings of the game (Ctrl+,)"));
    add("help", tr("Help"), tr("How to play (F1)"));
    // TRANSLATORS: {} is the keys that open the menu, e.g. "F10" or "M, F10".
    const char* menu_tooltip = tr("Menu: resume, new game, save, load the last save, quit ({})");
    add("menu", tr("Menu"), core::format(menu_tooltip, menu_keys_text(plugin.menu_key)));
    for (std::uint32_t i = 0; i < plugin.command_count && plugin.commands != nullptr; ++i) {
        const plateau_command_def& command = plugin.commands[i];
        if (command.name == nullptr) continue;
        std::string tooltip = command.help != nullptr ? command.help : "";
        if (command.args != nullptr && *command.args != '\0') {
            tooltip += std::string(tooltip.empty() ? "" : " ") + "(" + command.name + " " +
                       command.args + ")";
        }
        add(std::string(kCommandPrefix) + command.name, command_label(plugin, command), tooltip);
    }
}

float GameToolbar::layout(const Painter& painter, float width) {
    const float row_top = 6;
    Button& back = buttons_[0];
    back.rect = snapped({kBarMargin, row_top, button_width(painter, back.label), kButtonHeight});
    const float title_left = right(back.rect) + 12;
    const float title_width = painter.text_width(title_, text_size::heading, true);
    const float one_row_room = width - kBarMargin - title_left - title_width - 16;

    // One row if the commands fit beside the name, with their usual padding or a tighter one.
    for (const float padding : {kButtonPadding, kCompactPadding}) {
        float commands_width = 0;
        for (std::size_t i = 1; i < buttons_.size(); ++i) {
            buttons_[i].rect.width = button_width(painter, buttons_[i].label, padding);
            commands_width += buttons_[i].rect.width + kBarGap;
        }
        if (commands_width > one_row_room) continue;
        const float first_left = width - kBarMargin - commands_width + kBarGap;
        float x = first_left;
        for (std::size_t i = 1; i < buttons_.size(); ++i) {
            buttons_[i].rect = snapped({x, row_top, buttons_[i].rect.width, kButtonHeight});
            x += buttons_[i].rect.width + kBarGap;
        }
        title_rect_ = {title_left, row_top, std::max(0.0f, first_left - 12 - title_left),
                       kButtonHeight};
        bar_ = {0, 0, width, kRow};
        return kRow;
    }

    // The name beside Back; the commands flow from the left on the rows below.
    title_rect_ = {title_left, row_top, width - kBarMargin - title_left, kButtonHeight};
    float x = kBarMargin;
    float y = row_top + kRow;
    int rows = 2;
    for (std::size_t i = 1; i < buttons_.size(); ++i) {
        Button& b = buttons_[i];
        b.rect.width = std::min(button_width(painter, b.label), width - 2 * kBarMargin);
        if (x > kBarMargin && x + b.rect.width > width - kBarMargin) {
            x = kBarMargin;
            y += kRow;
            ++rows;
        }
        b.rect = snapped({x, y, b.rect.width, kButtonHeight});
        x += b.rect.width + kBarGap;
    }
    const float height = static_cast<float>(rows) * kRow;
    bar_ = {0, 0, width, height};
    return height;
}

void GameToolbar::set_enabled(const std::string& action, bool enabled) {
    for (auto& b : buttons_) {
        if (b.action == action) b.enabled = enabled;
    }
}

void GameToolbar::draw(Painter& painter, const std::string& hovered,
                       const std::string& pressed) const {
    const Theme& theme = painter.theme();
    painter.rect(bar_, theme.surface);
    painter.rect({0, bottom(bar_) - 1, bar_.width, 1}, theme.border);
    painter.text_in(title_rect_, title_, text_size::heading, theme.text, TextAlign::left, true);
    for (const auto& b : buttons_) {
        ButtonLook look;
        look.hovered = b.enabled && b.action == hovered;
        look.pressed = look.hovered && b.action == pressed;
        draw_button(painter, b, look);
    }
}

}  // namespace plateau::ui
