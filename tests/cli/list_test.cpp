// `plateau list`: one line per plugin file found, ID<TAB>VERSION<TAB>PATH for a loaded one
// and refused<TAB>PATH<TAB>REASON for a refused one.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli_test_support.hpp"

namespace cli_test {
namespace {

bool has_line(const std::string& out, const std::string& line) {
    const Lines lines = lines_of(out);
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// Every line has three fields separated by tabs.
void expect_three_fields(const std::string& out) {
    for (const auto& line : lines_of(out)) {
        EXPECT_EQ(std::count(line.begin(), line.end(), '\t'), 2) << line;
    }
}

TEST(CliList, ListsLightsOutWithItsVersionAndPath) {
    const Sandbox box;
    const Result r = box.plateau({"--config", source_config_file().string(), "list"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const std::string expected =
        "lightsout\t1.0.0\t" + (build_plugin_dir() / "lightsout.so").string();
    EXPECT_TRUE(has_line(r.out, expected)) << r.out;
    expect_three_fields(r.out);
}

// abi.h: a plugin exports plateau_entry alone. One built without hidden visibility exports
// more, and still loads (every 1.x plugin keeps loading): listed as usual, with a warning on
// standard error naming how many symbols and the first.
TEST(CliList, APluginExportingMoreThanItsEntryLoadsWithAWarning) {
    const Sandbox box;
    const auto folder = test_plugin_dir() / "exports-all";
    const auto config =
        box.write("config/plateau.toml", "plugin_dirs = [\"" + folder.string() + "\"]\n");
    const Result r = box.plateau({"--config", config.string(), "list"});
    EXPECT_EQ(r.status, 0) << r.err;
    const auto file = (folder / "tally.so").string();
    EXPECT_EQ(lines_of(r.out), (Lines{"tally\t0.1.0\t" + file})) << r.out;
    const Lines errors = lines_of(r.err);
    ASSERT_EQ(errors.size(), 1u) << r.err;
    EXPECT_TRUE(starts_with(errors[0], "warning: " + file + ": it exports ")) << errors[0];
    EXPECT_NE(errors[0].find(" symbols besides plateau_entry ("), std::string::npos) << errors[0];
}

TEST(CliList, TheBuildTreeProgramFindsTheRepositorysConfigurationByDefault) {
    const Sandbox box;
    const Result r = box.plateau({"list"});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(
        has_line(r.out, "lightsout\t1.0.0\t" + (build_plugin_dir() / "lightsout.so").string()))
        << r.out;
}

TEST(CliList, ARefusedFileIsListedWithItsReason) {
    // The default configuration also scans $XDG_DATA_HOME/plateau/plugins.
    const Sandbox box;
    const auto broken = box.write("xdg-data/plateau/plugins/broken.so", "not a library\n");
    const Result r = box.plateau({"--config", source_config_file().string(), "list"});
    EXPECT_EQ(r.status, 0) << r.err;
    bool found = false;
    for (const auto& line : lines_of(r.out)) {
        const std::string prefix = "refused\t" + broken.string() + "\t";
        if (!starts_with(line, prefix)) continue;
        found = true;
        EXPECT_GT(line.size(), prefix.size()) << "no reason: " << line;
    }
    EXPECT_TRUE(found) << r.out;
    EXPECT_TRUE(
        has_line(r.out, "lightsout\t1.0.0\t" + (build_plugin_dir() / "lightsout.so").string()))
        << r.out;
    expect_three_fields(r.out);
}

TEST(CliList, ConfigAndDataDirWorkAfterTheCommandToo) {
    const Sandbox box;
    const Result r = box.plateau({"list", "--config", source_config_file().string(), "--data-dir",
                                  (box.path() / "data").string()});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(
        has_line(r.out, "lightsout\t1.0.0\t" + (build_plugin_dir() / "lightsout.so").string()))
        << r.out;
}

}  // namespace
}  // namespace cli_test
