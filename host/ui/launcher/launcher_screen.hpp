// The launcher: a header ("Plateau", "Pick a game"), a grid of cards that reflows with the
// window, and a line of keys at the bottom. The plugin folders are scanned again whenever
// the launcher is shown and on F5, so a plugin dropped into a folder appears.
//
// Mouse: a card's picture or Play plays, ‹ › change the preset, Settings opens the form,
// Continue resumes the last game; in the header, Play a Game ID… asks for an ID (a game's
// menu copies one) and plays that game, Rescan looks at the folders. Keys: arrows and Tab
// move the focus, Enter plays, Shift+Left/Right change the preset, S settings, C continue,
// I a game ID, F1 how to play, F5 rescan, Q quit. The wheel scrolls when the cards do not
// fit.
#pragma once

#include <SFML/Graphics/View.hpp>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/launcher/card_layout.hpp"
#include "ui/launcher/launcher_cards.hpp"
#include "ui/launcher/thumbnail_cache.hpp"
#include "ui/widgets/panel.hpp"
#include "ui/widgets/screen.hpp"
#include "ui/widgets/tooltip.hpp"

namespace plateau::ui {

// The launcher's fixed measures (the GUI tests click by them: change them with care).
namespace launcher_metrics {
inline constexpr float kHeaderHeight = 100;
inline constexpr float kErrorHeight = 36;  // the banner of the last error, under the header
inline constexpr float kFooterHeight = 36;
inline constexpr float kContentPad = 8;  // room in the grid for a focus ring and a lifted card
}  // namespace launcher_metrics

class LauncherScreen final : public Screen {
  public:
    LauncherScreen(UiContext& ui, Navigator& navigator);

    void resize(sf::Vector2f size) override;
    void shown() override;
    // Shows a message in the banner over the cards (an error, a game closed after its
    // plugin failed) until another replaces it.
    void show_error(const std::string& message);
    bool handle(const sf::Event& event, Clock::time_point now) override;
    bool update(Clock::time_point now) override;
    [[nodiscard]] std::optional<Clock::time_point> next_wake(Clock::time_point now) const override;
    void draw(sf::RenderTarget& target, Painter& painter, Clock::time_point now) override;

    // Scans the plugin folders and rebuilds the cards.
    void rescan();
    // Drops the banner when it is about this game (its settings saved, its plugin changed).
    void forget_error_about(const std::string& id);
    // The cards made again from the plugins the host offers now.
    void refresh_cards();
    void plugins_changed(const std::vector<core::PluginChange>& changes,
                         Clock::time_point now) override;
    [[nodiscard]] const std::vector<LauncherCard>& cards() const { return cards_; }

  private:
    // The tooltip's key while the keyboard's focus is on a card (then its number and the
    // count of keys).
    static constexpr std::string_view kFocusTooltip = "card-focus:";
    // A part of a card under a point: the card's index and the part's name.
    struct Hit {
        int card = -1;
        std::string part;  // "play", "continue", "settings", "previous", "next", "body", ""
    };
    [[nodiscard]] Hit hit(sf::Vector2f point) const;
    [[nodiscard]] Rect grid_area() const;
    // The header's buttons, right-aligned: "game-id" (Play a Game ID…) and "rescan".
    [[nodiscard]] std::vector<Button> header_buttons() const;
    void header_action(const std::string& action);
    void open_game_id();
    [[nodiscard]] float max_scroll() const;
    void layout();
    void scroll_to(int card);
    void move_focus(int by_columns, int by_cards);

    bool click(const Hit& hit);
    void play(int card);
    void continue_game(int card);
    void open_settings(int card);
    void open_help(int card);
    void open_scores(int card);  // the table for the card's chosen preset
    void cycle_preset(int card, int direction);
    bool handle_key(const sf::Event::KeyEvent& key);
    void draw_header(Painter& painter);
    void draw_empty(Painter& painter);

    UiContext& ui_;
    Navigator& navigator_;
    ThumbnailCache thumbnails_;
    std::vector<LauncherCard> cards_;
    GridLayout grid_;
    std::unique_ptr<Panel> panel_;
    TooltipTimer tooltip_;
    CutTexts cuts_;                   // the texts drawn cut by the last frame
    sf::Vector2f tip_point_{-1, -1};  // the pointer, for their tooltips (also over a panel)
    unsigned focus_keys_ = 0;         // keys that moved or changed the focused card
    sf::Vector2f size_;
    sf::Vector2f mouse_{-1, -1};
    float scroll_ = 0;
    int focus_ = -1;  // the card with the keyboard focus; -1 until the keyboard is used
    Hit pressed_;
    std::string error_;           // the last thing that failed (a game that would not start)
    std::string error_about_;     // the game it is about; it goes once that game changes
                                  // (" scan": a failed scan; the next good one ends it)
    std::string header_hovered_;  // the header button under the pointer ("" for none)
    bool swallow_text_ = false;   // the text event of a key the launcher took
    bool tooltip_shown_ = false;  // by the last frame
};

}  // namespace plateau::ui
