// The table the host gives every plugin.
#include "core/plugins/host_table.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "temp_folder.hpp"

namespace {

using plateau::core::format_plugin_log_line;
using plateau::core::host_table;

TEST(HostTable, SaysWhichAbiTheHostSpeaks) {
    const plateau_host& host = host_table("/opt/games");
    EXPECT_EQ(host.struct_size, sizeof(plateau_host));
    EXPECT_EQ(host.abi_major, PLATEAU_ABI_MAJOR);
    EXPECT_EQ(host.abi_minor, 6u);
    ASSERT_NE(host.log, nullptr);
}

TEST(HostTable, TellsEachPluginItsFolderAndTheLanguage) {
    const plateau_host& host = host_table("/opt/games/");
    ASSERT_NE(host.plugin_folder, nullptr);
    EXPECT_STREQ(host.plugin_folder, "/opt/games");  // no trailing '/'
    ASSERT_NE(host.language, nullptr);
    EXPECT_STREQ(host.language, "en");  // no language chosen in this program
    // One table per folder, the same for every plugin of it, for the whole program.
    EXPECT_EQ(&host_table("/opt/games"), &host);
    EXPECT_EQ(&host_table("/opt/./games"), &host);
    const plateau_host& other = host_table("/home/me/.local/share/plateau/plugins");
    EXPECT_NE(&other, &host);
    EXPECT_STREQ(other.plugin_folder, "/home/me/.local/share/plateau/plugins");
}

TEST(HostTable, FormatsLogLinesWithTheLevel) {
    EXPECT_EQ(format_plugin_log_line(PLATEAU_LOG_DEBUG, "a"), "plateau: plugin debug: a\n");
    EXPECT_EQ(format_plugin_log_line(PLATEAU_LOG_INFO, "b"), "plateau: plugin info: b\n");
    EXPECT_EQ(format_plugin_log_line(PLATEAU_LOG_WARNING, "c\n"), "plateau: plugin warning: c\n");
    EXPECT_EQ(format_plugin_log_line(PLATEAU_LOG_ERROR, ""), "plateau: plugin error: \n");
    EXPECT_EQ(format_plugin_log_line(9, "d"), "plateau: plugin level 9: d\n");
    EXPECT_EQ(format_plugin_log_line(-1, "e"), "plateau: plugin level -1: e\n");
}

TEST(HostTable, LogTakesTextWithItsLength) {
    testing::internal::CaptureStderr();
    host_table("/opt/games").log(PLATEAU_LOG_WARNING, "low on memory, and more", 13);
    host_table("/opt/games").log(PLATEAU_LOG_INFO, nullptr, 0);
    EXPECT_EQ(testing::internal::GetCapturedStderr(),
              "plateau: plugin warning: low on memory\nplateau: plugin info: \n");
}

void append(void* ctx, const char* text, size_t length) {
    static_cast<std::string*>(ctx)->append(text, length);
}

std::string cache_dir_of(std::string_view id) {
    std::string path;
    const plateau_writer out{&path, &append};
    host_table("/opt/games").cache_dir(id.data(), id.size(), &out);
    return path;
}

TEST(HostTable, GivesEachPluginAFolderOfItsOwnUnderTheCacheRoot) {
    const plateau::test::TempFolder folder;
    const std::filesystem::path root = folder / "cache";  // not made yet
    plateau::core::set_cache_root(root);
    EXPECT_EQ(cache_dir_of("pushover"), (root / "pushover").string());
    EXPECT_TRUE(std::filesystem::is_directory(root / "pushover"));  // made for it
    // Only an id names a folder: nothing outside the root, whatever the plugin sends.
    EXPECT_EQ(cache_dir_of("../escape"), "");
    EXPECT_EQ(cache_dir_of("a/b"), "");
    EXPECT_EQ(cache_dir_of(""), "");
    EXPECT_FALSE(std::filesystem::exists(root.parent_path() / "escape"));
    // No root (the default): no folder.
    plateau::core::set_cache_root({});
    EXPECT_EQ(cache_dir_of("pushover"), "");
}

}  // namespace
