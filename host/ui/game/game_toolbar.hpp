// The game screen's top bar: Back, the game's name, and the commands (New, Restart, Undo,
// Redo, Hint where the game has one, Save, Load, Settings, Help, Menu, then the game's own
// commands). Everything sits on one row when the window is wide enough; otherwise the
// commands flow onto rows of their own under the name, so nothing ever overlaps.
#pragma once

#include <plateau/abi.h>

#include <string>
#include <vector>

#include "ui/draw/painter.hpp"
#include "ui/widgets/button.hpp"

namespace plateau::ui {

// The action of a game's own command button: "command:" then the command's name.
inline constexpr std::string_view kCommandPrefix = "command:";

// A command's button label: its words (the plugin's, else its name capitalised), with "…"
// when it asks for arguments.
[[nodiscard]] std::string command_label(const plateau_plugin& plugin,
                                        const plateau_command_def& command);

class GameToolbar {
  public:
    explicit GameToolbar(const plateau_plugin& plugin);

    // Places everything for a window `width` wide; returns the bar's height.
    float layout(const Painter& painter, float width);

    void set_enabled(const std::string& action, bool enabled);
    [[nodiscard]] const std::vector<Button>& buttons() const { return buttons_; }
    [[nodiscard]] const Button* button_at(sf::Vector2f point) const {
        return ui::button_at(buttons_, point);
    }
    // Enabled or not: a disabled button still explains itself in its tooltip.
    [[nodiscard]] const Button* any_button_at(sf::Vector2f point) const {
        for (const Button& b : buttons_) {
            if (contains(b.rect, point)) return &b;
        }
        return nullptr;
    }

    // `hovered` and `pressed` are actions ("" for none).
    void draw(Painter& painter, const std::string& hovered, const std::string& pressed) const;

  private:
    std::string title_;
    std::vector<Button> buttons_;  // [0] is Back
    Rect title_rect_;
    Rect bar_;
};

}  // namespace plateau::ui
