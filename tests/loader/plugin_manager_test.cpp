// PluginManager: scanning folders of real plugins, rescanning after files are added, changed
// and removed, duplicate ids and the enabled list.
#include "core/plugins/plugin_manager.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "test_files.hpp"

namespace {

using plateau::core::PluginEntry;
using plateau::core::PluginManager;
using plateau::core::PluginState;
namespace lt = loader_test;

// The entries of the last scan, by file name.
std::map<std::string, PluginEntry> by_file_name(const PluginManager& manager) {
    std::map<std::string, PluginEntry> entries;
    for (const PluginEntry& entry : manager.entries()) {
        entries.emplace(entry.path.filename().string(), entry);
    }
    return entries;
}

std::vector<std::string> loaded_ids(const PluginManager& manager) {
    std::vector<std::string> ids;
    for (const auto& plugin : manager.loaded()) ids.push_back(plugin->id());
    return ids;
}

// Every test plugin at once: the valid ones load, each broken one is refused with its reason.
TEST(PluginManager, ScansTheTestPluginFolder) {
    const std::filesystem::path folder = LOADER_TEST_PLUGIN_DIR;
    PluginManager manager;
    manager.scan({folder});

    std::vector<std::filesystem::path> paths;
    for (const PluginEntry& entry : manager.entries()) paths.push_back(entry.path);
    EXPECT_TRUE(std::is_sorted(paths.begin(), paths.end()));

    auto entries = by_file_name(manager);
    ASSERT_EQ(entries.size(), 15u);
    const std::map<std::string, std::string> refusals = {
        {"bad_id.so", "id 'Bad Id' is not one word of a-z, 0-9, '_' and '-'"},
        {"counter_copy.so",
         "id 'counter' is already provided by " + (folder / "counter.so").string()},
        {"duplicate_params.so", "parameter key 'size' appears twice"},
        {"entry_returns_null.so", "plateau_entry returned NULL"},
        {"no_entry.so", "does not export plateau_entry"},
        {"null_draw.so", "required function 'draw' is NULL"},
        {"short_table.so", "struct_size 16 is smaller than the " +
                               std::to_string(PLATEAU_PLUGIN_V1_SIZE) +
                               " bytes of a version 1 plugin table"},
        {"throwing_entry.so", "plateau_entry threw an exception: cannot start"},
        {"undefined_entry.so",
         "does not export plateau_entry: the file uses it but does not define it"},
        {"unresolved_symbol.so",
         "the library failed to load: " + (folder / "unresolved_symbol.so").string() +
             ": undefined symbol: symbol_nobody_defines"},
        {"wrong_major.so", "ABI major 2, this host speaks 1"},
    };
    for (const auto& [file, reason] : refusals) {
        EXPECT_EQ(entries[file].state, PluginState::refused) << file;
        EXPECT_EQ(entries[file].reason, reason) << file;
        EXPECT_EQ(entries[file].plugin, nullptr) << file;
    }
    // abi_1_0.so is a plugin of ABI 1.0 (id old_counter): an older minor version loads.
    // The loaded ones come sorted by id.
    for (const char* file : {"abi_1_0.so", "adder.so", "counter.so", "exports_more.so"}) {
        EXPECT_EQ(entries[file].state, PluginState::loaded) << file;
        EXPECT_EQ(entries[file].reason, "") << file;
    }
    // A plugin that exports more than its entry loads (every 1.x plugin keeps loading), with a
    // warning that names what it exports.
    EXPECT_EQ(entries["exports_more.so"].plugin->warning(),
              "it exports 1 symbol besides plateau_entry (plateau_test_extra_export); a plugin "
              "exports plateau_entry alone: build it with hidden visibility and the SDK's "
              "version script (plateau_add_plugin)");
    EXPECT_EQ(entries["counter.so"].plugin->warning(), "");
    EXPECT_EQ(loaded_ids(manager),
              (std::vector<std::string>{"adder", "counter", "exporter", "old_counter"}));
    ASSERT_NE(manager.find("counter"), nullptr);
    EXPECT_EQ(manager.find("counter")->path(), folder / "counter.so");
    EXPECT_EQ(manager.find("wrong_major"), nullptr);
    EXPECT_EQ(manager.find("nothing"), nullptr);
}

TEST(PluginManager, ScansSeveralFoldersAndSkipsMissingOnes) {
    lt::TempDir first;
    lt::TempDir second;
    lt::copy_to(lt::test_plugin("counter"), first / "counter.so");
    lt::write_text_file(first / "notes.so", "not a library\n");
    lt::write_text_file(first / "empty.so", "");
    lt::write_text_file(first / "readme.txt", "not a plugin name\n");
    std::filesystem::create_directory(first / "nested");
    lt::copy_to(lt::test_plugin("adder"), first / "nested" / "adder.so");
    lt::copy_to(lt::test_plugin("wrong_major"), second / "wrong_major.so");

    PluginManager manager;
    manager.scan({first.path(), first / "missing", second.path()});

    const auto& entries = manager.entries();
    ASSERT_EQ(entries.size(), 4u);
    EXPECT_EQ(entries[0].path, first / "counter.so");
    EXPECT_EQ(entries[0].state, PluginState::loaded);
    EXPECT_EQ(entries[1].path, first / "empty.so");
    EXPECT_EQ(entries[1].state, PluginState::refused);
    EXPECT_EQ(entries[1].reason, "the file is empty");
    EXPECT_EQ(entries[2].path, first / "notes.so");
    EXPECT_EQ(entries[2].reason, "not an ELF file: it does not start with the ELF magic number");
    EXPECT_EQ(entries[3].path, second / "wrong_major.so");
    EXPECT_EQ(entries[3].reason, "ABI major 2, this host speaks 1");
    EXPECT_EQ(loaded_ids(manager), std::vector<std::string>{"counter"});
}

TEST(PluginManager, ScansAFolderListedTwiceOnce) {
    lt::TempDir folder;
    lt::copy_to(lt::test_plugin("counter"), folder / "counter.so");
    PluginManager manager;
    manager.scan({folder.path(), folder.path() / "."});
    ASSERT_EQ(manager.entries().size(), 1u);
    EXPECT_EQ(manager.entries()[0].state, PluginState::loaded);
}

TEST(PluginManager, RefusesASecondPluginWithTheSameId) {
    lt::TempDir first;
    lt::TempDir second;
    lt::copy_to(lt::test_plugin("counter"), first / "counter.so");
    lt::copy_to(lt::test_plugin("counter"), second / "also_counter.so");
    PluginManager manager;
    manager.scan({first.path(), second.path()});
    ASSERT_EQ(manager.entries().size(), 2u);
    EXPECT_EQ(manager.entries()[1].state, PluginState::refused);
    EXPECT_EQ(manager.entries()[1].reason,
              "id 'counter' is already provided by " + (first / "counter.so").string());
    EXPECT_EQ(manager.find("counter")->path(), first / "counter.so");
}

TEST(PluginManager, RescanPicksUpANewFileAndKeepsTheLoadedOnes) {
    lt::TempDir folder;
    lt::copy_to(lt::test_plugin("counter"), folder / "counter.so");
    PluginManager manager;
    manager.scan({folder.path()});
    const auto counter = manager.find("counter");
    ASSERT_NE(counter, nullptr);
    EXPECT_EQ(manager.find("adder"), nullptr);

    lt::copy_to(lt::test_plugin("adder"), folder / "adder.so");
    manager.scan({folder.path()});
    EXPECT_EQ(manager.entries().size(), 2u);
    EXPECT_EQ(loaded_ids(manager), (std::vector<std::string>{"adder", "counter"}));
    EXPECT_EQ(manager.find("counter"), counter);  // the same object, not loaded again
}

// What update() says it did, as the lines an author reads.
std::vector<std::string> described(const std::vector<plateau::core::PluginChange>& changes) {
    std::vector<std::string> lines;
    for (const auto& change : changes) lines.push_back(plateau::core::describe(change));
    return lines;
}

using Clock = PluginManager::Clock;
constexpr auto kAtOnce = Clock::duration::zero();

TEST(PluginManager, ARebuiltFileReplacesThePluginAndTheOldOneLivesWhileInUse) {
    lt::TempDir folder;
    const auto file = folder / "counter.so";
    lt::copy_to(lt::test_plugin("counter"), file);
    PluginManager manager;
    manager.scan({folder.path()});
    const auto before = manager.find("counter");
    ASSERT_NE(before, nullptr);

    // The same id, another name: the new code is loaded, though the path is the same.
    lt::replace_with(lt::test_plugin("counter_copy"), file);
    const auto changes = manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce);
    EXPECT_EQ(described(changes),
              std::vector<std::string>{"plugin replaced: counter 1.0.0 " + file.string()});
    ASSERT_EQ(manager.entries().size(), 1u);
    EXPECT_EQ(manager.entries()[0].state, PluginState::loaded);
    EXPECT_EQ(manager.entries()[0].reason, "");
    const auto after = manager.find("counter");
    ASSERT_NE(after, nullptr);
    EXPECT_NE(after, before);
    EXPECT_EQ(after->name(), "Counter copy");
    EXPECT_EQ(after->path(), file);        // the file in the folder, never the private copy
    EXPECT_EQ(before->name(), "Counter");  // still usable while held (an open game)
}

