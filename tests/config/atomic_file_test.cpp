// atomic_write_file: the whole new file or the old one, and no temporary file left behind.
#include "core/util/atomic_file.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <system_error>

#include "test_support.hpp"

namespace plateau::core {
namespace {

using testing::read_file;
using testing::TempDir;

std::vector<std::string> names_in(const std::filesystem::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        names.push_back(entry.path().filename());
    std::sort(names.begin(), names.end());
    return names;
}

TEST(AtomicWriteFile, CreatesAFileAndLeavesNoTemporaryFile) {
    TempDir dir;
    const auto file = dir.path() / "scores.toml";
    atomic_write_file(file, "a = 1\n");
    EXPECT_EQ(read_file(file), "a = 1\n");
    EXPECT_EQ(names_in(dir.path()), std::vector<std::string>{"scores.toml"});
}

TEST(AtomicWriteFile, ReplacesAFileAndKeepsItsPermissions) {
    TempDir dir;
    const auto file = dir.write("saves.toml", "old contents that are longer\n");
    ASSERT_EQ(::chmod(file.c_str(), 0600), 0);
    atomic_write_file(file, "new\n");
    EXPECT_EQ(read_file(file), "new\n");
    struct stat info {};
    ASSERT_EQ(::stat(file.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
    EXPECT_EQ(names_in(dir.path()), std::vector<std::string>{"saves.toml"});
}

TEST(AtomicWriteFile, WritesThroughASymbolicLink) {
    TempDir dir;
    const auto target = dir.write("real.toml", "old\n");
    const auto link = dir.path() / "link.toml";
    std::filesystem::create_symlink(target, link);
    atomic_write_file(link, "new\n");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    EXPECT_EQ(read_file(target), "new\n");
    EXPECT_EQ(names_in(dir.path()), (std::vector<std::string>{"link.toml", "real.toml"}));
}

TEST(AtomicWriteFile, AFailureThrowsAndLeavesNothing) {
    TempDir dir;
    const auto file = dir.path() / "missing-folder" / "x.toml";
    EXPECT_THROW(atomic_write_file(file, "x"), std::system_error);
    EXPECT_TRUE(names_in(dir.path()).empty());
}

TEST(AtomicWriteFile, AnEmptyFile) {
    TempDir dir;
    const auto file = dir.path() / "empty";
    atomic_write_file(file, "");
    EXPECT_TRUE(std::filesystem::exists(file));
    EXPECT_EQ(std::filesystem::file_size(file), 0u);
}

}  // namespace
}  // namespace plateau::core
