// The panel over the dimmed board when a game ends: the result, the score and time, and a
// new high score's rank, with New game (Enter, N) and Back (Esc). Undo (U, Ctrl+Z) closes
// it and takes the last move back.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ui/widgets/panel.hpp"

namespace plateau::ui {

struct GameOverSummary {
    std::string result;              // "You won!", "Game over", "Player 2 wins"
    std::string message;             // the game's own words on the end (names, lines), wrapped
    std::vector<std::string> lines;  // "Score 120", "Time 01:23", "New high score: #1"
    bool highlight_last = false;     // the last line is a new high score: in the accent colour
    // The game's quick commands (Tilings' Export…), as buttons before Back and New game:
    // action "command:NAME" and label.
    std::vector<std::pair<std::string, std::string>> commands;
};

class GameOverPanel final : public Panel {
  public:
    // Receives "new", "back", "undo", "quit" or a command's action.
    using Action = std::function<void(const std::string& action)>;

    GameOverPanel(GameOverSummary summary, Action action);

    bool handle(const sf::Event& event, Clock::time_point now) override;
    void draw(Painter& painter, sf::RenderTarget& target, sf::Vector2f window) override;
    [[nodiscard]] bool closed() const override { return closed_; }

  private:
    void act(const std::string& action);

    GameOverSummary summary_;
    Action action_;
    ButtonRow row_;
    bool closed_ = false;
};

}  // namespace plateau::ui
