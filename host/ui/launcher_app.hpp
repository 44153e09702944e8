// The window: the launcher, and the game screen it opens. The command line's default.
#pragma once

#include <string>
#include <vector>

namespace plateau::core {
class HostContext;
}

namespace plateau::ui {

// Opens the window titled "Plateau" on the launcher and runs it until the player quits.
// Returns the program's exit status: 0, or 1 when the window cannot work (no font; the
// reason is printed on standard error). `messages` are shown over the cards at the start.
int run_launcher(plateau::core::HostContext& context,
                 const std::vector<std::string>& messages = {});

}  // namespace plateau::ui
