// The game menu as a panel over the dimmed board: one button per entry of GameMenu, stacked,
// the keyboard's entry ringed; the game ID whole under them (broken over lines, never cut). Up and
// Down (or Tab) move, Enter or Space or a click chooses, Esc or the key that opened it (F10, the
// game's own: Push Over's M) resumes, Q quits as everywhere.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ui/game/game_menu.hpp"
#include "ui/game/menu_list.hpp"
#include "ui/widgets/panel.hpp"

namespace plateau::ui {

// Where the menu's parts go for a window `window_height` high: the entries always, the game
// ID's `id_lines` lines and the keys' line under them when there is room. On a short window
// (360 high, the least) the keys' line gives way first, then the ID (Copy still gives it),
// then the gaps between the entries shrink (to 2 at least).
struct GameMenuLayout {
    float height = 0;  // the panel's
    float gap = 0;     // between two entries
    bool id_shown = true;
    bool keys_shown = true;
};
[[nodiscard]] GameMenuLayout game_menu_layout(int entries, int id_lines, float line,
                                              float window_height);

class GameMenuPanel final : public Panel {
  public:
    // Receives menu_action()'s action of the chosen entry ("" for resume), or "quit" (Q).
    using Action = std::function<void(const std::string& action)>;

    // `menu_key`: the game's menu key (plateau_plugin::menu_key), which closes it again.
    GameMenuPanel(std::string title, GameMenu menu, std::int32_t menu_key, Action action);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void finish(const std::string& action);

    std::string title_;
    std::string game_id_;  // shown under the entries; "" for none
    MenuList list_;
    std::int32_t menu_key_;
    Action action_;
    std::vector<Button> buttons_;  // one per entry, placed by draw
    bool closed_ = false;
};

}  // namespace plateau::ui
