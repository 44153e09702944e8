// A panel of text with a Close button: the how-to-play (F1) and a command's output. The
// text is wrapped to the panel's width; when it is longer than the window allows, the
// wheel, the arrows and Page Up/Down scroll it.
#pragma once

#include <string>
#include <vector>

#include "ui/widgets/panel.hpp"

namespace plateau::ui {

class TextPanel final : public Panel {
  public:
    // `footer`: a muted last line (e.g. the window's own shortcuts); may be empty.
    TextPanel(std::string title, std::string text, std::string footer = {});

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void scroll_by(int lines);

    std::string title_, text_, footer_;
    ButtonRow row_;
    bool closed_ = false;
    int first_line_ = 0;
    int line_count_ = 0;     // from the last draw
    int visible_lines_ = 1;  // from the last draw
};

}  // namespace plateau::ui
