// The game screen's top bar: Back, the game's name, and the commands (New, Restart, Undo,
// Redo, Hint where the game has one, Save, Load, Settings, Help, Menu, then the game's own
// commands). Everything sits on one row when the window is wide enough. On a narrower one
// the commands needed least fold into a list behind a "⋮" button, the bar's last (as the
// GNOME games' header bars fold theirs into a menu), so the bar stays one row high and the
// board keeps the room; only a name too long for that puts the commands on a second row.
#pragma once

#include <plateau/abi.h>

#include <optional>
#include <span>
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

// The action of the button that opens the folded commands.
inline constexpr std::string_view kMoreAction = "more";

// Which commands stay on a bar with `room` for them: command i takes widths[i] and a `gap`
// after it; ranks[i] orders their keeping (the lowest stays longest; a negative rank never
// folds: Menu). When they do not all fit, the highest ranks fold first until the rest and the
// "⋮" button (`more` wide, and its gap) fit. The kept flags (all true when everything fits
// without folding), or nullopt when even the commands that never fold and "⋮" do not fit.
[[nodiscard]] std::optional<std::vector<bool>> fold_commands(std::span<const float> widths,
                                                             std::span<const int> ranks, float more,
                                                             float gap, float room);

// The keys a built-in button's tooltip names at its end: "Ctrl+R" of "Restart this game
// (Ctrl+R)"; "" for a game's command (its parentheses give its text-mode syntax) or a
// tooltip without them.
[[nodiscard]] std::string shortcut_of(const Button& button);

class GameToolbar {
  public:
    explicit GameToolbar(const plateau_plugin& plugin);

    // Places everything for a window `width` wide; returns the bar's height.
    float layout(const Painter& painter, float width);

    void set_enabled(const std::string& action, bool enabled);
    // Every button, folded ones included (their rectangles empty: never hit nor drawn).
    [[nodiscard]] const std::vector<Button>& buttons() const { return buttons_; }
    // The commands folded behind "⋮" by the last layout, in the bar's order; none when
    // everything fits.
    [[nodiscard]] std::vector<const Button*> folded() const;
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
    // Lays the kept commands out on one row whose top is `y`, folding the others, with "⋮"
    // last when any is folded: ending at the window's margin, or from its left margin
    // (`from_left`, a row of their own).
    void place_row(const std::vector<bool>& kept, float width, float y, bool from_left);

    std::string title_;
    std::vector<Button> buttons_;  // [0] is Back, the last is "⋮"; a folded one has no rect
    Rect title_rect_;
    Rect bar_;
};

}  // namespace plateau::ui
