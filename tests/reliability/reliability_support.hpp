// What the reliability tests share: a scratch folder with its own configuration (the
// build's real games and the misbehaving "rogue" plugin), data folder and XDG folders, and
// the real `plateau` program run in it.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../cli/process.hpp"
#include "temp_folder.hpp"
#include "text_files.hpp"

namespace reliability {

using cli_test::Interactive;
using cli_test::Result;

// How long a test waits for the text mode's next reply, in milliseconds.
inline constexpr int kReplyTimeoutMs = 20000;

std::filesystem::path build_plugin_dir();  // the real games
std::filesystem::path rogue_plugin_dir();  // rogue.so only
std::filesystem::path rogue_plugin();      // rogue.so

// A folder of the test's own (path(), write()) with a config and XDG folders in it.
class Scratch : public plateau::test::TempFolder {
  public:
    Scratch();

    // plateau.toml naming the build's plugin folder and the rogue plugin's.
    [[nodiscard]] const std::filesystem::path& config() const { return config_; }
    // The data folder the program is pointed at (--data-dir); not made in advance.
    [[nodiscard]] std::filesystem::path data() const { return path() / "data"; }

    // `plateau --config C --data-dir D ARGS`, `input` on standard input.
    [[nodiscard]] Result run(const std::vector<std::string>& args, const std::string& input = "",
                             const std::optional<std::filesystem::path>& data_dir = {}) const;
    // The same, driven line by line.
    [[nodiscard]] std::unique_ptr<Interactive> start(
        const std::vector<std::string>& args,
        const std::optional<std::filesystem::path>& data_dir = {}) const;

  private:
    [[nodiscard]] std::vector<std::string> full_args(
        const std::vector<std::string>& args,
        const std::optional<std::filesystem::path>& data_dir) const;
    [[nodiscard]] std::map<std::string, std::optional<std::string>> env() const;

    std::filesystem::path config_;
};

using plateau::test::lines_of;
using plateau::test::read_file;
// The moves of a save file, in order (read with toml++, as the host reads them).
std::vector<std::string> saved_moves(const std::filesystem::path& file);
// The last `status:` line of a reply; empty if none.
std::string last_status(const std::string& reply);
// The board of the last text-mode reply in `replies`: the lines before its status line,
// after its message:, played: and info: lines.
std::string board_of(const std::string& replies);

// A tmpfs mounted for a test (we run as root), unmounted and removed at the end.
class SmallDisk {
  public:
    explicit SmallDisk(const std::string& size);
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;
    ~SmallDisk();

    [[nodiscard]] bool mounted() const { return mounted_; }
    [[nodiscard]] const std::string& error() const { return error_; }
    [[nodiscard]] const std::filesystem::path& path() const { return folder_.path(); }
    // Remounts it read-only (or read-write again). False on failure.
    bool set_read_only(bool read_only);
    // Fills it up with a file: what is left is too little for any save.
    void fill();

  private:
    plateau::test::TempFolder folder_;
    bool mounted_ = false;
    std::string error_;
};

}  // namespace reliability
