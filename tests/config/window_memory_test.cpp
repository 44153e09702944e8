// The window's remembered size (<data>/window.toml): read back as written, used only while
// plateau.toml asks for the size it was written under, and a damaged file named with its
// line and what is allowed, never used.
#include "core/config/window_memory.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <system_error>

#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::TempDir;

const WindowSize kConfigured{1024, 720};

std::string contents(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(WindowMemory, NoFileNoSizeAndNoProblem) {
    TempDir dir;
    const RememberedWindow remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.present);
    EXPECT_FALSE(remembered.size.has_value());
    EXPECT_EQ(remembered.problem, "");
}

TEST(WindowMemory, WrittenThenReadBack) {
    TempDir dir;
    write_window_memory(dir.path(), {1300, 850}, false, kConfigured);
    const std::string text = contents(dir / "window.toml");
    EXPECT_NE(text.find("\nwidth = 1300\nheight = 850\nconfigured_width = 1024\n"
                        "configured_height = 720\nmaximised = false\n"),
              std::string::npos)
        << text;
    const RememberedWindow remembered = read_window_memory(dir.path(), kConfigured);
    ASSERT_TRUE(remembered.size.has_value()) << remembered.problem;
    EXPECT_EQ(*remembered.size, (WindowSize{1300, 850}));
    EXPECT_EQ(remembered.problem, "");
    // Only the file itself in the folder: the atomic write's temporary is gone.
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir.path()))
        ++files;
    EXPECT_EQ(files, 1);
}

TEST(WindowMemory, MaximisedWithTheSizeBefore) {
    TempDir dir;
    write_window_memory(dir.path(), {1300, 850}, true, kConfigured);
    EXPECT_NE(contents(dir / "window.toml").find("\nmaximised = true\n"), std::string::npos);
    RememberedWindow remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_EQ(remembered.size, (WindowSize{1300, 850}));
    EXPECT_TRUE(remembered.maximised);
    // A file without the key (written before it was kept): not maximised.
    dir.write("window.toml",
              "width = 1300\nheight = 850\nconfigured_width = 1024\nconfigured_height = 720\n");
    remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_EQ(remembered.size, (WindowSize{1300, 850}));
    EXPECT_FALSE(remembered.maximised);
    // Not a boolean: named, with its line, and not used.
    const auto file = dir.write("window.toml",
                                "width = 1300\nheight = 850\nconfigured_width = 1024\n"
                                "configured_height = 720\nmaximised = 1\n");
    remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.size.has_value());
    EXPECT_EQ(remembered.problem,
              file.string() + ":5:13: maximised = 1: true or false is expected");
}

TEST(WindowMemory, AChangedConfigurationWins) {
    TempDir dir;
    write_window_memory(dir.path(), {1300, 850}, false, kConfigured);
    // plateau.toml now asks for 800x600 (or 1024x600): the file is not used, and that is no
    // problem.
    for (const WindowSize now : {WindowSize{800, 600}, WindowSize{1024, 600}}) {
        const RememberedWindow remembered = read_window_memory(dir.path(), now);
        EXPECT_TRUE(remembered.present);  // there, so the window's close writes it anew
        EXPECT_FALSE(remembered.size.has_value());
        EXPECT_EQ(remembered.problem, "");
    }
}

TEST(WindowMemory, ASideSmallerThanTheConfigurationsLeastIsKept) {
    // A window made 480x360 (its least) or opened on a small screen: 1 to 16384 is allowed.
    TempDir dir;
    write_window_memory(dir.path(), {480, 360}, false, kConfigured);
    EXPECT_EQ(read_window_memory(dir.path(), kConfigured).size, (WindowSize{480, 360}));
}

TEST(WindowMemory, ABadValueIsNamedWithItsLineAndNotUsed) {
    TempDir dir;
    const auto file = dir.write("window.toml",
                                "# a comment\nwidth = 1300\nheight = 0\nconfigured_width = 1024\n"
                                "configured_height = 720\n");
    RememberedWindow remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.size.has_value());
    // Line 3, column 10: where the value 0 starts.
    EXPECT_EQ(
        remembered.problem,
        file.string() + ":3:10: height = 0 is out of range: an integer from 1 to 16384 is allowed");
    dir.write("window.toml",
              "width = \"wide\"\nheight = 700\nconfigured_width = 1024\nconfigured_height = 720\n");
    remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.size.has_value());
    EXPECT_EQ(remembered.problem,
              file.string() + ":1:9: width = \"wide\": an integer from 1 to 16384 is expected");
}

TEST(WindowMemory, AMissingKeyOrBrokenFileIsNamedAndNotUsed) {
    TempDir dir;
    const auto file =
        dir.write("window.toml", "width = 1300\nheight = 850\nconfigured_width = 1024\n");
    RememberedWindow remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.size.has_value());
    EXPECT_EQ(remembered.problem, file.string() +
                                      ": configured_height is missing: an integer from 1 to "
                                      "16384 is expected");
    EXPECT_TRUE(remembered.present);
    // Half a line, as a file cut short would be (Plateau never writes one: atomic).
    dir.write("window.toml", "width = 1300\nheight =");
    remembered = read_window_memory(dir.path(), kConfigured);
    EXPECT_FALSE(remembered.size.has_value());
    EXPECT_EQ(remembered.problem.rfind(file.string() + ":2:", 0), 0u) << remembered.problem;
}

TEST(WindowMemory, AFolderThatIsNotThereIsAnErrorNamingTheFile) {
    TempDir dir;
    try {
        write_window_memory(dir / "gone", {1300, 850}, false, kConfigured);
        FAIL() << "written into a folder that is not there";
    } catch (const std::system_error& e) {
        EXPECT_NE(std::string(e.what()).find((dir / "gone" / "window.toml").string()),
                  std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace plateau::core
