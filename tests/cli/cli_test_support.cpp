#include "cli_test_support.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <sstream>

namespace cli_test {

namespace fs = std::filesystem;

const fs::path& source_config_file() {
    static const fs::path file = fs::path(PLATEAU_SOURCE_CONFIG_DIR) / "plateau.toml";
    return file;
}

fs::path build_plugin_dir() { return PLATEAU_BUILD_PLUGIN_DIR; }
fs::path test_plugin_dir() { return CLI_TEST_PLUGIN_DIR; }

Sandbox::Sandbox() : TempFolder("plateau-cli-test") {
    fs::create_directories(path() / "xdg-data");
    fs::create_directories(path() / "xdg-config");
}

Result Sandbox::plateau(const std::vector<std::string>& args, const std::string& input,
                        const Environment& extra_env) const {
    Environment env = {{"XDG_DATA_HOME", (path() / "xdg-data").string()},
                       {"XDG_CONFIG_HOME", (path() / "xdg-config").string()},
                       {"PLATEAU_DATA_DIR", std::nullopt},
                       {"PLATEAU_BUILTIN_PLUGIN_DIR", std::nullopt},
                       {"DISPLAY", std::nullopt},
                       {"WAYLAND_DISPLAY", std::nullopt},
                       {"LANG", "C"},
                       {"LANGUAGE", std::nullopt},
                       {"LC_ALL", std::nullopt},
                       {"LC_MESSAGES", std::nullopt}};
    for (const auto& [name, value] : extra_env) env[name] = value;
    return run_process(PLATEAU_EXECUTABLE, args, input, env);
}

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

void expect_lines(const std::string& actual, const Lines& expected) {
    EXPECT_TRUE(actual.empty() || actual.back() == '\n') << "no final line break";
    const Lines got = lines_of(actual);
    const std::size_t n = std::max(got.size(), expected.size());
    for (std::size_t i = 0; i < n; ++i) {
        const std::string g = i < got.size() ? got[i] : "<missing>";
        const std::string e = i < expected.size() ? expected[i] : "<nothing more>";
        if (e == "message: *") {
            EXPECT_TRUE(starts_with(g, "message: ") && g.size() > 9)
                << "line " << i + 1 << ": " << g;
        } else {
            EXPECT_EQ(g, e) << "line " << i + 1;
        }
    }
}

void add_reply(Lines& lines, const Lines& rows, const std::string& status) {
    lines.insert(lines.end(), rows.begin(), rows.end());
    lines.push_back(status);
}

std::string layout(const Lines& rows) {
    std::string text;
    for (const auto& row : rows) text += row + "\n";
    return text;
}

}  // namespace cli_test
