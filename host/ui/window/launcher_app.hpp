// The window: the launcher, and the game screen it opens. The command line's default.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace plateau::core {
class HostContext;
class Session;
}  // namespace plateau::core

namespace plateau::ui {

// A game to open at once, instead of the launcher (`plateau play GAME`); Esc still leads
// to the launcher.
struct FirstGame {
    std::string id;
    std::unique_ptr<core::Session> session;
    double elapsed_seconds = 0;
};

// Opens the window titled "Plateau" on the launcher (or on `first`) and runs it until the
// player quits. Returns the program's exit status: 0, or 1 when the window cannot work (no
// font; the reason is printed on standard error). `messages` are shown over the cards at
// the start.
int run_launcher(plateau::core::HostContext& context, std::optional<FirstGame> first = {},
                 const std::vector<std::string>& messages = {});

}  // namespace plateau::ui
