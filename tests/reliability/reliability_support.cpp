#include "reliability_support.hpp"

#include <sys/mount.h>
#include <toml++/toml.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace reliability {

namespace fs = std::filesystem;

fs::path build_plugin_dir() { return PLATEAU_BUILD_PLUGIN_DIR; }
fs::path rogue_plugin_dir() { return fs::path(ROGUE_PLUGIN).parent_path(); }
fs::path rogue_plugin() { return ROGUE_PLUGIN; }

Scratch::Scratch() : TempFolder("plateau-reliability") {
    fs::create_directories(path() / "xdg-data");
    fs::create_directories(path() / "xdg-config");
    config_ =
        write("config/plateau.toml", "plugin_dirs = [\"" + build_plugin_dir().string() + "\", \"" +
                                         rogue_plugin_dir().string() + "\"]\nanimations = false\n");
}

std::vector<std::string> Scratch::full_args(const std::vector<std::string>& args,
                                            const std::optional<fs::path>& data_dir) const {
    std::vector<std::string> all = args;
    all.insert(all.end(),
               {"--config", config_.string(), "--data-dir", data_dir.value_or(data()).string()});
    return all;
}

std::map<std::string, std::optional<std::string>> Scratch::env() const {
    return {{"XDG_DATA_HOME", (path() / "xdg-data").string()},
            {"XDG_CONFIG_HOME", (path() / "xdg-config").string()},
            {"PLATEAU_DATA_DIR", std::nullopt},
            {"PLATEAU_BUILTIN_PLUGIN_DIR", std::nullopt}};
}

Result Scratch::run(const std::vector<std::string>& args, const std::string& input,
                    const std::optional<fs::path>& data_dir) const {
    return cli_test::run_process(PLATEAU_EXECUTABLE, full_args(args, data_dir), input, env());
}

std::unique_ptr<Interactive> Scratch::start(const std::vector<std::string>& args,
                                            const std::optional<fs::path>& data_dir) const {
    return std::make_unique<Interactive>(PLATEAU_EXECUTABLE, full_args(args, data_dir), env());
}

std::vector<std::string> saved_moves(const fs::path& file) {
    const toml::table doc = toml::parse_file(file.string());
    std::vector<std::string> moves;
    if (const toml::array* list = doc["moves"].as_array()) {
        for (const auto& m : *list) moves.push_back(m.value_or(std::string("<not text>")));
    }
    return moves;
}

std::string last_status(const std::string& reply) {
    std::string status;
    for (const auto& line : lines_of(reply)) {
        if (line.starts_with("status: ")) status = line;
    }
    return status;
}

std::string board_of(const std::string& replies) {
    std::string board, last;
    for (const auto& line : lines_of(replies)) {
        if (line.starts_with("status: ")) {
            last = board;
            board.clear();
        } else if (line.starts_with("played: ") || line.starts_with("message: ") ||
                   line.starts_with("info: ")) {
            board.clear();
        } else {
            board += line + "\n";
        }
    }
    return last;
}

SmallDisk::SmallDisk(const std::string& size) : folder_("plateau-disk") {
    const std::string options = "size=" + size + ",mode=0755";
    if (::mount("tmpfs", path().c_str(), "tmpfs", 0, options.c_str()) == 0) {
        mounted_ = true;
    } else {
        error_ = std::string("mount -t tmpfs failed: ") + std::strerror(errno) +
                 " (the test runs as root to mount a small disk)";
    }
}

SmallDisk::~SmallDisk() {
    // Unmounted before the folder goes (a member, removed after this body).
    if (mounted_) ::umount2(path().c_str(), MNT_DETACH);
}

bool SmallDisk::set_read_only(bool read_only) {
    const unsigned long flags = MS_REMOUNT | (read_only ? MS_RDONLY : 0);
    return ::mount("tmpfs", path().c_str(), "tmpfs", flags, nullptr) == 0;
}

void SmallDisk::fill() {
    std::ofstream out(path() / "filler", std::ios::binary);
    const std::string block(4096, 'x');
    for (int i = 0; i < 1 << 20 && out; ++i) out.write(block.data(), block.size());
}

}  // namespace reliability
