// What the game menu and the list of folded commands share: a GameMenu's entries, each at a
// rectangle its panel places, driven by the keys and the pointer. Up and Down (or Shift+Tab
// and Tab) move the keyboard's entry past those that are off, Enter or Space chooses it; a
// press and a release on the same entry that is on choose it. A list opened by a click may
// leave the keyboard's entry unringed until the first key, which then only shows it.
#pragma once

#include <SFML/Window/Event.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ui/draw/geometry.hpp"
#include "ui/game/game_menu.hpp"

namespace plateau::ui {

class MenuList {
  public:
    // `ringed`: whether the keyboard's entry shows from the start.
    explicit MenuList(GameMenu menu, bool ringed = true);

    [[nodiscard]] const GameMenu& menu() const { return menu_; }
    // Where each entry is, one rectangle per entry: the panel's draw places them.
    [[nodiscard]] std::vector<Rect>& rects() { return rects_; }
    // The entry under a point if it is on, else -1.
    [[nodiscard]] int entry_at(sf::Vector2f point) const;

    struct Outcome {
        bool used = false;                  // the event was the list's
        bool changed = false;               // the list looks otherwise
        std::optional<std::string> chosen;  // the chosen entry's menu_action
    };
    // The moving and choosing keys; any other key is not used.
    Outcome key(const sf::Event::KeyEvent& key);
    // The pointer's moves, and the left button's presses and releases.
    Outcome pointer(const sf::Event& event);

    // How entry `i` is drawn.
    [[nodiscard]] bool hovered(int i) const;
    [[nodiscard]] bool pressed(int i) const { return hovered(i) && i == pressed_; }
    [[nodiscard]] bool ringed(int i) const { return ringed_ && i == menu_.focused(); }

  private:
    [[nodiscard]] std::string action_of(int i) const {
        return menu_action(menu_.entries()[static_cast<std::size_t>(i)]);
    }

    GameMenu menu_;
    std::vector<Rect> rects_;
    sf::Vector2f mouse_{-1, -1};
    int pressed_ = -1;
    bool ringed_;
};

}  // namespace plateau::ui
