// The list of a game's saved games, newest first, each with a picture of its position,
// its moves and time played, and when it was saved: pick one (click, arrows) and Load, or
// Delete it (after a confirmation). A save that cannot be loaded is marked in the list
// with the reason, and the game in play stays as it was.
#pragma once

#include <SFML/Graphics/RenderTexture.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/app/saved_game.hpp"
#include "ui/widgets/panel.hpp"

namespace plateau::ui {

class LoadPanel final : public Panel {
  public:
    // Returns an error to show, or nothing once the game is loaded (the panel closes).
    using Load = std::function<std::optional<std::string>(const core::SaveSlot& slot)>;

    // `saves` as core::preview_saves reads them; `folder` is where saves go.
    LoadPanel(std::vector<core::SavePreview> saves, std::string folder, Load load);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    struct Row {
        core::SavePreview save;
        std::string summary;  // "12 moves · 3:05 played · won"
        std::unique_ptr<sf::RenderTexture> picture;
        bool picture_tried = false;
    };

    void load_selected();
    void delete_selected();
    void confirm_delete(bool asking);
    void select(int index);
    void update_buttons();
    [[nodiscard]] bool selected_readable() const;
    [[nodiscard]] int row_at(sf::Vector2f point) const;
    void draw_row(Painter& painter, int index, const Rect& r, bool hovered);
    void draw_pictures(Painter& painter, sf::RenderTarget& target);

    std::vector<Row> rows_;
    std::string folder_;
    Load load_;
    std::string message_;  // under the list: an error, or the question before a delete
    bool message_is_error_ = false;
    bool confirming_ = false;
    ButtonRow buttons_;
    bool closed_ = false;
    int selected_ = 0;
    int first_ = 0;
    int visible_ = 1;  // rows shown, from the last draw
    Rect list_;        // from the last draw
    sf::Vector2f mouse_{-1, -1};
};

}  // namespace plateau::ui
