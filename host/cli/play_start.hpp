// The game `plateau play GAME` starts, in the terminal (--text) or in the window: a new one
// from --preset, --set, --seed and --layout, or the one left in a Continue file.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

#include "cli/cli_options.hpp"
#include "core/app/saved_game.hpp"

namespace plateau::core {
class HostContext;
}

namespace plateau::cli {

// A refused start; its message is printed as `error: REASON`.
class StartRefused : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Where --continue looks, and how a refusal names that place ("in the text mode").
struct ContinueSlot {
    std::filesystem::path file;
    std::string where;
};

// For `plateau play ID`: moves the ID to play.game_id and its game's id to play.game.
// Throws StartRefused for a malformed ID, or one given with --preset, --set, --seed,
// --layout or --continue. Does nothing when play.game is a game's id.
void read_game_id(PlayOptions& play);

// Starts `play.game` as the options say. Throws StartRefused or another exception whose
// message is the reason (an unknown game, preset or key, a bad value, seed or layout,
// --continue with nothing to continue).
[[nodiscard]] core::SavedGame start_game(core::HostContext& context, const PlayOptions& play,
                                         const ContinueSlot& slot);

}  // namespace plateau::cli
