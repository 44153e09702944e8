// SFML events to the plugin's plateau_input, in board pixels. Keeps what a pointer needs
// between events: whether it is over the board (to send POINTER_LEAVE once when it goes)
// and which buttons are held (a drag that leaves the board keeps reaching the game,
// clamped to the board's edge, until the button is released).
#pragma once

#include <plateau/abi.h>

#include <SFML/Window/Event.hpp>
#include <optional>

#include "ui/game/board_viewport.hpp"

namespace plateau::ui {

// A plateau_key or lower-case ASCII code for an SFML key; 0 for keys games do not get.
[[nodiscard]] int plateau_key_of(sf::Keyboard::Key key);
// PLATEAU_MOD_* bits of a key event.
[[nodiscard]] int plateau_modifiers_of(const sf::Event::KeyEvent& key);

class BoardPointer {
  public:
    // The input for the game, if the event concerns the board (shown at board.screen, in
    // window pixels): in board pixels, the board's whole size as width and height.
    std::optional<plateau_input> translate(const sf::Event& event, const BoardViewport& board);
    // Forget held buttons and hover (the board was replaced, a panel opened).
    void reset() {
        inside_ = false;
        buttons_down_ = 0;
    }

  private:
    [[nodiscard]] plateau_input pointer(plateau_input_type type, float x, float y,
                                        const BoardViewport& board) const;

    bool inside_ = false;
    int buttons_down_ = 0;  // bit (1 << PLATEAU_BUTTON_*) per button held
};

}  // namespace plateau::ui
