#include "ui/game/game_toolbar.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

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

// The order in which the commands stay on a narrow bar (the lowest rank stays longest):
// playing first (Undo, Redo, Hint, New, Restart), then the game's own commands, Help,
// Settings, and last Save and Load, which the game menu also offers (saving, and loading the
// last save). Menu never folds.
int keep_rank(const std::string& action, int command_index) {
    if (action == "menu") return -1;
    if (action.starts_with(kCommandPrefix)) return 10 + command_index;
    constexpr std::array<std::string_view, 5> kFirst{"undo", "redo", "hint", "new", "restart"};
    constexpr std::array<std::string_view, 4> kLast{"help", "settings", "save", "load"};
    for (std::size_t i = 0; i < kFirst.size(); ++i) {
        if (action == kFirst[i]) return static_cast<int>(i);
    }
    for (std::size_t i = 0; i < kLast.size(); ++i) {
        if (action == kLast[i]) return 1000 + static_cast<int>(i);
    }
    return 500;
}

}  // namespace

std::optional<std::vector<bool>> fold_commands(std::span<const float> widths,
                                               std::span<const int> ranks, float more, float gap,
                                               float room) {
    std::vector<bool> kept(widths.size(), true);
    float total = 0;
    for (const float w : widths) total += w + gap;
    if (total <= room) return kept;
    total += more + gap;
    // The highest rank folds first; among equals, the later command.
    std::vector<std::size_t> order(widths.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return ranks[a] != ranks[b] ? ranks[a] > ranks[b] : a > b;
    });
    for (const std::size_t i : order) {
        if (total <= room || ranks[i] < 0) break;
        kept[i] = false;
        total -= widths[i] + gap;
    }
    if (total > room) return std::nullopt;
    return kept;
}

std::string shortcut_of(const Button& button) {
    if (button.action.starts_with(kCommandPrefix)) return "";
    const std::string& tip = button.tooltip;
    if (!tip.ends_with(')')) return "";
    const std::size_t open = tip.rfind(" (");
    if (open == std::string::npos) return "";
    return tip.substr(open + 2, tip.size() - open - 3);
}

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
    // Shown only when some of the above fold (layout).
    add(std::string(kMoreAction), "\xE2\x8B\xAE", tr("More commands"));  // ⋮
}

std::vector<const Button*> GameToolbar::folded() const {
    // Laid out, every command has a place but those folded (Back and "⋮" are not commands).
    std::vector<const Button*> out;
    for (std::size_t i = 1; i + 1 < buttons_.size(); ++i) {
        if (buttons_[i].rect.width <= 0) out.push_back(&buttons_[i]);
    }
    return out;
}

void GameToolbar::place_row(const std::vector<bool>& kept, float width, float y, bool from_left) {
    const std::size_t more = buttons_.size() - 1;
    const bool folding = std::find(kept.begin(), kept.end(), false) != kept.end();
    // A command as fold_commands kept it; "⋮" when anything folded.
    const auto shown = [&](std::size_t i) { return i < more ? kept[i - 1] : folding; };
    float total = 0;
    for (std::size_t i = 1; i <= more; ++i) {
        if (shown(i)) total += buttons_[i].rect.width + kBarGap;
    }
    float x = from_left ? kBarMargin : width - kBarMargin - total + kBarGap;
    for (std::size_t i = 1; i <= more; ++i) {
        if (!shown(i)) {
            buttons_[i].rect = {};  // never hit, never drawn
            continue;
        }
        buttons_[i].rect = snapped({x, y, buttons_[i].rect.width, kButtonHeight});
        x += buttons_[i].rect.width + kBarGap;
    }
}

float GameToolbar::layout(const Painter& painter, float width) {
    const float row_top = 6;
    Button& back = buttons_[0];
    back.rect = snapped({kBarMargin, row_top, button_width(painter, back.label), kButtonHeight});
    const float title_left = right(back.rect) + 12;
    const float title_width = painter.text_width(title_, text_size::heading, true);
    const float one_row_room = width - kBarMargin - title_left - title_width - 16;

    // The commands, without Back and "⋮": their ranks, and their widths at a padding.
    const std::size_t more = buttons_.size() - 1;
    std::vector<int> ranks;
    for (std::size_t i = 1; i < more; ++i) {
        ranks.push_back(keep_rank(buttons_[i].action, static_cast<int>(i)));
    }
    std::vector<float> widths(ranks.size());
    const auto measure = [&](float padding) {
        for (std::size_t i = 1; i <= more; ++i) {
            buttons_[i].rect.width = button_width(painter, buttons_[i].label, padding);
            if (i < more) widths[i - 1] = buttons_[i].rect.width;
        }
    };
    // One row of the commands that fit in `room` (all of them when `fold` is false, with
    // the usual padding or a tighter one; the tighter one when folding, to fold the fewest);
    // false when they do not fit.
    const auto one_row = [&](float room, float y, bool fold, bool from_left) {
        for (const float padding : {kButtonPadding, kCompactPadding}) {
            if (fold && padding != kCompactPadding) continue;
            measure(padding);
            const auto kept =
                fold_commands(widths, ranks, buttons_[more].rect.width, kBarGap, room);
            if (!kept || (!fold && std::find(kept->begin(), kept->end(), false) != kept->end())) {
                continue;
            }
            place_row(*kept, width, y, from_left);
            return true;
        }
        return false;
    };

    // Everything beside the name, with the usual padding or a tighter one; else the commands
    // needed least folded behind "⋮".
    if (one_row(one_row_room, row_top, false, false) ||
        one_row(one_row_room, row_top, true, false)) {
        float first_left = width - kBarMargin;
        for (std::size_t i = 1; i <= more; ++i) {
            if (buttons_[i].rect.width > 0)
                first_left = std::min(first_left, buttons_[i].rect.left);
        }
        title_rect_ = {title_left, row_top, std::max(0.0f, first_left - 12 - title_left),
                       kButtonHeight};
        bar_ = {0, 0, width, kRow};
        return kRow;
    }

    // A name too long for that: the name beside Back, the commands on a row of their own
    // from the left.
    title_rect_ = {title_left, row_top, width - kBarMargin - title_left, kButtonHeight};
    const float row_room = width - 2 * kBarMargin + kBarGap;
    if (one_row(row_room, row_top + kRow, false, true) ||
        one_row(row_room, row_top + kRow, true, true)) {
        bar_ = {0, 0, width, 2 * kRow};
        return 2 * kRow;
    }

    // Narrower still than Menu and "⋮": every command flows from the left on rows below.
    buttons_[more].rect = {};
    float x = kBarMargin;
    float y = row_top + kRow;
    int rows = 2;
    for (std::size_t i = 1; i < more; ++i) {
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
        if (b.rect.width <= 0) continue;  // folded, or "⋮" with nothing folded
        ButtonLook look;
        look.hovered = b.enabled && b.action == hovered;
        look.pressed = look.hovered && b.action == pressed;
        if (b.action != kMoreAction) {
            draw_button(painter, b, look);
            continue;
        }
        // "⋮" drawn as three dots: the font's are too thin to read at body size.
        Button dots = b;
        dots.label.clear();
        draw_button(painter, dots, look);
        const float x = std::round(centre_x(b.rect)) - 2;
        const float y = std::round(centre_y(b.rect)) - 2;
        for (const float dy : {-6.0f, 0.0f, 6.0f})
            painter.rounded({x, y + dy, 4, 4}, 2, theme.text);
    }
}

}  // namespace plateau::ui
