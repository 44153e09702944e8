// Where data and the user's configuration live.
#include "core/config/data_dir.hpp"

#include <gtest/gtest.h>

#include "core/config/user_dirs.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::ScopedEnv;

TEST(DataDir, TheCommandLineComesFirst) {
    ScopedEnv env("PLATEAU_DATA_DIR", "/env");
    HostConfig host;
    host.data_dir = "/configured";
    EXPECT_EQ(resolve_data_dir(std::filesystem::path("/cli"), host), std::filesystem::path("/cli"));
}

TEST(DataDir, ThenTheEnvironment) {
    ScopedEnv env("PLATEAU_DATA_DIR", "/env");
    HostConfig host;
    host.data_dir = "/configured";
    EXPECT_EQ(resolve_data_dir(std::nullopt, host), std::filesystem::path("/env"));
}

TEST(DataDir, ThenTheHostFile) {
    ScopedEnv env("PLATEAU_DATA_DIR", "");  // empty counts as unset
    HostConfig host;
    host.data_dir = "/configured";
    EXPECT_EQ(resolve_data_dir(std::nullopt, host), std::filesystem::path("/configured"));
}

TEST(DataDir, ThenXdgDataHome) {
    ScopedEnv env("PLATEAU_DATA_DIR", std::nullopt);
    ScopedEnv xdg("XDG_DATA_HOME", "/xdg/data");
    EXPECT_EQ(resolve_data_dir(std::nullopt, HostConfig{}),
              std::filesystem::path("/xdg/data/plateau"));
}

TEST(DataDir, XdgDataHomeDefaultsToLocalShare) {
    ScopedEnv env("PLATEAU_DATA_DIR", std::nullopt);
    ScopedEnv home("HOME", "/home/ann");
    ScopedEnv xdg("XDG_DATA_HOME", std::nullopt);
    EXPECT_EQ(resolve_data_dir(std::nullopt, HostConfig{}),
              std::filesystem::path("/home/ann/.local/share/plateau"));
    ScopedEnv relative("XDG_DATA_HOME", "relative/path");  // not absolute: ignored, as XDG says
    EXPECT_EQ(resolve_data_dir(std::nullopt, HostConfig{}),
              std::filesystem::path("/home/ann/.local/share/plateau"));
}

TEST(UserConfigDir, XdgConfigHomeOrDotConfig) {
    ScopedEnv home("HOME", "/home/ann");
    {
        ScopedEnv xdg("XDG_CONFIG_HOME", "/xdg/config");
        EXPECT_EQ(user_config_dir(), std::filesystem::path("/xdg/config/plateau"));
        EXPECT_EQ(user_game_file("samegame"),
                  std::filesystem::path("/xdg/config/plateau/games/samegame.toml"));
    }
    ScopedEnv xdg("XDG_CONFIG_HOME", std::nullopt);
    EXPECT_EQ(user_config_dir(), std::filesystem::path("/home/ann/.config/plateau"));
}

TEST(GameConfigFiles, TheGameFileThenTheUsersFile) {
    ScopedEnv xdg("XDG_CONFIG_HOME", "/xdg/config");
    EXPECT_EQ(game_config_files("/usr/share/plateau/config", "samegame"),
              (std::vector<std::filesystem::path>{"/usr/share/plateau/config/games/samegame.toml",
                                                  "/xdg/config/plateau/games/samegame.toml"}));
}

// xdg-user-dirs' file: XDG_DOCUMENTS_DIR="$HOME/Documents" or an absolute path; the home
// folder itself, or a folder that does not exist, is no documents folder.
TEST(DocumentsDir, IsWhatUserDirsNamesWhenItExists) {
    const testing::TempDir dir;
    ScopedEnv config("XDG_CONFIG_HOME", (dir.path() / "config").string());
    ScopedEnv home("HOME", (dir.path() / "home").string());
    std::filesystem::create_directories(dir.path() / "home" / "Documents");
    EXPECT_EQ(documents_dir(), std::nullopt);  // no user-dirs.dirs
    dir.write("config/user-dirs.dirs",
              "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
              "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n");
    EXPECT_EQ(documents_dir(), dir.path() / "home" / "Documents");
    dir.write("config/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\"$HOME/\"\n");
    EXPECT_EQ(documents_dir(), std::nullopt);  // the home folder: "none"
    dir.write("config/user-dirs.dirs", "XDG_DOCUMENTS_DIR=\"$HOME/Papers\"\n");
    EXPECT_EQ(documents_dir(), std::nullopt);  // not made
    dir.write("config/user-dirs.dirs",
              "XDG_DOCUMENTS_DIR=\"" + (dir.path() / "home" / "Documents").string() + "\"\n");
    EXPECT_EQ(documents_dir(), dir.path() / "home" / "Documents");  // absolute
}

}  // namespace
}  // namespace plateau::core
