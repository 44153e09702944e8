// The settings of a game as a form, built from its parameter schema: numbers with - and +
// and typing, switches for booleans, choices cycling, colours as swatches that open the
// GNOME palette (a colour of one's own typed as #rrggbb beside them), lists as
// comma-separated text. Errors show under their field, in the core's
// words; the game's refusal of the values together above the buttons, with each integer's
// limits that follow from the other values under its control. Save hands the values to the
// screen (which writes the user's file for the game).
//
// Keys: Tab / Shift+Tab and Up / Down move between fields and buttons; Space flips a
// switch; Left / Right cycle a choice; F4 or Alt+Down opens the palette of the colour the
// cursor is in; Enter checks the field, or presses the focused button; Escape cancels.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/config/param_schema.hpp"
#include "core/config/settings.hpp"
#include "ui/panels/settings_form.hpp"
#include "ui/widgets/colour_chooser.hpp"
#include "ui/widgets/panel.hpp"

namespace plateau::ui {

class SettingsPanel final : public Panel {
  public:
    // Returns an error to show, or nothing when saved (the panel closes).
    using Save = std::function<std::optional<std::string>(const core::Settings& values)>;

    // `current`: the values shown first; `base`: what "Defaults" goes back to.
    SettingsPanel(std::string title, const core::ParamSchema& schema, const core::Settings& current,
                  core::Settings base, std::string save_label, Save save);

    // The game's judgement of the values together: the panel then shows each integer's limits
    // with the other values and why the game refuses a set, and never saves a refused set.
    void set_judge(core::SettingsJudge judge) { form_.set_judge(std::move(judge)); }
    // The problems of the user's file (which Save writes out as comments), each shown under
    // its field or, when about no field, above the buttons.
    void show_file_problems(std::vector<core::UserFileProblem> problems);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    // A clickable part of a row, from the last draw.
    enum class Part { field, minus, plus, toggle, previous, next, swatch };
    struct HotSpot {
        std::size_t row;
        Part part;
        Rect rect;
        std::size_t item = 0;  // a swatch's colour in a list
    };

    void save();
    void open_chooser(std::size_t row, std::size_t item, const Rect& anchor);
    void choose_colour(sf::Color colour);
    void focus_row(int row);
    void move_focus(int direction);
    bool click(sf::Vector2f point);
    [[nodiscard]] float row_height(std::size_t index) const;
    // Each field's help, wrapped to at most two lines at the label's width (last draw).
    void wrap_help(const Painter& painter, float label_width);
    void draw_row(Painter& painter, std::size_t index, const Rect& row);
    void draw_control(Painter& painter, std::size_t index, const Rect& area);

    std::string title_;
    SettingsForm form_;
    core::Settings base_;
    Save save_;
    ButtonRow row_;
    std::string message_;
    bool message_is_note_ = false;  // message_ tells what happened (muted), not a problem (red)
    std::string file_note_;         // the user's file's problems that are about no field
    bool closed_ = false;
    int focus_ = 0;  // the field with the keyboard focus; -1: the buttons have it
    // The rows scroll by pixels inside their area (clipped by a view of their own).
    float scroll_ = 0;
    bool scroll_to_focus_ = false;  // bring the focused row into view at the next draw
    Rect rows_area_;                // from the last draw
    std::vector<HotSpot> spots_;
    std::vector<std::vector<std::string>> help_lines_;
    std::vector<bool> help_cut_;  // the help had more than its two lines
    sf::Vector2f mouse_{-1, -1};
    ColourChooser chooser_;
    std::size_t chooser_row_ = 0;  // the field and the colour of a list it is open for
    std::size_t chooser_item_ = 0;
};

}  // namespace plateau::ui
