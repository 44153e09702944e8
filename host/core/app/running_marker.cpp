#include "core/app/running_marker.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <fstream>
#include <system_error>

#include "core/i18n/translate.hpp"
#include "core/util/atomic_file.hpp"

namespace plateau::core {

namespace fs = std::filesystem;

namespace {

fs::path markers_dir(const fs::path& data_dir) { return data_dir / "running"; }

// Whether the process that wrote a marker named PID-N is still alive.
bool process_alive(const std::string& name) {
    pid_t pid = 0;
    for (const char c : name) {
        if (c == '-') break;
        if (c < '0' || c > '9' || pid > 100000000) return false;
        pid = pid * 10 + (c - '0');
    }
    if (pid <= 0) return false;
    if (pid == ::getpid()) return true;
    return ::kill(pid, 0) == 0 || errno == EPERM;
}

}  // namespace

std::vector<StoppedGame> take_stopped_games(const fs::path& data_dir) {
    std::vector<std::pair<fs::file_time_type, StoppedGame>> found;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(markers_dir(data_dir), error)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with(".") || process_alive(name)) continue;
        StoppedGame stopped;
        stopped.marker = entry.path();
        std::ifstream in(entry.path());
        std::getline(in, stopped.plugin_id);
        std::getline(in, stopped.plugin_path);
        std::error_code time_error;
        const auto written = entry.last_write_time(time_error);
        found.emplace_back(written, std::move(stopped));
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<StoppedGame> out;
    for (auto& [when, stopped] : found) {
        std::error_code remove_error;
        fs::remove(stopped.marker, remove_error);
        out.push_back(std::move(stopped));
    }
    return out;
}

std::string stopped_game_message(const StoppedGame& stopped) {
    if (stopped.plugin_id.empty()) {
        return format(tr("Plateau stopped unexpectedly while a game was open (its marker {} "
                         "could not be read)"),
                      stopped.marker.string());
    }
    // TRANSLATORS: {0} is the plugin's id, {1} its file. "Continue" is the launcher's button,
    // --continue an option of the command line: keep it.
    return format(tr("Plateau stopped unexpectedly while the plugin \"{0}\" ({1}) was running; "
                     "its game was saved after the last move (Continue in the launcher, "
                     "--continue in the text mode)"),
                  stopped.plugin_id, stopped.plugin_path);
}

RunningGame::RunningGame(const fs::path& data_dir, const std::string& plugin_id,
                         const fs::path& plugin_path) {
    try {
        fs::create_directories(markers_dir(data_dir));
        // PID-N: one marker per open game, so that a game opened before another is closed
        // never removes the other's marker with its own.
        static std::atomic<unsigned> count{0};
        const fs::path marker =
            markers_dir(data_dir) / (std::to_string(::getpid()) + "-" + std::to_string(count++));
        atomic_write_file(marker, plugin_id + "\n" + plugin_path.string() + "\n");
        marker_ = marker;
    } catch (const std::exception&) {
        // No marker: a crash would go unexplained, nothing more.
    }
}

RunningGame::~RunningGame() {
    if (marker_.empty()) return;
    std::error_code error;
    fs::remove(marker_, error);
}

}  // namespace plateau::core