TEST(PluginManager, AFileGoneIsDroppedAndItsPluginLivesWhileInUse) {
    lt::TempDir folder;
    const auto file = folder / "counter.so";
    lt::copy_to(lt::test_plugin("counter"), file);
    PluginManager manager;
    manager.scan({folder.path()});
    const auto loaded = manager.find("counter");

    std::filesystem::remove(file);
    const auto changes = manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce);
    EXPECT_EQ(described(changes),
              std::vector<std::string>{"plugin removed: counter " + file.string()});
    EXPECT_TRUE(manager.entries().empty());
    EXPECT_EQ(manager.find("counter"), nullptr);
    EXPECT_EQ(loaded->name(), "Counter");
}

TEST(PluginManager, ARebuiltFileThatIsRefusedLeavesTheOldOneInUse) {
    lt::TempDir folder;
    const auto file = folder / "counter.so";
    lt::copy_to(lt::test_plugin("counter"), file);
    PluginManager manager;
    manager.scan({folder.path()});
    const auto loaded = manager.find("counter");

    lt::replace_with(lt::test_plugin("wrong_major"), file);
    const auto changes = manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce);
    EXPECT_EQ(described(changes), std::vector<std::string>{"plugin refused: " + file.string() +
                                                           ": ABI major 2, this host speaks 1"});
    ASSERT_EQ(manager.entries().size(), 1u);
    const PluginEntry& entry = manager.entries()[0];
    EXPECT_EQ(entry.state, PluginState::loaded);
    EXPECT_EQ(entry.plugin, loaded);
    EXPECT_EQ(entry.reason,
              "the file was rebuilt and refused (ABI major 2, this host speaks 1): the version "
              "loaded before stays in use");
    EXPECT_EQ(manager.find("counter"), loaded);
    // Unchanged since: not tried again, nothing more to say.
    EXPECT_TRUE(manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce).empty());
    // Fixed: loaded, and the old one replaced.
    lt::replace_with(lt::test_plugin("counter_copy"), file);
    EXPECT_EQ(described(manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce)),
              std::vector<std::string>{"plugin replaced: counter 1.0.0 " + file.string()});
    EXPECT_EQ(manager.entries()[0].reason, "");
}

