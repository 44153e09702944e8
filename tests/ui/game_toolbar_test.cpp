// A narrow game screen folds the toolbar's commands needed least behind "⋮": which fold
// (fold_commands, widths worked by hand), the keys each folded one shows (shortcut_of), and
// the list they make (folded_entries), and the keys and the pointer over such a list or the
// game menu (MenuList).
#include "ui/game/game_toolbar.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "sfml_events.hpp"
#include "ui/game/game_menu.hpp"
#include "ui/game/menu_list.hpp"
#include "ui/game/toolbar_overflow_panel.hpp"

namespace {

using plateau::ui::Button;
using plateau::ui::fold_commands;
using plateau::ui::GameMenu;
using plateau::ui::MenuChoice;
using plateau::ui::shortcut_of;

// A toolbar button as the toolbar makes one.
Button button(std::string action, std::string label, std::string tooltip, bool enabled = true) {
    Button b;
    b.action = std::move(action);
    b.label = std::move(label);
    b.tooltip = std::move(tooltip);
    b.enabled = enabled;
    return b;
}

// Three commands of 50, 60 and 40 pixels, each with a gap of 4: 54 + 64 + 44 = 162 in all.
// The second folds first (rank 2), then the first (rank 0); the third never (Menu's -1).
// "⋮" takes 20 and its gap 4 once anything folds.
const std::vector<float> kWidths{50, 60, 40};
const std::vector<int> kRanks{0, 2, -1};

TEST(FoldCommands, NothingFoldsWhenEverythingFits) {
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 200), (std::vector<bool>{true, true, true}));
    // Exactly the room is enough.
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 162), (std::vector<bool>{true, true, true}));
}

TEST(FoldCommands, TheHighestRankFoldsFirstAndMakesRoomForTheMoreButton) {
    // 162 > 150: with "⋮" 186; the second folds: 186 - 64 = 122 <= 150.
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 150), (std::vector<bool>{true, false, true}));
    // 161: one pixel short of all three, so "⋮" comes and the second goes.
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 161), (std::vector<bool>{true, false, true}));
    // 122 > 100: the first folds too, 122 - 54 = 68.
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 100), (std::vector<bool>{false, false, true}));
    EXPECT_EQ(fold_commands(kWidths, kRanks, 20, 4, 68), (std::vector<bool>{false, false, true}));
}

TEST(FoldCommands, NoRoomForTheCommandsThatNeverFold) {
    // 68 > 67: only the third and "⋮" are left, and they do not fit.
    EXPECT_FALSE(fold_commands(kWidths, kRanks, 20, 4, 67).has_value());
}

TEST(FoldCommands, AmongEqualRanksTheLaterFoldsFirst) {
    const std::vector<float> widths{30, 30};
    const std::vector<int> ranks{5, 5};
    // 60 > 45: with "⋮" (10, no gap) 70; the second folds: 40 <= 45.
    EXPECT_EQ(fold_commands(widths, ranks, 10, 0, 45), (std::vector<bool>{true, false}));
}

TEST(ShortcutOf, TheKeysInTheTooltipsLastParentheses) {
    EXPECT_EQ(shortcut_of(button("restart", "Restart", "Restart this game (Ctrl+R)")), "Ctrl+R");
    EXPECT_EQ(shortcut_of(button("undo", "Undo", "Undo (U, Ctrl+Z)")), "U, Ctrl+Z");
    // French tooltips keep the form: "Réglages du jeu (Ctrl+,)".
    EXPECT_EQ(shortcut_of(button("settings", "R\xC3\xA9glages", "R\xC3\xA9glages du jeu (Ctrl+,)")),
              "Ctrl+,");
    EXPECT_EQ(shortcut_of(button("new", "New", "A new game")), "");
    // A game's command: its parentheses hold its text-mode syntax, not keys.
    EXPECT_EQ(shortcut_of(button("command:solve", "Solve\xE2\x80\xA6",
                                 "Search for the best sequence (solve SECONDS)")),
              "");
}

TEST(FoldedEntries, EachFoldedCommandWithItsKeysAndWhetherItIsOn) {
    const Button restart = button("restart", "Restart", "Restart this game (Ctrl+R)", false);
    const Button save = button("save", "Save", "Save this game (Ctrl+S)");
    const Button solve = button("command:solve", "Solve\xE2\x80\xA6", "Search (solve SECONDS)");
    const auto entries = plateau::ui::folded_entries({&restart, &save, &solve});
    ASSERT_EQ(entries.size(), 3u);
    EXPECT_EQ(entries[0].choice, MenuChoice::toolbar);
    EXPECT_EQ(entries[0].label, "Restart");
    EXPECT_EQ(entries[0].note, "Ctrl+R");
    EXPECT_FALSE(entries[0].enabled);
    EXPECT_EQ(entries[1].note, "Ctrl+S");
    EXPECT_TRUE(entries[1].enabled);
    EXPECT_EQ(entries[2].note, "");
    // Choosing one runs its toolbar action.
    EXPECT_EQ(plateau::ui::menu_action(entries[1]), "save");
    EXPECT_EQ(plateau::ui::menu_action(entries[2]), "command:solve");
    // The keyboard starts on the first command that is on, and skips the one that is off.
    GameMenu list(entries);
    EXPECT_EQ(list.focused(), 1);
    list.move_focus(1);
    EXPECT_EQ(list.focused(), 2);
    list.move_focus(1);
    EXPECT_EQ(list.focused(), 1);
    EXPECT_FALSE(list.choose(0).has_value());
}

}  // namespace

