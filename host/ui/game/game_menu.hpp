// The game menu's logic, without a window: its entries (seed 004's menu: quit, new game,
// load the last saved game, save the current game, resume; save and resume only while a
// game is open; and the game ID to copy and share), the keyboard's entry, and which key opens it.
// The panel that shows it is game_menu_panel.hpp; what each entry does is the game screen's own
// toolbar action.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace plateau::ui {

enum class MenuChoice {
    resume,
    new_game,
    presets,  // opens the list of presets
    preset,   // in that list: a new game with this preset (MenuEntry::value, its id)
    save,
    load_last,
    copy_game_id,
    quit,
    toolbar  // a toolbar command folded behind "⋮": its action is MenuEntry::value
};

struct MenuEntry {
    MenuChoice choice;
    std::string label;
    std::string note;  // beside the label: the slot to load, or why the entry is off
    bool enabled = true;
    std::string value;     // a preset's id; a folded command's toolbar action
    bool current = false;  // in the list of presets: the open game's (noted "now")
};

struct MenuContext {
    bool game_open = true;                 // a game is on the screen (resume and save)
    std::optional<std::string> last_save;  // the newest save slot's name, if any
    std::optional<std::string> game_id;    // the open game's ID; none for a game on a layout
    bool has_presets = false;              // the game has presets to switch to
};

// A preset as the menu offers it.
struct PresetEntry {
    std::string id;
    std::string label;
    bool current = false;  // the open game was made from its values
};

// The entries in the order shown: Resume, New game, New game with a preset (when the game
// has presets), Save, Load, Copy the game ID, Quit.
// Resume, Save and Copy only while a game is open; Load shown always, off (with a note) when
// there is no saved game; Copy off (with a note) for a game on a layout, else the ID as its
// note.
[[nodiscard]] std::vector<MenuEntry> game_menu_entries(const MenuContext& context);

// The entries and the one the keyboard is on (always an enabled one: Resume when the game
// is open, else the first enabled one).
// The list of presets: one entry each, the current one noted ("now") and focused first.
[[nodiscard]] std::vector<MenuEntry> preset_menu_entries(const std::vector<PresetEntry>& presets);

class GameMenu {
  public:
    explicit GameMenu(const MenuContext& context);
    // Any entries (the list of presets); the focus on the first current one, else the
    // first enabled one.
    explicit GameMenu(std::vector<MenuEntry> entries);

    [[nodiscard]] const std::vector<MenuEntry>& entries() const { return entries_; }
    [[nodiscard]] int focused() const { return focus_; }
    // Moves the keyboard's entry by `step` (+1 down, -1 up), past the entries that are off,
    // wrapping around.
    void move_focus(int step);
    // The choice of entry `index` if it is enabled (a click, Enter on the focused one).
    [[nodiscard]] std::optional<MenuChoice> choose(int index) const;

  private:
    std::vector<MenuEntry> entries_;
    int focus_ = 0;
};

// The game screen's action for an entry, the same its toolbar button or key runs: "" for
// resume (the menu just closes), "new", "presets", "preset:ID", "save", "load-last",
// "copy-game-id", "back", and a folded command's own action.
[[nodiscard]] std::string menu_action(const MenuEntry& entry);

// Whether a key (a plateau_key or lower-case ASCII code, with PLATEAU_MOD_* bits) is the
// game's menu key (plateau_plugin::menu_key, 0 for none): the letter alone or with Shift.
[[nodiscard]] bool is_game_menu_key(std::int32_t menu_key, int key, int modifiers);

// How the help and the tooltip name the keys that open the menu: "F10" or "M, F10".
[[nodiscard]] std::string menu_keys_text(std::int32_t menu_key);

}  // namespace plateau::ui