// A file being written changes from one look to the next: it is loaded only once two looks
// 300 ms apart found it the same, so a half-written file is never loaded.
TEST(PluginManager, AFileIsTakenOnlyOnceItHasStoppedChanging) {
    using std::chrono::milliseconds;
    lt::TempDir folder;
    const auto file = folder / "adder.so";
    PluginManager manager;
    const Clock::time_point t0 = Clock::now();
    const auto look = [&](int ms) {
        return described(manager.update({folder.path()}, std::nullopt, t0 + milliseconds(ms),
                                        milliseconds(300)));
    };
    EXPECT_TRUE(look(0).empty());
    lt::write_text_file(file,
                        "\x7f"
                        "ELF, the first bytes");  // half of it copied
    EXPECT_TRUE(look(100).empty());               // seen for the first time: wait
    EXPECT_TRUE(manager.entries().empty());
    lt::replace_with(lt::test_plugin("adder"), file);  // the rest arrives
    EXPECT_TRUE(look(250).empty());                    // changed since the last look: wait again
    EXPECT_TRUE(look(500).empty());                    // the same, but only 250 ms after it changed
    EXPECT_EQ(look(550), std::vector<std::string>{"plugin added: adder 1.0.0 " + file.string()});
    EXPECT_NE(manager.find("adder"), nullptr);
    // Gone: shown until it has been gone for 300 ms too (a file being replaced).
    std::filesystem::remove(file);
    EXPECT_TRUE(look(600).empty());
    EXPECT_EQ(manager.entries().size(), 1u);
    EXPECT_EQ(look(900), std::vector<std::string>{"plugin removed: adder " + file.string()});
}

