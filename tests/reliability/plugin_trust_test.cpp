// Plugins are code: a plugin file or folder that another user could change is refused with
// that reason, as ssh refuses a key file others can write; plugins are loaded only from the
// configured folders, never from the current folder. The files are real copies of the
// rogue plugin, made untrusted with chmod and chown (the tests run as root; 65534 is the
// usual "nobody").
#include <gtest/gtest.h>
#include <unistd.h>

#include "core/plugins/plugin_loader.hpp"
#include "core/plugins/plugin_manager.hpp"
#include "reliability_support.hpp"

namespace plateau::core {
namespace {

namespace fs = std::filesystem;
using reliability::Scratch;

constexpr uid_t kNobody = 65534;

class PluginTrust : public ::testing::Test {
  protected:
    // A copy of the plugin in a folder of its own (mode 0755, ours).
    fs::path copy_in(const std::string& folder_name) {
        const fs::path folder = box_.path() / folder_name;
        fs::create_directories(folder);
        fs::permissions(folder, fs::perms(0755));
        const fs::path file = folder / "rogue.so";
        fs::copy_file(reliability::rogue_plugin(), file, fs::copy_options::overwrite_existing);
        fs::permissions(file, fs::perms(0644));
        return file;
    }
    static std::string refusal(const fs::path& file) {
        const LoadOutcome outcome = load_plugin(file);
        EXPECT_FALSE(outcome.loaded()) << file;
        EXPECT_FALSE(outcome.library_opened) << "no code of an untrusted file may run";
        return outcome.refusal;
    }

    Scratch box_;
};

TEST_F(PluginTrust, AFileOnlyWeCanChangeLoads) {
    const fs::path file = copy_in("fine");
    const LoadOutcome outcome = load_plugin(file);
    EXPECT_TRUE(outcome.loaded()) << outcome.refusal;
}

TEST_F(PluginTrust, AFileItsGroupCanWriteIsRefused) {
    const fs::path file = copy_in("group");
    fs::permissions(file, fs::perms(0664));
    EXPECT_EQ(refusal(file), "the file " + file.string() +
                                 " is writable by its group (mode 0664): anyone there could "
                                 "change its code");
}

TEST_F(PluginTrust, AFileOthersCanWriteIsRefused) {
    const fs::path file = copy_in("others");
    fs::permissions(file, fs::perms(0646));
    EXPECT_EQ(refusal(file), "the file " + file.string() +
                                 " is writable by others (mode 0646): anyone there could "
                                 "change its code");
}

TEST_F(PluginTrust, AFileOfAnotherUserIsRefused) {
    const fs::path file = copy_in("nobody-file");
    ASSERT_EQ(::chown(file.c_str(), kNobody, kNobody), 0);
    EXPECT_EQ(refusal(file),
              "the file " + file.string() + " is owned by user 65534, neither you nor root");
}

TEST_F(PluginTrust, AFolderOthersCanWriteIsRefused) {
    const fs::path file = copy_in("open-folder");
    fs::permissions(file.parent_path(), fs::perms(0777));
    EXPECT_EQ(refusal(file), "its folder " + file.parent_path().string() +
                                 " is writable by group and others (mode 0777): anyone there "
                                 "could change its code");
}

TEST_F(PluginTrust, AFolderOfAnotherUserIsRefused) {
    const fs::path file = copy_in("nobody-folder");
    ASSERT_EQ(::chown(file.parent_path().c_str(), kNobody, kNobody), 0);
    EXPECT_EQ(refusal(file), "its folder " + file.parent_path().string() +
                                 " is owned by user 65534, neither you nor root");
}

TEST_F(PluginTrust, ALinkIsJudgedByTheFileItLeadsTo) {
    const fs::path target = copy_in("open-target");
    fs::permissions(target.parent_path(), fs::perms(0757));
    fs::create_directories(box_.path() / "links");
    const fs::path link = box_.path() / "links" / "rogue.so";
    fs::create_symlink(target, link);
    EXPECT_EQ(refusal(link), "its folder " + target.parent_path().string() +
                                 " is writable by others (mode 0757): anyone there could "
                                 "change its code");
}

TEST_F(PluginTrust, TheManagerListsTheRefusalWithThePath) {
    const fs::path file = copy_in("listed");
    fs::permissions(file, fs::perms(0666));
    PluginManager manager;
    manager.scan({file.parent_path()});
    ASSERT_EQ(manager.entries().size(), 1u);
    EXPECT_EQ(manager.entries()[0].path, file);
    EXPECT_EQ(manager.entries()[0].state, PluginState::refused);
    EXPECT_NE(manager.entries()[0].reason.find("writable by group and others (mode 0666)"),
              std::string::npos);
}

// `plateau list`, run from a folder that holds a plugin, with a configuration whose only
// plugin folder is "plugins" (relative: beside the configuration file, which is elsewhere).
TEST_F(PluginTrust, NeverFromTheCurrentFolder) {
    const fs::path here = copy_in("current").parent_path();
    box_.write("elsewhere/plateau.toml", "plugin_dirs = [\"plugins\", \".\"]\n");
    fs::create_directories(box_.path() / "elsewhere" / "plugins");
    const reliability::Result r = cli_test::run_process(
        "/bin/sh",
        {"-c", "cd \"$1\" && exec \"$2\" list --config \"$3\"", "sh", here.string(),
         PLATEAU_EXECUTABLE, (box_.path() / "elsewhere" / "plateau.toml").string()},
        "", {{"XDG_DATA_HOME", (box_.path() / "xdg-data").string()}});
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.out.find("rogue"), std::string::npos) << r.out;
    // The same folder named in the configuration is loaded: the file itself is fine.
    box_.write("elsewhere/plateau.toml", "plugin_dirs = [\"" + here.string() + "\"]\n");
    const reliability::Result named = cli_test::run_process(
        PLATEAU_EXECUTABLE,
        {"list", "--config", (box_.path() / "elsewhere" / "plateau.toml").string()}, "",
        {{"XDG_DATA_HOME", (box_.path() / "xdg-data").string()}});
    EXPECT_NE(named.out.find("rogue\t1.0.0\t" + (here / "rogue.so").string()), std::string::npos)
        << named.out;
}

}  // namespace
}  // namespace plateau::core
