// The commands a narrow toolbar folded behind its "⋮" button, as a list dropped from that
// button (GNOME's popover menu): a row per command, its label and, on the right, its keys;
// a command that is off shows greyed and cannot be chosen. A click chooses; the keys' first
// press shows the keyboard's ring (on the first command that is on), then Up and Down (or
// Tab) move it and Enter or Space chooses. Esc, any other key or a click elsewhere closes
// the list (that click does nothing else), Q quits as everywhere. The board is not dimmed,
// as under a popover; like any panel, the list holds the game back while it is open. On a
// short window its rows grow lower, down to 22 pixels, and it rises over the bar: at the
// least window (360 high) that holds 14 commands.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ui/game/game_menu.hpp"
#include "ui/game/menu_list.hpp"
#include "ui/widgets/panel.hpp"

namespace plateau::ui {

// The list's entries for the folded buttons: each a MenuChoice::toolbar entry carrying its
// action, its shortcut (shortcut_of) as the note, off when the button is.
[[nodiscard]] std::vector<MenuEntry> folded_entries(const std::vector<const Button*>& folded);

class ToolbarOverflowPanel final : public Panel {
  public:
    // Receives the chosen command's action, "" when closed without one, or "quit" (Q).
    using Action = std::function<void(const std::string& action)>;

    // `anchor`: the "⋮" button's rectangle; the list hangs under it, its right edge at the
    // button's (moved in to stay in the window).
    ToolbarOverflowPanel(std::vector<MenuEntry> entries, Rect anchor, Action action);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void finish(const std::string& action);

    MenuList list_;  // opened by a click: unringed until a key
    Rect anchor_;
    Action action_;
    Rect box_;  // the list, placed by draw
    bool closed_ = false;
};

}  // namespace plateau::ui