TEST(PluginManager, ARefusedFileIsTriedAgainOnceChanged) {
    lt::TempDir folder;
    lt::write_text_file(folder / "game.so", "not yet\n");
    PluginManager manager;
    manager.scan({folder.path()});
    EXPECT_EQ(manager.entries()[0].state, PluginState::refused);

    manager.scan({folder.path()});  // unchanged: still refused, for the same reason
    EXPECT_EQ(manager.entries()[0].reason,
              "not an ELF file: it does not start with the ELF magic number");

    lt::replace_with(lt::test_plugin("counter"), folder / "game.so");
    EXPECT_EQ(
        described(manager.update({folder.path()}, std::nullopt, Clock::now(), kAtOnce)),
        std::vector<std::string>{"plugin added: counter 1.0.0 " + (folder / "game.so").string()});
    EXPECT_EQ(manager.entries()[0].state, PluginState::loaded);
    EXPECT_NE(manager.find("counter"), nullptr);
}

// Its code ran (the table was refused after plateau_entry), yet the fixed file loads: each
// load opens a private copy, so the dynamic loader cannot hand back the old library.
TEST(PluginManager, ARefusedFileWhoseCodeRanLoadsOnceFixed) {
    lt::TempDir folder;
    lt::copy_to(lt::test_plugin("wrong_major"), folder / "game.so");
    PluginManager manager;
    manager.scan({folder.path()});
    EXPECT_EQ(manager.entries()[0].reason, "ABI major 2, this host speaks 1");

    lt::replace_with(lt::test_plugin("counter"), folder / "game.so");
    manager.scan({folder.path()});
    EXPECT_EQ(manager.entries()[0].state, PluginState::loaded);
    EXPECT_EQ(manager.entries()[0].reason, "");
}

TEST(PluginManager, DescribesChangesAsOneLineEach) {
    using plateau::core::PluginChange;
    using Kind = PluginChange::Kind;
    EXPECT_EQ(plateau::core::describe({Kind::added, "/p/a.so", "a", "1.2.0", {}}),
              "plugin added: a 1.2.0 /p/a.so");
    EXPECT_EQ(plateau::core::describe({Kind::replaced, "/p/a.so", "a", "1.3.0", {}}),
              "plugin replaced: a 1.3.0 /p/a.so");
    EXPECT_EQ(plateau::core::describe({Kind::removed, "/p/a.so", "a", {}, {}}),
              "plugin removed: a /p/a.so");
    EXPECT_EQ(plateau::core::describe({Kind::refused, "/p/b.so", {}, {}, "no such file"}),
              "plugin refused: /p/b.so: no such file");
}

TEST(PluginManager, DisablesPluginsNotInTheEnabledList) {
    lt::TempDir folder;
    lt::copy_to(lt::test_plugin("counter"), folder / "counter.so");
    lt::copy_to(lt::test_plugin("adder"), folder / "adder.so");
    lt::copy_to(lt::test_plugin("wrong_major"), folder / "wrong_major.so");
    PluginManager manager;
    manager.scan({folder.path()}, std::vector<std::string>{"adder", "wrong_major"});

    auto entries = by_file_name(manager);
    EXPECT_EQ(entries["adder.so"].state, PluginState::loaded);
    EXPECT_EQ(entries["counter.so"].state, PluginState::disabled);
    EXPECT_NE(entries["counter.so"].plugin, nullptr);
    EXPECT_EQ(entries["counter.so"].reason, "");
    EXPECT_EQ(entries["wrong_major.so"].state, PluginState::refused);
    EXPECT_EQ(manager.find("counter"), nullptr);
    EXPECT_EQ(loaded_ids(manager), std::vector<std::string>{"adder"});

    const auto counter = entries["counter.so"].plugin;
    manager.scan({folder.path()}, std::nullopt);  // every plugin enabled
    EXPECT_EQ(loaded_ids(manager), (std::vector<std::string>{"adder", "counter"}));
    EXPECT_EQ(manager.find("counter"), counter);

    manager.scan({folder.path()}, std::vector<std::string>{});  // none enabled
    EXPECT_TRUE(manager.loaded().empty());
}

TEST(PluginManager, ListsLoadedPluginsByName) {
    lt::TempDir folder;
    // File names in the other order than the names.
    lt::copy_to(lt::test_plugin("counter"), folder / "a.so");
    lt::copy_to(lt::test_plugin("adder"), folder / "b.so");
    PluginManager manager;
    manager.scan({folder.path()});
    ASSERT_EQ(manager.loaded().size(), 2u);
    EXPECT_EQ(manager.loaded()[0]->name(), "Adder");
    EXPECT_EQ(manager.loaded()[1]->name(), "Counter");
}

}  // namespace
