#include "ui/game/menu_list.hpp"

#include <utility>

namespace plateau::ui {

MenuList::MenuList(GameMenu menu, bool ringed)
    : menu_(std::move(menu)), rects_(menu_.entries().size()), ringed_(ringed) {}

int MenuList::entry_at(sf::Vector2f point) const {
    for (int i = 0; i < static_cast<int>(rects_.size()); ++i) {
        if (menu_.entries()[static_cast<std::size_t>(i)].enabled &&
            contains(rects_[static_cast<std::size_t>(i)], point)) {
            return i;
        }
    }
    return -1;
}

bool MenuList::hovered(int i) const {
    return i >= 0 && i < static_cast<int>(rects_.size()) &&
           menu_.entries()[static_cast<std::size_t>(i)].enabled &&
           contains(rects_[static_cast<std::size_t>(i)], mouse_);
}

MenuList::Outcome MenuList::key(const sf::Event::KeyEvent& key) {
    using K = sf::Keyboard;
    const bool up = key.code == K::Up || (key.code == K::Tab && key.shift);
    const bool down = key.code == K::Down || (key.code == K::Tab && !key.shift);
    const bool choose = key.code == K::Enter || key.code == K::Space;
    if (!up && !down && !choose) return {};
    if (!ringed_) {
        ringed_ = true;  // the first key shows where the keyboard is
        return {true, true, std::nullopt};
    }
    if (choose) {
        if (menu_.choose(menu_.focused())) return {true, true, action_of(menu_.focused())};
        return {true, false, std::nullopt};
    }
    menu_.move_focus(up ? -1 : 1);
    return {true, true, std::nullopt};
}

MenuList::Outcome MenuList::pointer(const sf::Event& event) {
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2f p(static_cast<float>(event.mouseMove.x),
                                 static_cast<float>(event.mouseMove.y));
            const bool changed = entry_at(p) != entry_at(mouse_);
            mouse_ = p;
            return {true, changed, std::nullopt};
        }
        case sf::Event::MouseButtonPressed:
            if (event.mouseButton.button != sf::Mouse::Left) return {};
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            pressed_ = entry_at(mouse_);
            return {true, pressed_ >= 0, std::nullopt};
        case sf::Event::MouseButtonReleased: {
            if (event.mouseButton.button != sf::Mouse::Left) return {};
            mouse_ = {static_cast<float>(event.mouseButton.x),
                      static_cast<float>(event.mouseButton.y)};
            const int was = pressed_;
            pressed_ = -1;
            if (was < 0) return {true, false, std::nullopt};
            if (entry_at(mouse_) == was && menu_.choose(was)) return {true, true, action_of(was)};
            return {true, true, std::nullopt};
        }
        default:
            return {};
    }
}

}  // namespace plateau::ui
