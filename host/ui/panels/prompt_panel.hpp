// A panel asking for one line of text: a save slot's name, a command's arguments. The
// answer goes to a function that returns an error to show under the field (the panel
// stays open) or nothing (the panel closes).
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "ui/widgets/panel.hpp"
#include "ui/widgets/text_field.hpp"

namespace plateau::ui {

class PromptPanel final : public Panel {
  public:
    using Answer = std::function<std::optional<std::string>(const std::string& text)>;

    PromptPanel(std::string title, std::string label, std::string initial, std::string ok_label,
                Answer answer);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void submit();

    std::string title_, label_;
    TextField field_;
    Rect field_rect_;  // from the last draw
    Answer answer_;
    std::string error_;
    ButtonRow row_;
    bool closed_ = false;
};

}  // namespace plateau::ui
