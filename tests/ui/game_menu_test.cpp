// The game menu's logic (RULES, Push Over; seed 004's menu): the entries while a game is
// open and without one, Load off when nothing was saved, the keyboard's entry, each
// choice's action (the toolbar's own), and the keys that open the menu; its panel's layout.
#include "ui/game/game_menu.hpp"

#include <gtest/gtest.h>
#include <plateau/abi.h>

#include <string>
#include <vector>

#include "ui/game/game_menu_panel.hpp"

namespace plateau::ui {
namespace {

std::vector<MenuChoice> choices(const std::vector<MenuEntry>& entries) {
    std::vector<MenuChoice> out;
    for (const auto& e : entries) out.push_back(e.choice);
    return out;
}

// 004: quit, new game, load the last saved game, save, resume; all five while a game is
// open, and the game ID to copy (issue 19).
TEST(GameMenu, AnOpenGameOffersAllSixChoices) {
    const auto entries =
        game_menu_entries({true, std::string("evening"), std::string("lightsout:size=4#31")});
    EXPECT_EQ(choices(entries),
              (std::vector<MenuChoice>{MenuChoice::resume, MenuChoice::new_game, MenuChoice::save,
                                       MenuChoice::load_last, MenuChoice::copy_game_id,
                                       MenuChoice::quit}));
    for (const auto& e : entries) EXPECT_TRUE(e.enabled) << e.label;
    EXPECT_EQ(entries[0].label, "Resume");
    EXPECT_EQ(entries[1].label, "New game");
    EXPECT_EQ(entries[3].label, "Load the last saved game");
    EXPECT_EQ(entries[3].note, "\"evening\"");  // which save it loads
    EXPECT_EQ(entries[4].label, "Copy the game ID");
    EXPECT_EQ(entries[4].note, "lightsout:size=4#31");  // the ID itself
    EXPECT_EQ(entries[5].label, "Quit to the games");
}

// A game on a layout has no ID: the entry is there, off, and says why.
TEST(GameMenu, AGameOnALayoutHasNoIdToCopy) {
    const auto entries = game_menu_entries({true, std::nullopt, std::nullopt});
    ASSERT_EQ(entries.size(), 6u);
    EXPECT_EQ(entries[4].choice, MenuChoice::copy_game_id);
    EXPECT_FALSE(entries[4].enabled);
    EXPECT_EQ(entries[4].note, "a game on a layout has none");
}

// 004: "the last two only while a game is open": no resume, no save (and no game ID)
// without one.
TEST(GameMenu, WithoutAnOpenGameThereIsNoResumeAndNoSave) {
    const auto entries = game_menu_entries({false, std::string("evening"), std::nullopt});
    EXPECT_EQ(choices(entries), (std::vector<MenuChoice>{MenuChoice::new_game,
                                                         MenuChoice::load_last, MenuChoice::quit}));
}

TEST(GameMenu, LoadIsShownButOffWhenNothingWasSaved) {
    const auto entries = game_menu_entries({true, std::nullopt, std::string("lightsout#1")});
    ASSERT_EQ(entries.size(), 6u);
    EXPECT_EQ(entries[3].choice, MenuChoice::load_last);
    EXPECT_FALSE(entries[3].enabled);
    EXPECT_EQ(entries[3].note, "no saved game yet");
    const GameMenu menu({true, std::nullopt, std::string("lightsout#1")});
    EXPECT_EQ(menu.choose(3), std::nullopt);  // a click on it does nothing
    EXPECT_EQ(menu.choose(1), MenuChoice::new_game);
    EXPECT_EQ(menu.choose(4), MenuChoice::copy_game_id);
    EXPECT_EQ(menu.choose(6), std::nullopt);
    EXPECT_EQ(menu.choose(-1), std::nullopt);
}

// The keyboard starts on Resume (Enter at once goes back to the game) and steps over Load
// and Copy when they are off (no save, a game on a layout): Resume, New, Save, (Load),
// (Copy), Quit, then round again.
TEST(GameMenu, TheKeyboardStartsOnResumeAndSkipsWhatIsOff) {
    GameMenu menu({true, std::nullopt, std::nullopt});
    EXPECT_EQ(menu.focused(), 0);
    menu.move_focus(1);
    EXPECT_EQ(menu.focused(), 1);
    menu.move_focus(1);
    EXPECT_EQ(menu.focused(), 2);
    menu.move_focus(1);
    EXPECT_EQ(menu.focused(), 5);  // Load (3) and Copy (4) are off
    menu.move_focus(1);
    EXPECT_EQ(menu.focused(), 0);  // round to Resume
    menu.move_focus(-1);
    EXPECT_EQ(menu.focused(), 5);
    menu.move_focus(-1);
    EXPECT_EQ(menu.focused(), 2);
}

// Without a game and without a save: New game (0), Load off (1), Quit (2).
TEST(GameMenu, WithoutAGameTheKeyboardStartsOnNewGame) {
    GameMenu menu({false, std::nullopt, std::nullopt});
    EXPECT_EQ(menu.focused(), 0);
    EXPECT_EQ(menu.choose(menu.focused()), MenuChoice::new_game);
    menu.move_focus(1);
    EXPECT_EQ(menu.focused(), 2);
    EXPECT_EQ(menu.choose(menu.focused()), MenuChoice::quit);
}

// Each entry runs what the toolbar runs: New, Save (its name prompt), the newest save slot,
// Back to the games; Copy puts the ID on the clipboard; Resume only closes the menu.
TEST(GameMenu, EachChoiceIsTheToolbarsAction) {
    const auto action = [](MenuChoice choice) { return menu_action({choice, "", "", true, ""}); };
    EXPECT_EQ(action(MenuChoice::resume), "");
    EXPECT_EQ(action(MenuChoice::new_game), "new");
    EXPECT_EQ(action(MenuChoice::presets), "presets");
    EXPECT_EQ(action(MenuChoice::save), "save");
    EXPECT_EQ(action(MenuChoice::load_last), "load-last");
    EXPECT_EQ(action(MenuChoice::copy_game_id), "copy-game-id");
    EXPECT_EQ(action(MenuChoice::quit), "back");
    EXPECT_EQ(menu_action({MenuChoice::preset, "Expert", "", true, "expert"}), "preset:expert");
}

// A game with presets offers a new game with one of them, right after New game; the list
// names each, notes the open game's as "now" and starts on it.
TEST(GameMenu, PresetsAreOfferedAfterNewGame) {
    MenuContext context{true, std::nullopt, std::string("minesweeper#4")};
    context.has_presets = true;
    const auto entries = game_menu_entries(context);
    ASSERT_GE(entries.size(), 3u);
    EXPECT_EQ(entries[2].choice, MenuChoice::presets);
    EXPECT_EQ(entries[2].label, "New game with a preset\xE2\x80\xA6");
    context.has_presets = false;
    for (const auto& e : game_menu_entries(context)) EXPECT_NE(e.choice, MenuChoice::presets);

    GameMenu list(preset_menu_entries(
        {{"beginner", "Beginner", false}, {"expert", "Expert", true}, {"custom", "Mine", false}}));
    ASSERT_EQ(list.entries().size(), 3u);
    EXPECT_EQ(list.entries()[1].note, "now");
    EXPECT_EQ(list.entries()[0].note, "");
    EXPECT_EQ(list.focused(), 1);  // on the open game's preset
    EXPECT_EQ(menu_action(list.entries()[2]), "preset:custom");
    // None current: the first.
    EXPECT_EQ(GameMenu(preset_menu_entries({{"a", "A", false}, {"b", "B", false}})).focused(), 0);
}

// Push Over's M (menu_key 'm'), with or without Shift; not with Ctrl or Alt, not another
// letter; a game without a menu key has none.
TEST(GameMenu, TheGamesMenuKey) {
    EXPECT_TRUE(is_game_menu_key('m', 'm', 0));
    EXPECT_TRUE(is_game_menu_key('m', 'm', PLATEAU_MOD_SHIFT));
    EXPECT_FALSE(is_game_menu_key('m', 'm', PLATEAU_MOD_CTRL));
    EXPECT_FALSE(is_game_menu_key('m', 'm', PLATEAU_MOD_ALT | PLATEAU_MOD_SHIFT));
    EXPECT_FALSE(is_game_menu_key('m', 'p', 0));
    EXPECT_FALSE(is_game_menu_key(0, 'm', 0));
    EXPECT_FALSE(is_game_menu_key(0, 0, 0));  // a key games do not get is no menu key
    EXPECT_EQ(menu_keys_text('m'), "M, F10");
    EXPECT_EQ(menu_keys_text(0), "F10");
}

// The menu panel's layout (game_menu_panel.hpp), worked by hand: a frame of 86 (the title's
// 14 + 34 + 8 above the entries, 12 + 18 below them), entries of 32, gaps of 8, the ID's
// lines and the keys' line of `line` each, 8 between the ID and the keys when both show; the
// room is the window's height less two margins of 16.
constexpr float kLine = 22;

TEST(GameMenuLayout, EverythingOnA600HighWindow) {
    // 7 entries and 2 ID lines: 86 + 7*32 + 6*8 + (2*22 + 8) + 22 = 432 <= 600 - 32.
    const GameMenuLayout layout = game_menu_layout(7, 2, kLine, 600);
    EXPECT_FLOAT_EQ(layout.height, 432);
    EXPECT_FLOAT_EQ(layout.gap, 8);
    EXPECT_TRUE(layout.id_shown);
    EXPECT_TRUE(layout.keys_shown);
}

TEST(GameMenuLayout, TheKeysGiveWayFirst) {
    // Room 440 - 32 = 408 < 432; without the keys' line (and the 8 above it) 402, which fits:
    // the ID stays.
    GameMenuLayout layout = game_menu_layout(7, 2, kLine, 440);
    EXPECT_FALSE(layout.keys_shown);
    EXPECT_TRUE(layout.id_shown);
    EXPECT_FLOAT_EQ(layout.height, 402);
    EXPECT_FLOAT_EQ(layout.gap, 8);
    // Room 420 - 32 = 388 < 402: the ID goes too, 86 + 224 + 48 = 358.
    layout = game_menu_layout(7, 2, kLine, 420);
    EXPECT_FALSE(layout.keys_shown);
    EXPECT_FALSE(layout.id_shown);
    EXPECT_FLOAT_EQ(layout.height, 358);
    EXPECT_FLOAT_EQ(layout.gap, 8);
    // Without an ID, no gap for it: 86 + 224 + 48 + 22 = 380.
    layout = game_menu_layout(7, 0, kLine, 600);
    EXPECT_TRUE(layout.keys_shown);
    EXPECT_FALSE(layout.id_shown);
    EXPECT_FLOAT_EQ(layout.height, 380);
}

TEST(GameMenuLayout, TheLeastWindowShrinksTheGaps) {
    // 480x360, the window's least: room 328 < 358, so the gaps shrink to
    // floor((328 - 86 - 224) / 6) = 3, and the panel is 86 + 224 + 18 = 328 high: every entry
    // inside the window.
    const GameMenuLayout layout = game_menu_layout(7, 2, kLine, 360);
    EXPECT_FALSE(layout.keys_shown);
    EXPECT_FALSE(layout.id_shown);
    EXPECT_FLOAT_EQ(layout.gap, 3);
    EXPECT_FLOAT_EQ(layout.height, 328);
    // Never under 2: a window of 300 gets gaps of 2 (and the panel is cut to the window).
    EXPECT_FLOAT_EQ(game_menu_layout(7, 2, kLine, 300).gap, 2);
}

}  // namespace
}  // namespace plateau::ui