namespace {

using plateau::ui::MenuEntry;
using plateau::ui::MenuList;

using plateau::ui::test::key_pressed;
using plateau::ui::test::mouse_button;

// Three entries 100 x 30, one under the other from (0, 0); the second is off.
MenuList three_entries(bool ringed) {
    std::vector<MenuEntry> entries{{MenuChoice::toolbar, "Restart", "Ctrl+R", true, "restart"},
                                   {MenuChoice::toolbar, "Save", "Ctrl+S", false, "save"},
                                   {MenuChoice::toolbar, "Load", "Ctrl+O", true, "load"}};
    MenuList list(GameMenu(std::move(entries)), ringed);
    for (std::size_t i = 0; i < 3; ++i)
        list.rects()[i] = {0, 30.0f * static_cast<float>(i), 100, 30};
    return list;
}

TEST(MenuList, OpenedByAClickTheFirstKeyOnlyShowsTheRing) {
    MenuList list = three_entries(false);
    EXPECT_FALSE(list.ringed(0));
    const auto first = list.key(key_pressed(sf::Keyboard::Down).key);
    EXPECT_TRUE(first.used);
    EXPECT_FALSE(first.chosen.has_value());
    EXPECT_TRUE(list.ringed(0));  // where it was, not moved
    // Down skips the entry that is off; Tab too; Shift+Tab goes back.
    list.key(key_pressed(sf::Keyboard::Down).key);
    EXPECT_TRUE(list.ringed(2));
    list.key(key_pressed(sf::Keyboard::Tab).key);
    EXPECT_TRUE(list.ringed(0));
    list.key(key_pressed(sf::Keyboard::Tab, true).key);
    EXPECT_TRUE(list.ringed(2));
    EXPECT_EQ(list.key(key_pressed(sf::Keyboard::Enter).key).chosen, "load");
    // Other keys are not the list's.
    EXPECT_FALSE(list.key(key_pressed(sf::Keyboard::A).key).used);
}

TEST(MenuList, RingedFromTheStartEnterChoosesAtOnce) {
    MenuList list = three_entries(true);
    EXPECT_TRUE(list.ringed(0));
    EXPECT_EQ(list.key(key_pressed(sf::Keyboard::Space).key).chosen, "restart");
}

TEST(MenuList, APressAndAReleaseOnTheSameEntryThatIsOnChooseIt) {
    MenuList list = three_entries(false);
    EXPECT_EQ(list.entry_at({50, 75}), 2);
    EXPECT_EQ(list.entry_at({50, 45}), -1);  // the entry that is off
    EXPECT_EQ(list.entry_at({150, 15}), -1);
    list.pointer(mouse_button(sf::Event::MouseButtonPressed, 50, 15));
    EXPECT_EQ(list.pointer(mouse_button(sf::Event::MouseButtonReleased, 50, 20)).chosen, "restart");
    // Pressed on one, released on another: nothing.
    list.pointer(mouse_button(sf::Event::MouseButtonPressed, 50, 15));
    EXPECT_FALSE(list.pointer(mouse_button(sf::Event::MouseButtonReleased, 50, 75)).chosen);
    // On the entry that is off: nothing.
    list.pointer(mouse_button(sf::Event::MouseButtonPressed, 50, 45));
    EXPECT_FALSE(list.pointer(mouse_button(sf::Event::MouseButtonReleased, 50, 45)).chosen);
}

}  // namespace

namespace {

// The list of folded commands closes on a key it does not use, but not on a modifier alone
// (Shift comes first of Shift+Tab), and Esc closes it without a command.
TEST(ToolbarOverflowPanel, AnyOtherKeyClosesItButAModifierAlone) {
    std::vector<std::string> got;
    const auto entries = [] {
        return std::vector<MenuEntry>{{MenuChoice::toolbar, "Save", "Ctrl+S", true, "save"},
                                      {MenuChoice::toolbar, "Load", "Ctrl+O", true, "load"}};
    };
    const auto record = [&](const std::string& action) { got.push_back(action); };
    plateau::ui::ToolbarOverflowPanel list(entries(), {600, 6, 24, 32}, record);
    const auto now = plateau::ui::Panel::Clock::now();
    for (const auto key : {sf::Keyboard::LShift, sf::Keyboard::RControl, sf::Keyboard::LAlt}) {
        EXPECT_TRUE(list.handle(key_pressed(key), now));
        EXPECT_FALSE(list.closed());
    }
    list.handle(key_pressed(sf::Keyboard::Tab, true), now);  // shows the ring on Save
    list.handle(key_pressed(sf::Keyboard::Tab, true), now);  // back round to Load
    EXPECT_FALSE(list.closed());
    list.handle(key_pressed(sf::Keyboard::Return), now);
    EXPECT_TRUE(list.closed());
    EXPECT_EQ(got, (std::vector<std::string>{"load"}));

    plateau::ui::ToolbarOverflowPanel other(entries(), {600, 6, 24, 32}, record);
    other.handle(key_pressed(sf::Keyboard::N), now);
    EXPECT_TRUE(other.closed());
    plateau::ui::ToolbarOverflowPanel escaped(entries(), {600, 6, 24, 32}, record);
    escaped.handle(key_pressed(sf::Keyboard::Escape), now);
    EXPECT_TRUE(escaped.closed());
    EXPECT_EQ(got, (std::vector<std::string>{"load", "", ""}));
}

}  // namespace
