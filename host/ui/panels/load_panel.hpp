// The list of a game's saved slots, newest first: click one (or pick it with the arrows)
// and Load. A save that cannot be loaded says why under the list and the game in play
// stays as it was.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/saves/save_slots.hpp"
#include "ui/widgets/panel.hpp"

namespace plateau::ui {

class LoadPanel final : public Panel {
  public:
    // Returns an error to show, or nothing once the game is loaded (the panel closes).
    using Load = std::function<std::optional<std::string>(const core::SaveSlot& slot)>;

    LoadPanel(std::vector<core::SaveSlot> slots, std::string folder, Load load);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void load_selected();
    void select(int index);
    [[nodiscard]] int row_at(sf::Vector2f point) const;

    std::vector<core::SaveSlot> slots_;
    std::string folder_;
    Load load_;
    std::string error_;
    ButtonRow row_;
    bool closed_ = false;
    int selected_ = 0;
    int first_ = 0;
    int visible_ = 1;  // rows shown, from the last draw
    Rect list_;        // from the last draw
    sf::Vector2f mouse_{-1, -1};
};

}  // namespace plateau::ui
