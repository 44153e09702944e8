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

}  // namespace
}  // namespace plateau::core
