// The one exception the configuration layer throws.
#pragma once

#include <stdexcept>

namespace plateau::core {

// A configuration problem, ready to show as it is: what() is the whole message, naming
// where the problem is and what is allowed, e.g.
//   config/games/samegame.toml:3:8: rows = 0 is out of range: an integer from 1 to 100 is allowed
class ConfigError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace plateau::core
