// config/plateau.toml: defaults, every key, paths, and errors.
#include "core/config/host_config.hpp"

#include <gtest/gtest.h>

#include "core/config/path_expansion.hpp"
#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::config_error_of;
using testing::ScopedEnv;
using testing::TempDir;
using testing::Texts;

TEST(HostConfig, AnEmptyFileGivesTheDefaults) {
    TempDir dir;
    const auto file = dir.write("config/plateau.toml", "# nothing set\n");
    const HostConfig config = load_host_config(file);
    EXPECT_EQ(config.file, file);
    EXPECT_TRUE(config.plugin_dirs.empty());
    EXPECT_FALSE(config.plugins.has_value());
    EXPECT_EQ(config.window.width, 1024);
    EXPECT_EQ(config.window.height, 720);
    EXPECT_EQ(config.theme.name, ThemeName::light);
    EXPECT_FALSE(config.theme.dark.accent.has_value());
    EXPECT_TRUE(config.font.empty());
    EXPECT_FALSE(config.data_dir.has_value());
    EXPECT_TRUE(config.animations);
}

TEST(HostConfig, EveryKey) {
    TempDir dir;
    ScopedEnv home("HOME", "/home/ann");
    ScopedEnv data("XDG_DATA_HOME", "/data");
    const auto file =
        dir.write("config/plateau.toml",
                  "plugin_dirs = [\"../plugins\", \"~/games\", \"$XDG_DATA_HOME/plateau/plugins\", "
                  "\"/opt/plateau\"]\n"
                  "plugins = [\"samegame\", \"lightsout\"]\n"
                  "font = \"fonts/Big.ttf\"\n"
                  "data_dir = \"${HOME}/saves\"\n"
                  "animations = false\n"
                  "\n"
                  "[window]\n"
                  "width = 800\n"
                  "height = 600\n"
                  "\n"
                  "[theme]\n"
                  "name = \"dark\"\n"
                  "\n"
                  "[theme.dark]\n"
                  "accent = \"Orange\"\n"
                  "background = \"#101010\"\n"
                  "\n"
                  "[theme.light]\n"
                  "text = \"black\"\n");
    const HostConfig config = load_host_config(file);
    const auto folder = file.parent_path();
    EXPECT_EQ(config.plugin_dirs,
              (std::vector<std::filesystem::path>{folder / "../plugins", "/home/ann/games",
                                                  "/data/plateau/plugins", "/opt/plateau"}));
    EXPECT_EQ(config.plugins, (Texts{"samegame", "lightsout"}));
    EXPECT_EQ(config.font, folder / "fonts/Big.ttf");
    EXPECT_EQ(config.data_dir, std::filesystem::path("/home/ann/saves"));
    EXPECT_FALSE(config.animations);
    EXPECT_EQ(config.window.width, 800);
    EXPECT_EQ(config.window.height, 600);
    EXPECT_EQ(config.theme.name, ThemeName::dark);
    EXPECT_EQ(config.theme.dark.accent, "#ff7800");
    EXPECT_EQ(config.theme.dark.background, "#101010");
    EXPECT_EQ(config.theme.light.text, "#000000");
    EXPECT_FALSE(config.theme.light.accent.has_value());
}

TEST(HostConfig, ThemeAsAPlainString) {
    TempDir dir;
    const auto file = dir.write("plateau.toml", "theme = \"dark\"\n");
    EXPECT_EQ(load_host_config(file).theme.name, ThemeName::dark);
}

TEST(HostConfig, AnEmptyPluginListEnablesNone) {
    TempDir dir;
    const auto file = dir.write("plateau.toml", "plugins = []\n");
    EXPECT_EQ(load_host_config(file).plugins, Texts{});
}

class BadHostFile : public ::testing::Test {
  protected:
    std::string error_of(std::string_view text) {
        const auto file = dir_.write("config/plateau.toml", text);
        std::string message = config_error_of([&] { (void)load_host_config(file); });
        const std::string name = file.string();
        if (message.starts_with(name)) message.replace(0, name.size(), "FILE");
        return message;
    }

  private:
    TempDir dir_;
};

TEST_F(BadHostFile, WindowTooSmall) {
    EXPECT_EQ(
        error_of("[window]\nwidth = 320\n"),
        "FILE:2:9: window.width = 320 is out of range: an integer from 640 to 16384 is allowed");
    EXPECT_EQ(
        error_of("[window]\nheight = 479\n"),
        "FILE:2:10: window.height = 479 is out of range: an integer from 480 to 16384 is allowed");
    EXPECT_EQ(error_of("window = 3\n"),
              "FILE:1:10: window = 3: a table ([window]) of width and height is expected");
}

