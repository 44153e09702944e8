#include "ui/game/game_menu.hpp"

#include <plateau/abi.h>

#include <cctype>
#include <utility>

#include "core/i18n/translate.hpp"

namespace plateau::ui {

std::vector<MenuEntry> game_menu_entries(const MenuContext& context) {
    std::vector<MenuEntry> entries;
    using core::tr;
    if (context.game_open) entries.push_back({MenuChoice::resume, tr("Resume"), "", true, ""});
    entries.push_back({MenuChoice::new_game, tr("New game"), "", true, ""});
    if (context.has_presets) {
        entries.push_back(
            {MenuChoice::presets, tr("New game with a preset\xE2\x80\xA6"), "", true, ""});
    }
    if (context.game_open)
        entries.push_back({MenuChoice::save, tr("Save the game\xE2\x80\xA6"), "", true, ""});
    if (context.last_save) {
        // TRANSLATORS: the menu's note beside "Load the last saved game": {} is the name of
        // the save it loads.
        const std::string note = core::format(tr("\"{}\""), *context.last_save);
        entries.push_back({MenuChoice::load_last, tr("Load the last saved game"), note, true, ""});
    } else {
        entries.push_back({MenuChoice::load_last, tr("Load the last saved game"),
                           tr("no saved game yet"), false, ""});
    }
    if (context.game_open) {
        if (context.game_id) {
            entries.push_back(
                {MenuChoice::copy_game_id, tr("Copy the game ID"), *context.game_id, true, ""});
        } else {
            entries.push_back({MenuChoice::copy_game_id, tr("Copy the game ID"),
                               tr("a game on a layout has none"), false, ""});
        }
    }
    entries.push_back({MenuChoice::quit, tr("Quit to the games"), "", true, ""});
    return entries;
}

std::vector<MenuEntry> preset_menu_entries(const std::vector<PresetEntry>& presets) {
    std::vector<MenuEntry> entries;
    for (const auto& preset : presets) {
        const char* note = preset.current
                               ? core::trc("the open game's preset, in the list of presets", "now")
                               : "";
        entries.push_back(
            {MenuChoice::preset, preset.label, note, true, preset.id, preset.current});
    }
    return entries;
}

GameMenu::GameMenu(const MenuContext& context) : entries_(game_menu_entries(context)) {
    // "New game" is always there and enabled: the search ends.
    while (!entries_[static_cast<std::size_t>(focus_)].enabled) ++focus_;
}

GameMenu::GameMenu(std::vector<MenuEntry> entries) : entries_(std::move(entries)) {
    const int count = static_cast<int>(entries_.size());
    focus_ = -1;
    for (int i = 0; i < count && focus_ < 0; ++i) {
        if (entries_[static_cast<std::size_t>(i)].current) focus_ = i;
    }
    for (int i = 0; i < count && focus_ < 0; ++i) {
        if (entries_[static_cast<std::size_t>(i)].enabled) focus_ = i;
    }
    if (focus_ < 0) focus_ = 0;
}

void GameMenu::move_focus(int step) {
    const int count = static_cast<int>(entries_.size());
    int next = focus_;
    for (int tries = 0; tries < count; ++tries) {
        next = ((next + step) % count + count) % count;
        if (entries_[static_cast<std::size_t>(next)].enabled) break;
    }
    focus_ = next;
}

std::optional<MenuChoice> GameMenu::choose(int index) const {
    if (index < 0 || index >= static_cast<int>(entries_.size())) return std::nullopt;
    const MenuEntry& entry = entries_[static_cast<std::size_t>(index)];
    if (!entry.enabled) return std::nullopt;
    return entry.choice;
}

std::string menu_action(const MenuEntry& entry) {
    switch (entry.choice) {
        case MenuChoice::resume:
            return "";
        case MenuChoice::new_game:
            return "new";
        case MenuChoice::presets:
            return "presets";
        case MenuChoice::preset:
            return "preset:" + entry.value;
        case MenuChoice::save:
            return "save";
        case MenuChoice::load_last:
            return "load-last";
        case MenuChoice::copy_game_id:
            return "copy-game-id";
        case MenuChoice::quit:
            return "back";
        case MenuChoice::toolbar:
            return entry.value;
    }
    return "";
}

bool is_game_menu_key(std::int32_t menu_key, int key, int modifiers) {
    if (menu_key < 'a' || menu_key > 'z') return false;
    return key == menu_key && (modifiers & ~PLATEAU_MOD_SHIFT) == 0;
}

std::string menu_keys_text(std::int32_t menu_key) {
    if (menu_key < 'a' || menu_key > 'z') return "F10";
    return std::string(1, static_cast<char>(std::toupper(menu_key))) + ", F10";
}

}  // namespace plateau::ui
