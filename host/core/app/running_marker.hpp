// The "running" marker: while a game is open, a small file in the data folder names its
// plugin, and a clean end removes it. A crash inside a plugin cannot be contained
// in-process (a segfault ends the program), so the next start finds the marker left behind
// and says which plugin was running when the program stopped. The game itself was saved
// after its last move (the Continue file), so nothing of it is lost.
//
// One marker per open game (`<data>/running/<pid>-<n>`), so two Plateau windows on one
// data folder never remove each other's; a marker whose process is still alive is not a
// crash.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace plateau::core {

// What a marker left by a stopped process says.
struct StoppedGame {
    std::string plugin_id;
    std::string plugin_path;
    std::filesystem::path marker;
};

// Markers of processes that are gone, oldest first; each is removed once read. A marker
// that cannot be read is reported with an empty id, and removed too.
[[nodiscard]] std::vector<StoppedGame> take_stopped_games(const std::filesystem::path& data_dir);

// The sentence a front end shows for one of them.
[[nodiscard]] std::string stopped_game_message(const StoppedGame& stopped);

// Marks a game as running for as long as it lives. Writing the marker is best effort: a
// data folder that cannot be written must not stop the game (the save reports that).
class RunningGame {
  public:
    RunningGame(const std::filesystem::path& data_dir, const std::string& plugin_id,
                const std::filesystem::path& plugin_path);
    ~RunningGame();
    RunningGame(const RunningGame&) = delete;
    RunningGame& operator=(const RunningGame&) = delete;

    [[nodiscard]] const std::filesystem::path& marker() const { return marker_; }

  private:
    std::filesystem::path marker_;
};

}  // namespace plateau::core