TEST_F(BadHostFile, UnknownKeysSayWhatWasMeant) {
    EXPECT_EQ(error_of("animation = true\n"),
              "FILE:1:1: unknown key \"animation\": did you mean \"animations\"?");
    EXPECT_EQ(error_of("[window]\nwidht = 800\n"),
              "FILE:2:1: unknown key \"widht\": did you mean \"width\"?");
    EXPECT_EQ(error_of("[theme.dark]\naccnet = \"red\"\n"),
              "FILE:2:1: unknown key \"accnet\": did you mean \"accent\"?");
    EXPECT_EQ(
        error_of("colour = 1\n"),
        "FILE:1:1: unknown key \"colour\": allowed: plugin_dirs, plugins, window, theme, font, "
        "data_dir, animations, language");
}

TEST_F(BadHostFile, ValuesOfTheWrongKind) {
    EXPECT_EQ(error_of("theme = \"blue\"\n"), "FILE:1:9: theme = \"blue\": allowed: light, dark");
    EXPECT_EQ(error_of("[theme]\nname = \"grey\"\n"),
              "FILE:2:8: theme.name = \"grey\": allowed: light, dark");
    EXPECT_EQ(error_of("[theme.dark]\naccent = \"bleu\"\n"),
              "FILE:2:10: theme.dark.accent = \"bleu\": a colour name or #rrggbb is expected; did "
              "you mean "
              "\"blue\"?");
    EXPECT_EQ(error_of("animations = 1\n"), "FILE:1:14: animations = 1: true or false is expected");
    EXPECT_EQ(error_of("plugin_dirs = \"plugins\"\n"),
              "FILE:1:15: plugin_dirs = \"plugins\": a list of texts is expected");
    EXPECT_EQ(error_of("plugins = [\"Same Game\"]\n"),
              "FILE:1:11: plugins = [\"Same Game\"]: \"Same Game\" is not a plugin id (a word of "
              "[a-z0-9_-])");
}

TEST_F(BadHostFile, AnUnsetVariableInAPath) {
    ScopedEnv unset("PLATEAU_TEST_UNSET", std::nullopt);
    EXPECT_EQ(error_of("data_dir = \"$PLATEAU_TEST_UNSET/x\"\n"),
              "FILE:1:12: data_dir = \"$PLATEAU_TEST_UNSET/x\": $PLATEAU_TEST_UNSET is not set");
}

TEST(HostConfig, AMissingFileIsAnError) {
    TempDir dir;
    const auto file = dir.path() / "none.toml";
    EXPECT_EQ(config_error_of([&] { (void)load_host_config(file); }),
              file.string() + ": cannot be read: No such file or directory");
}

TEST(ResolveRelative, RelativeToTheFilesFolder) {
    EXPECT_EQ(resolve_relative("config/plateau.toml", "plugins"),
              std::filesystem::path("config/plugins"));
    EXPECT_EQ(resolve_relative("/etc/plateau/plateau.toml", "../x"),
              std::filesystem::path("/etc/plateau/../x"));
    EXPECT_EQ(resolve_relative("config/plateau.toml", "/opt/p"), std::filesystem::path("/opt/p"));
    EXPECT_EQ(resolve_relative("plateau.toml", "p"), std::filesystem::path("p"));
}

TEST(ExpandPath, TildeAndVariables) {
    ScopedEnv home("HOME", "/home/ann");
    ScopedEnv data("XDG_DATA_HOME", std::nullopt);
    ScopedEnv other("PLATEAU_TEST_VAR", "v");
    EXPECT_EQ(expand_path("~"), std::filesystem::path("/home/ann"));
    EXPECT_EQ(expand_path("~/x"), std::filesystem::path("/home/ann/x"));
    EXPECT_EQ(expand_path("a~/x"), std::filesystem::path("a~/x"));
    EXPECT_EQ(expand_path("$XDG_DATA_HOME/p"), std::filesystem::path("/home/ann/.local/share/p"));
    EXPECT_EQ(expand_path("${PLATEAU_TEST_VAR}s/$PLATEAU_TEST_VAR"), std::filesystem::path("vs/v"));
    EXPECT_EQ(expand_path("cost$5/${x"), std::filesystem::path("cost$5/${x"));
}

}  // namespace
}  // namespace plateau::core
