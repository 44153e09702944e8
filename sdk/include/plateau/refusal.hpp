// plateau::Refusal: what a game throws to refuse a move, a layout or its settings. Its
// message is shown to the player as it is, so it says what is wrong and what is allowed
// ("layout line 3: 4 characters, 5 expected"). A game's pure rules include this header
// alone; nothing of the canvas or the C table comes with it.
#pragma once

#include <stdexcept>

namespace plateau {

class Refusal : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace plateau
